/**
 * Two server processes on one PostgreSQL, each with its deliverer polling (decision 042):
 * 20 check-ins of one child sent to both at once (parent taps and coaches) make one arrival
 * text per guardian, delivered once, by whichever instance claimed it. PostgreSQL only.
 */
import { describe, expect, it } from 'vitest';
import { alertSubscriptions, outboundMessages, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { signInOverHttp, verifyParentOverHttp } from '#server/testing/server-process.ts';
import { confirmedLinks, testDatabaseKind } from '#server/testing/test-app.ts';
import { useTwoInstances } from '#server/testing/two-instances.ts';

const isPostgres = testDatabaseKind() === 'postgres';

describe.runIf(isPostgres)('arrival texts across two server instances', () => {
  const instances = useTwoInstances(
    {
      SECRET_KEY: 'two-instances-secret-key-0123456789abcdef',
      ALERT_UNDO_GRACE_SECONDS: '1',
      ORG_NAME: 'Two Gyms FC',
    },
    90_000,
  );

  it('one text per guardian for 20 parallel check-ins through both', async () => {
    const { database, first, second } = instances;
    const { event, athletes } = await createEventWithRoster(database.db, {
      name: 'Practice',
      locationName: 'North Gym',
      date: new Date(),
      active: true,
      roster: [{ firstName: 'Nia', lastName: 'North' }],
    });
    const athleteId = athletes[0]!.id;
    const tapper = '+15055550701';
    const guardians = ['+15055550702', '+15055550703', '+15055550704'];
    await database.db
      .insert(parentLinks)
      .values(
        confirmedLinks([tapper, ...guardians].map((phoneNumber) => ({ phoneNumber, athleteId }))),
      );
    await database.db.insert(alertSubscriptions).values(
      guardians.map((phoneNumber) => ({
        phoneNumber,
        athleteId,
        kind: 'arrival' as const,
        wordingVersion: 'test-1',
      })),
    );
    const coach = {
      first: await signInOverHttp(first.url, 'coach@two-texts.test'),
      second: await signInOverHttp(second.url, 'coach@two-texts.test'),
    };
    // One verified device, tapping through either instance.
    const device = await verifyParentOverHttp(first.url, tapper);
    const parent = { first: device, second: device };
    const checkIn = (url: string, cookie: string, source: string) =>
      fetch(`${url}/api/check-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url, cookie },
        body: JSON.stringify({ athleteId, eventId: event.id, source }),
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const server = i % 2 === 0 ? 'first' : 'second';
        const url = server === 'first' ? first.url : second.url;
        return i % 4 < 2
          ? checkIn(url, parent[server], 'qr')
          : checkIn(url, coach[server], 'manual_fallback');
      }),
    );
    expect(answers.map((answer) => answer.status).filter((status) => status === 201)).toHaveLength(
      1,
    );

    const textsTo = async (phone: string) => {
      const list = (await (
        await fetch(`${first.url}/api/dev/outbox?to=${encodeURIComponent(phone)}`)
      ).json()) as { body: string; code?: string }[];
      return list.filter((message) => !message.code);
    };
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const counts = await Promise.all(guardians.map(async (g) => (await textsTo(g)).length));
      if (counts.every((count) => count >= 1)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    // Both deliverers keep polling a while longer: still one each.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    for (const guardian of guardians) {
      const texts = await textsTo(guardian);
      expect(texts).toHaveLength(1);
      expect(texts[0]!.body).toMatch(/^Two Gyms FC: Nia N\. checked in at Practice at /);
    }
    expect(await textsTo(tapper)).toEqual([]);
    const rows = await database.db.select().from(outboundMessages);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent', 'sent']);
  });
});
