/**
 * Guardians linked from roster files (decision 021): guardian phones in an
 * import become links a listed parent sees at once; a re-import replaces the event file's
 * links per athlete and never touches a parent's own; "Check in all"; the coach's list and
 * removal. Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkIns, events, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { multipart } from '#server/testing/multipart.ts';
import {
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
  verifyParent,
} from '#server/testing/test-app.ts';
import {
  LINKED_ATHLETES_FLAG_AT,
  MAX_LINKED_ATHLETES_PER_PHONE,
  ROSTER_MAX_GUARDIAN_PHONES,
} from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type {
  CheckInAllResponse,
  ParentLink,
  RosterImportResult,
  RosterPreview,
} from '#shared/schemas.ts';

let t: TestApp;
let coach: string;
let n = 0;
let phoneSeq = 1000;

/** A fresh US number in the three display forms a file may hold. */
function newPhone() {
  const line = String(phoneSeq++).padStart(4, '0');
  return { e164: `+1404555${line}`, typed: `(404) 555-${line}`, dotted: `404.555.${line}` };
}
const ip = () => `10.44.${n % 250}.${(n++ % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  coach = await signInAs(t, 'head@guardians.test');
});
afterAll(() => t.close());

async function newEvent(active = true) {
  const { event } = await createEventWithRoster(t.db, {
    name: `Guardian Meet ${n++}`,
    locationName: 'Gym',
    date: new Date(),
    active,
    roster: [],
  });
  return event.id;
}

const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

interface Row {
  firstName: string;
  lastName: string;
  teamName?: string | null;
  gradYear?: number | string | null;
  guardianPhones?: string[];
}

async function importRows(eventId: string, athletes: Row[], confirmedSharedPhones?: string[]) {
  return t.app.inject({
    method: 'POST',
    url: '/api/roster/import',
    headers: headers(coach),
    payload: { eventId, athletes, ...(confirmedSharedPhones ? { confirmedSharedPhones } : {}) },
  });
}
async function importOk(eventId: string, athletes: Row[], confirmedSharedPhones?: string[]) {
  const response = await importRows(eventId, athletes, confirmedSharedPhones);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as RosterImportResult;
}

async function parentAthletes(cookie: string, eventId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/athletes?event=${eventId}`,
    headers: headers(cookie),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { id: string; firstName: string; checkIn: unknown }[];
}
const namesOf = async (cookie: string, eventId: string) =>
  (await parentAthletes(cookie, eventId)).map((athlete) => athlete.firstName).sort();

async function coachLinks(eventId: string): Promise<ParentLink[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/events/${eventId}/parent-links`,
    headers: headers(coach),
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

const checkInAll = (cookie: string | null, eventId: string, athleteIds: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/check-in/all',
    headers: cookie ? headers(cookie) : { origin: TEST_ORIGIN },
    payload: { eventId, athleteIds },
  });

const fileLinksOf = (eventId: string) =>
  t.db
    .select({ phone: parentLinks.phoneNumber, athleteId: parentLinks.athleteId })
    .from(parentLinks)
    .where(and(eq(parentLinks.eventId, eventId), eq(parentLinks.source, 'roster')));

describe('guardian phones in a roster import', () => {
  it('links a listed parent, who sees every child at once with no linking step', async () => {
    const eventId = await newEvent();
    const mum = newPhone();
    const dad = newPhone();
    const result = await importOk(eventId, [
      // The phone step's rule: any form a parent could type links as its E.164 number.
      { firstName: 'Ava', lastName: 'Reyes', teamName: 'Eagles', guardianPhones: [mum.typed] },
      {
        firstName: 'Leo',
        lastName: 'Reyes',
        teamName: 'Hawks',
        guardianPhones: [mum.e164, dad.dotted],
      },
      { firstName: 'Zoe', lastName: 'Other', teamName: 'Eagles', guardianPhones: [] },
    ]);
    expect(result.guardianLinks).toEqual({ added: 3, removed: 0 });

    const mumCookie = await verifyParent(t, mum.e164, ip());
    expect(await namesOf(mumCookie, eventId)).toEqual(['Ava', 'Leo']);
    const dadCookie = await verifyParent(t, dad.e164, ip());
    expect(await namesOf(dadCookie, eventId)).toEqual(['Leo']);
    // Someone the file does not list still gets the search-and-link flow: nothing yet.
    const stranger = await verifyParent(t, newPhone().e164, ip());
    expect(await namesOf(stranger, eventId)).toEqual([]);
  });

  it('combines the phones of one child on several rows', async () => {
    const eventId = await newEvent();
    const [p1, p2] = [newPhone(), newPhone()];
    const result = await importOk(eventId, [
      { firstName: 'Mia', lastName: 'Stone', teamName: 'Eagles', guardianPhones: [p1.e164] },
      { firstName: 'mia', lastName: 'STONE', teamName: 'eagles', guardianPhones: [p2.e164] },
      { firstName: 'Mia', lastName: 'Stone', teamName: 'Eagles', guardianPhones: [p1.typed] },
    ]);
    expect(result).toMatchObject({ count: 3, guardianLinks: { added: 2, removed: 0 } });
    const links = await coachLinks(eventId);
    expect(links.map((link) => link.phoneNumber).sort()).toEqual([p1.e164, p2.e164].sort());
  });

  it("re-importing removes the file's links for a phone it no longer lists, and keeps the parent's own", async () => {
    const eventId = await newEvent();
    const [kept, dropped, selfLinked] = [newPhone(), newPhone(), newPhone()];
    await importOk(eventId, [
      {
        firstName: 'Noah',
        lastName: 'Kent',
        teamName: 'Eagles',
        guardianPhones: [kept.e164, dropped.e164, selfLinked.e164],
      },
      { firstName: 'Ella', lastName: 'Kent', teamName: 'Eagles', guardianPhones: [dropped.e164] },
    ]);
    const keptCookie = await verifyParent(t, kept.e164, ip());
    const [noah] = await parentAthletes(keptCookie, eventId);
    // selfLinked also links Noah by hand (search and link): a parent's own link.
    const selfCookie = await verifyParent(t, selfLinked.e164, ip());
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/link-parent',
      headers: headers(selfCookie),
      payload: { eventId, athleteId: noah!.id, firstName: 'Noah', lastName: 'Kent' },
    });
    expect(linked.statusCode).toBe(200);

    const again = await importOk(eventId, [
      { firstName: 'Noah', lastName: 'Kent', teamName: 'Eagles', guardianPhones: [kept.e164] },
      { firstName: 'Ella', lastName: 'Kent', teamName: 'Eagles', guardianPhones: [kept.e164] },
    ]);
    expect(again.guardianLinks).toEqual({ added: 1, removed: 3 });

    expect(await namesOf(keptCookie, eventId)).toEqual(['Ella', 'Noah']);
    expect(await namesOf(await verifyParent(t, dropped.e164, ip()), eventId)).toEqual([]);
    // The file no longer lists selfLinked, but the parent's own link stays.
    expect(await namesOf(selfCookie, eventId)).toEqual(['Noah']);
    const noahLinks = (await coachLinks(eventId)).find(
      (link) => link.phoneNumber === selfLinked.e164,
    );
    expect(noahLinks?.sources.map((source) => source.source)).toEqual(['parent']);
  });

  it('leaves links alone for rows without guardian phones and for a file that lists none', async () => {
    const eventId = await newEvent();
    const phone = newPhone();
    await importOk(eventId, [
      { firstName: 'Ivy', lastName: 'Lane', guardianPhones: [phone.e164] },
      { firstName: 'Max', lastName: 'Lane', guardianPhones: [phone.e164] },
    ]);
    // The old four-column file: no guardian column at all, or every cell empty.
    const silent = await importOk(eventId, [
      { firstName: 'Ivy', lastName: 'Lane', guardianPhones: [] },
      { firstName: 'Max', lastName: 'Lane' },
    ]);
    expect(silent.guardianLinks).toBeUndefined();
    // A row the file has no phones for is not spoken for: only Ivy's links are replaced.
    const other = newPhone();
    const partial = await importOk(eventId, [
      { firstName: 'Ivy', lastName: 'Lane', guardianPhones: [other.e164] },
      { firstName: 'Max', lastName: 'Lane' },
    ]);
    expect(partial.guardianLinks).toEqual({ added: 1, removed: 1 });
    const cookie = await verifyParent(t, phone.e164, ip());
    expect(await namesOf(cookie, eventId)).toEqual(['Max']);
  });

  it("never touches another event's file links for the same athlete", async () => {
    const [first, second] = [await newEvent(), await newEvent()];
    const phone = newPhone();
    const row = { firstName: 'Una', lastName: 'Vale', teamName: 'Falcons' };
    await importOk(first, [{ ...row, guardianPhones: [phone.e164] }]);
    await importOk(second, [{ ...row, guardianPhones: [phone.e164] }]);
    // The second event's file drops the phone; the first event's file still lists it.
    await importOk(second, [{ ...row, guardianPhones: [newPhone().e164] }]);
    expect(await fileLinksOf(first)).toEqual([expect.objectContaining({ phone: phone.e164 })]);
    const cookie = await verifyParent(t, phone.e164, ip());
    // Links reach the athlete wherever it is on a roster (a copied roster needs no copy).
    expect(await namesOf(cookie, second)).toEqual(['Una']);
  });

  it('refuses a bad guardian phone or too many of them, and changes nothing', async () => {
    const eventId = await newEvent();
    const bad = await importRows(eventId, [
      { firstName: 'Ok', lastName: 'Row', guardianPhones: [newPhone().e164] },
      { firstName: 'Bad', lastName: 'Row', guardianPhones: ['555-12'] },
    ]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorCount).toBe(1);
    expect(bad.json().athletes[1].errors).toEqual([messages.errors.invalidGuardianPhone('555-12')]);

    const tooMany = await importRows(eventId, [
      {
        firstName: 'Big',
        lastName: 'Family',
        guardianPhones: Array.from(
          { length: ROSTER_MAX_GUARDIAN_PHONES + 1 },
          () => newPhone().e164,
        ),
      },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(
      messages.errors.tooManyGuardianPhones(ROSTER_MAX_GUARDIAN_PHONES),
    );
    expect(await fileLinksOf(eventId)).toEqual([]);
  });

  it(`links from a file are not held to the ${MAX_LINKED_ATHLETES_PER_PHONE}-athlete cap, but count toward it`, async () => {
    const eventId = await newEvent();
    const office = newPhone();
    const rows = Array.from({ length: MAX_LINKED_ATHLETES_PER_PHONE + 1 }, (_, i) => ({
      firstName: `Kid${i}`,
      lastName: 'Club',
      guardianPhones: [office.e164],
    }));
    await importOk(eventId, [...rows, { firstName: 'Solo', lastName: 'Club' }], [office.e164]);
    const cookie = await verifyParent(t, office.e164, ip());
    expect(await parentAthletes(cookie, eventId)).toHaveLength(MAX_LINKED_ATHLETES_PER_PHONE + 1);
    const [solo] = (await coachRoster(eventId)).filter((athlete) => athlete.firstName === 'Solo');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/link-parent',
      headers: headers(cookie),
      payload: { eventId, athleteId: solo!.id, firstName: 'Solo', lastName: 'Club' },
    });
    expect(refused.statusCode).toBe(409);
    // The coach sees the phone flagged.
    const links = await coachLinks(eventId);
    expect(links.every((link) => link.isFlagged)).toBe(true);
    expect(links[0]?.phoneAthleteCount).toBe(MAX_LINKED_ATHLETES_PER_PHONE + 1);
  });
});

describe('one phone on many children (decision 040)', () => {
  /** A file where `office` is every child's second number and each family has its own. */
  function clubFile(office: string, children: number) {
    const families = Array.from({ length: children }, () => newPhone());
    const rows = families.map((family, i) => ({
      firstName: `Kid${i}`,
      lastName: 'Office',
      teamName: 'Club',
      guardianPhones: [family.e164, office],
    }));
    const csv = [
      'First Name,Last Name,Team,Parent 1 Phone,Parent 2 Phone',
      ...families.map((family, i) => `Kid${i},Office,Club,${family.typed},${office}`),
    ].join('\n');
    return { families, rows, csv };
  }

  async function preview(eventId: string, csv: string) {
    const body = multipart([
      { name: 'eventId', value: eventId },
      { name: 'file', filename: 'club.csv', contentType: 'text/csv', content: csv },
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/roster/upload',
      headers: { ...body.headers, ...headers(coach) },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as RosterPreview;
  }

  it('lists a phone on many children in the preview, and not a family with fewer', async () => {
    const eventId = await newEvent();
    const office = newPhone();
    const big = clubFile(office.e164, 7);
    const small = clubFile(newPhone().e164, LINKED_ATHLETES_FLAG_AT - 1);
    const csv = `${big.csv}\n${small.csv.split('\n').slice(1).join('\n').replaceAll('Kid', 'Pup')}`;
    const { understood } = await preview(eventId, csv);
    expect(understood.sharedPhones).toEqual([{ phone: office.e164, childCount: 7 }]);
    // A preview links nothing.
    expect(await fileLinksOf(eventId)).toEqual([]);
  });

  it('imports every child but links the shared phone to none of them unless confirmed, and says so', async () => {
    const eventId = await newEvent();
    const office = newPhone();
    const { families, rows } = clubFile(office.e164, 7);
    const result = await importOk(eventId, rows);
    expect(result.count).toBe(7);
    expect(result.guardianLinks).toEqual({
      added: 7,
      removed: 0,
      sharedPhonesNotLinked: [{ phone: office.e164, childCount: 7 }],
    });
    expect(result.message).toBe(
      `${messages.coachApi.rosterImported(7, 7, 0)} ${messages.coachApi.sharedPhonesNotLinked([office.e164])}`,
    );
    const links = await fileLinksOf(eventId);
    expect(links).toHaveLength(7);
    expect(links.some((link) => link.phone === office.e164)).toBe(false);
    // Each family sees its own child; the office number sees nobody.
    expect(await namesOf(await verifyParent(t, families[3]!.e164, ip()), eventId)).toEqual([
      'Kid3',
    ]);
    expect(await parentAthletes(await verifyParent(t, office.e164, ip()), eventId)).toEqual([]);
    const [audit] = await t.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'roster.imported'), eq(auditLog.targetId, eventId)));
    expect(audit?.details).toMatchObject({
      guardianLinks: { sharedPhonesNotLinked: [{ phone: office.e164, childCount: 7 }] },
    });
  });

  it('links the shared phone to all its children once the coach confirms it, and unlinks it when a later import does not', async () => {
    const eventId = await newEvent();
    const office = newPhone();
    const { rows } = clubFile(office.typed, 7);
    // Confirmed as the coach typed it or as E.164: the phone step's rule reads both.
    const confirmed = await importOk(eventId, rows, [office.dotted]);
    expect(confirmed.guardianLinks).toEqual({ added: 14, removed: 0 });
    expect(confirmed.message).toBe(messages.coachApi.rosterImported(7, 7, 0));
    const cookie = await verifyParent(t, office.e164, ip());
    expect(await parentAthletes(cookie, eventId)).toHaveLength(7);

    // The same file again without the tick: the office's links go, the families' stay.
    const again = await importOk(eventId, rows);
    expect(again.guardianLinks).toEqual({
      added: 0,
      removed: 7,
      sharedPhonesNotLinked: [{ phone: office.e164, childCount: 7 }],
    });
    expect(await parentAthletes(cookie, eventId)).toEqual([]);
  });

  it('refuses confirmations that are not a list of phones, and changes nothing', async () => {
    const eventId = await newEvent();
    const office = newPhone();
    const { rows } = clubFile(office.e164, 7);
    for (const confirmedSharedPhones of [
      ['1'.repeat(1000)],
      Array.from({ length: 101 }, () => office.e164),
      'everything',
    ]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/roster/import',
        headers: headers(coach),
        payload: { eventId, athletes: rows, confirmedSharedPhones },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
      });
    }
    expect(await fileLinksOf(eventId)).toEqual([]);
    expect(await coachRoster(eventId)).toEqual([]);
  });
});

async function coachRoster(eventId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/roster/${eventId}`,
    headers: headers(coach),
  });
  return response.json() as { id: string; firstName: string }[];
}

describe('Check in all', () => {
  async function family() {
    const eventId = await newEvent();
    const phone = newPhone();
    await importOk(eventId, [
      { firstName: 'Ada', lastName: 'Moss', guardianPhones: [phone.e164] },
      { firstName: 'Ben', lastName: 'Moss', guardianPhones: [phone.e164] },
      { firstName: 'Cal', lastName: 'Unrelated' },
    ]);
    const cookie = await verifyParent(t, phone.e164, ip());
    const kids = await parentAthletes(cookie, eventId);
    const roster = await coachRoster(eventId);
    const cal = roster.find((athlete) => athlete.firstName === 'Cal')!.id;
    return { eventId, phone, cookie, kids: kids.map((kid) => kid.id), cal };
  }

  it('checks siblings in with one call, and a repeat reports them as already checked in', async () => {
    const { eventId, cookie, kids } = await family();
    const first = await checkInAll(cookie, eventId, kids);
    expect(first.statusCode).toBe(200);
    const body = first.json() as CheckInAllResponse;
    expect(body.results.map((result) => result.status)).toEqual(['checked-in', 'checked-in']);
    expect(body.results[0]?.checkIn).toMatchObject({ eventId, source: 'qr' });

    const again = (await checkInAll(cookie, eventId, kids)).json() as CheckInAllResponse;
    expect(again.results.map((result) => result.status)).toEqual([
      'already-checked-in',
      'already-checked-in',
    ]);
    expect(again.results[0]?.checkIn?.timestamp).toBe(body.results[0]?.checkIn?.timestamp);
    const [stored] = await t.db
      .select({ n: count() })
      .from(checkIns)
      .where(eq(checkIns.eventId, eventId));
    expect(stored?.n).toBe(2);
    const list = await parentAthletes(cookie, eventId);
    expect(list.every((athlete) => athlete.checkIn !== null)).toBe(true);
  });

  it('announces each new check-in to the live dashboards, and a repeat announces nothing', async () => {
    const { eventId, cookie, kids } = await family();
    const heard: unknown[] = [];
    const stop = t.app.deps.live.subscribe(eventId, (message) => heard.push(message));
    try {
      const body = (await checkInAll(cookie, eventId, kids)).json() as CheckInAllResponse;
      await expect.poll(() => heard.length).toBe(2);
      expect(heard).toEqual(
        expect.arrayContaining(
          body.results.map((result) => ({
            type: 'check-in',
            eventId,
            athleteId: result.athleteId,
            checkIn: result.checkIn,
          })),
        ),
      );
      await checkInAll(cookie, eventId, kids);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toHaveLength(2);
    } finally {
      stop();
    }
  });

  it("reports one sibling already in, and never checks in another family's athlete", async () => {
    const { eventId, cookie, kids, cal } = await family();
    const single = await t.app.inject({
      method: 'POST',
      url: '/api/check-in',
      headers: headers(cookie),
      payload: { eventId, athleteId: kids[0], source: 'qr' },
    });
    expect(single.statusCode).toBe(201);
    const body = (await checkInAll(cookie, eventId, [...kids, cal])).json() as CheckInAllResponse;
    expect(body.results.map((result) => [result.athleteId, result.status])).toEqual([
      [kids[0], 'already-checked-in'],
      [kids[1], 'checked-in'],
      [cal, 'not-linked'],
    ]);
    const calCheckIns = await t.db.select().from(checkIns).where(eq(checkIns.athleteId, cal));
    expect(calCheckIns).toEqual([]);
  });

  it('answers 401 without a verified phone and 409 while the event is closed', async () => {
    const { eventId, cookie, kids } = await family();
    expect((await checkInAll(null, eventId, kids)).statusCode).toBe(401);
    await t.db.update(events).set({ active: false }).where(eq(events.id, eventId));
    const closed = await checkInAll(cookie, eventId, kids);
    expect(closed.statusCode).toBe(409);
    expect(closed.json()).toEqual({
      code: 'EVENT_CLOSED',
      message: messages.errors.eventNotActive,
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/check-in/all',
      headers: headers(cookie),
      payload: { eventId, athleteIds: [] },
    });
    expect(empty.statusCode).toBe(400);
  });

  it.runIf(testDatabaseKind() === 'postgres')(
    'records each sibling once when several taps race (PostgreSQL)',
    async () => {
      const { eventId, cookie, kids } = await family();
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          i % 2 === 0
            ? checkInAll(cookie, eventId, kids)
            : t.app.inject({
                method: 'POST',
                url: '/api/check-in',
                headers: headers(cookie),
                payload: { eventId, athleteId: kids[i % kids.length], source: 'qr' },
              }),
        ),
      );
      expect(answers.every((answer) => answer.statusCode < 300)).toBe(true);
      const stored = await t.db.select().from(checkIns).where(eq(checkIns.eventId, eventId));
      expect(stored.map((row) => row.athleteId).sort()).toEqual([...kids].sort());
      for (const answer of answers.filter((a) => a.json().results)) {
        for (const result of (answer.json() as CheckInAllResponse).results) {
          expect(result.checkIn).not.toBeNull();
        }
      }
    },
  );
});

describe("the coach's view of links", () => {
  it('lists who is linked to which athlete, from where and when, and flags busy phones', async () => {
    const eventId = await newEvent();
    const [mum, busy] = [newPhone(), newPhone()];
    await importOk(
      eventId,
      [
        { firstName: 'Ann', lastName: 'Bell', teamName: 'Eagles', guardianPhones: [mum.e164] },
        ...Array.from({ length: LINKED_ATHLETES_FLAG_AT }, (_, i) => ({
          firstName: `Busy${i}`,
          lastName: 'Zed',
          guardianPhones: [busy.e164],
        })),
      ],
      [busy.e164],
    );
    const mumCookie = await verifyParent(t, mum.e164, ip());
    const [ann] = await parentAthletes(mumCookie, eventId);
    await t.app.inject({
      method: 'POST',
      url: '/api/link-parent',
      headers: headers(mumCookie),
      payload: { eventId, athleteId: ann!.id, firstName: 'Ann', lastName: 'Bell' },
    });

    const links = await coachLinks(eventId);
    const annLink = links.find((link) => link.athleteId === ann!.id)!;
    expect(annLink).toMatchObject({
      phoneNumber: mum.e164,
      firstName: 'Ann',
      lastName: 'Bell',
      teamName: 'Eagles',
      phoneAthleteCount: 1,
      isFlagged: false,
    });
    expect(annLink.sources).toEqual([
      expect.objectContaining({ source: 'roster', eventId, eventName: expect.any(String) }),
      expect.objectContaining({ source: 'parent', eventId: null, eventName: null }),
    ]);
    expect(Number.isNaN(Date.parse(annLink.sources[0]!.createdAt))).toBe(false);
    const busyLinks = links.filter((link) => link.phoneNumber === busy.e164);
    expect(busyLinks).toHaveLength(LINKED_ATHLETES_FLAG_AT);
    expect(busyLinks.every((link) => link.isFlagged)).toBe(true);
  });

  it('removes a link of every kind, audited, and the parent no longer sees the athlete', async () => {
    const eventId = await newEvent();
    const mum = newPhone();
    await importOk(eventId, [{ firstName: 'Cy', lastName: 'Dunn', guardianPhones: [mum.typed] }]);
    const cookie = await verifyParent(t, mum.e164, ip());
    const [cy] = await parentAthletes(cookie, eventId);
    const url = `/api/events/${eventId}/parent-links/${cy!.id}/${encodeURIComponent(mum.e164)}`;
    const removed = await t.app.inject({ method: 'DELETE', url, headers: headers(coach) });
    expect(removed.statusCode).toBe(204);
    expect(await parentAthletes(cookie, eventId)).toEqual([]);
    expect(await coachLinks(eventId)).toEqual([]);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'parent_link.removed'), eq(auditLog.targetId, cy!.id)));
    expect(audit?.details).toMatchObject({ eventId, phoneNumber: mum.e164 });

    const again = await t.app.inject({ method: 'DELETE', url, headers: headers(coach) });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      code: 'PARENT_LINK_NOT_FOUND',
      message: messages.errors.parentLinkNotFound,
    });
  });

  it('cannot remove a link through an event the athlete is not on', async () => {
    const [home, elsewhere] = [await newEvent(), await newEvent()];
    const mum = newPhone();
    await importOk(home, [{ firstName: 'Di', lastName: 'East', guardianPhones: [mum.e164] }]);
    const [di] = await coachRoster(home);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${elsewhere}/parent-links/${di!.id}/${encodeURIComponent(mum.e164)}`,
      headers: headers(coach),
    });
    expect(response.statusCode).toBe(404);
    expect(await fileLinksOf(home)).toHaveLength(1);
  });
});

describe('OpenAPI description', () => {
  it('describes the new routes', async () => {
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining([
        '/api/check-in/all',
        '/api/events/{eventId}/parent-links',
        '/api/events/{eventId}/parent-links/{athleteId}/{phoneNumber}',
      ]),
    );
    expect(spec.paths['/api/check-in/all'].post.summary).toContain('Check in all');
  });
});

describe('roster copy', () => {
  it("needs no copied links: the file's links reach the athlete on the copied roster", async () => {
    const [source, target] = [await newEvent(), await newEvent()];
    const mum = newPhone();
    await importOk(source, [
      { firstName: 'Eve', lastName: 'Copy', guardianPhones: [mum.e164] },
      { firstName: 'Fin', lastName: 'Copy', guardianPhones: [mum.e164] },
    ]);
    const copied = await t.app.inject({
      method: 'POST',
      url: '/api/roster/copy',
      headers: headers(coach),
      payload: { sourceEventId: source, targetEventId: target },
    });
    expect(copied.statusCode).toBe(200);
    const cookie = await verifyParent(t, mum.e164, ip());
    expect(await namesOf(cookie, target)).toEqual(['Eve', 'Fin']);
    // The target's coach sees where the links came from.
    const links = await coachLinks(target);
    expect(links.map((link) => link.sources[0]?.eventId)).toEqual([source, source]);
    expect(await fileLinksOf(target)).toEqual([]);
  });
});
