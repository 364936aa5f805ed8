/**
 * A multipart body that is not a whole form (cut off, no boundary, broken part headers) is
 * the client's fault: 400 with a message, nothing imported, nothing logged as a failure.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventAthletes } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { multipart } from '#server/testing/multipart.ts';
import { createTestApp, signInAs, TEST_ORIGIN, type TestApp } from '#server/testing/test-app.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let coach: string;
let eventId: string;

beforeAll(async () => {
  t = await createTestApp();
  coach = await signInAs(t, 'head@malformed.test');
  ({
    event: { id: eventId },
  } = await createEventWithRoster(t.db, {
    name: 'Malformed Meet',
    locationName: 'Gym',
    date: new Date(),
    roster: [],
  }));
});
afterAll(() => t.close());

const whole = () =>
  multipart([
    { name: 'eventId', value: eventId },
    { name: 'action', value: 'import' },
    {
      name: 'file',
      filename: 'roster.csv',
      content: 'First Name,Last Name\nAva,Cut\nBen,Cut\n',
    },
  ]);

const send = (contentType: string, payload: Buffer | string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/roster/upload',
    headers: { 'content-type': contentType, cookie: coach, origin: TEST_ORIGIN },
    payload,
  });

describe('malformed roster uploads', () => {
  it('a whole form still imports (the control)', async () => {
    const body = whole();
    const response = await send(body.headers['content-type'], body.payload);
    expect(response.statusCode).toBe(200);
    const [row] = await t.db
      .select({ n: count() })
      .from(eventAthletes)
      .where(eq(eventAthletes.eventId, eventId));
    expect(row!.n).toBe(2);
    await t.db.delete(eventAthletes).where(eq(eventAthletes.eventId, eventId));
  });

  const body = whole();
  const cases: [string, string, Buffer | string][] = [
    ['a body cut off inside the file', body.headers['content-type'], body.payload.subarray(0, 200)],
    [
      'a body cut off before the closing boundary',
      body.headers['content-type'],
      body.payload.subarray(0, body.payload.length - 8),
    ],
    ['multipart without a boundary', 'multipart/form-data', body.payload],
    ['a boundary that never appears', 'multipart/form-data; boundary=nothere', body.payload],
    [
      'a part without headers',
      'multipart/form-data; boundary=b',
      '--b\r\nno colon here\r\n\r\nvalue\r\n--b--\r\n',
    ],
    ['an empty body', body.headers['content-type'], ''],
  ];
  for (const [name, contentType, payload] of cases) {
    it(`${name}: 400 with a message, nothing imported`, async () => {
      const response = await send(contentType, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
      expect(response.json().message).not.toBe(messages.errors.generic);
      const [row] = await t.db
        .select({ n: count() })
        .from(eventAthletes)
        .where(eq(eventAthletes.eventId, eventId));
      expect(row!.n).toBe(0);
    });
  }
});
