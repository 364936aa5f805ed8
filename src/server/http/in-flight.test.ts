/**
 * Shutdown waits for handlers still running after their client hung up, so the database is
 * closed only once nothing uses it. Driven through a real socket: a coach starts a sheet
 * sync, the sheet host holds its answer, the coach's connection drops, the server closes.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { eventAthletes } from '../db/schema.ts';
import { createEventWithRoster } from '../db/seed.ts';
import { createTestApp, signInAs, TEST_ORIGIN } from '../testing/test-app.ts';

const held: http.ServerResponse[] = [];
const sheetHost = http.createServer((_request, response) => {
  held.push(response);
});

afterAll(async () => {
  sheetHost.closeAllConnections();
  await new Promise((resolve) => sheetHost.close(resolve));
});

it('closing waits for a handler whose client hung up before the database goes', async () => {
  await new Promise<void>((resolve) => sheetHost.listen(0, '127.0.0.1', resolve));
  const sheetPort = (sheetHost.address() as AddressInfo).port;
  const t = await createTestApp({
    env: {
      SHEETS_ALLOWED_HOSTS: `127.0.0.1:${sheetPort}`,
      SHEETS_ALLOW_HTTP: 'true',
      SHEETS_FETCH_TIMEOUT_MS: '20000',
    },
  });
  const cookie = await signInAs(t, 'head@drain.test');
  const { event } = await createEventWithRoster(t.db, {
    name: 'Drain',
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  });
  const linked = await t.app.inject({
    method: 'PATCH',
    url: `/api/events/${event.id}`,
    headers: { cookie, origin: TEST_ORIGIN },
    payload: { googleSheetUrl: `http://127.0.0.1:${sheetPort}/spreadsheets/d/HELD/edit` },
  });
  expect(linked.statusCode, linked.body).toBe(200);

  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = t.app.server.address() as AddressInfo;
  const sync = http.request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: `/api/events/${event.id}/sync-roster`,
    headers: { cookie, origin: TEST_ORIGIN },
  });
  sync.on('error', () => {});
  sync.end();
  while (held.length === 0) await delay(10);
  sync.destroy();

  let isClosed = false;
  const closing = t.app.close().then(() => {
    isClosed = true;
  });
  await delay(300);
  expect(isClosed).toBe(false);

  held[0]!.writeHead(200, { 'content-type': 'text/csv' }).end('First,Last\nAda,Held\n');
  await closing;
  // The handler finished its import before close() returned, on a database still open.
  const rows = await t.db.select().from(eventAthletes).where(eq(eventAthletes.eventId, event.id));
  expect(rows).toHaveLength(1);
  await t.database.drop();
});
