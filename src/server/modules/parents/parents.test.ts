import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkIns, events, parentLinks } from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  createTestApp,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { MAX_LINKED_ATHLETES_PER_PHONE, ROSTER_SEARCHES_PER_DEVICE } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';

let t: TestApp;
let active: Awaited<ReturnType<typeof createEventWithRoster>>;
let closed: Awaited<ReturnType<typeof createEventWithRoster>>;
let other: Awaited<ReturnType<typeof createEventWithRoster>>;
let phoneCounter = 0;
const newPhone = () => `+1303555${String(1000 + phoneCounter++).padStart(4, '0')}`;
const ip = () => `10.3.${phoneCounter}.1`;

const athleteId = (event: typeof active, firstName: string) =>
  event.athletes.find((athlete) => athlete.firstName === firstName)!.id;

beforeAll(async () => {
  t = await createTestApp();
  active = await createEventWithRoster(t.db, {
    name: 'Home Opener',
    locationName: 'Main Gym',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Jon', lastName: 'Smith', team: 'Eagles', gradYear: 2030 },
      { firstName: 'Jane', lastName: 'Doe', team: 'Eagles', gradYear: 2031 },
      { firstName: 'José', lastName: 'Muñoz', team: 'Águilas', gradYear: 2031 },
      { firstName: 'Sam', lastName: 'Taylor', team: 'Eagles', gradYear: 2030 },
      { firstName: 'Sam', lastName: 'Taylor', team: 'Hawks', gradYear: 2030 },
      {
        firstName: '<img src=x onerror=alert(1)>',
        lastName: 'Hacker',
        team: 'Hawks',
        gradYear: 2029,
      },
      ...Array.from({ length: 15 }, (_, i) => ({
        firstName: `Player${i}`,
        lastName: 'Bench',
        team: 'Falcons',
        gradYear: 2032,
      })),
    ],
  });
  closed = await createEventWithRoster(t.db, {
    name: 'Next Week',
    locationName: 'Away Field',
    date: new Date(),
    active: false,
    roster: [{ firstName: 'Kim', lastName: 'Park', team: 'Eagles', gradYear: 2030 }],
  });
  other = await createEventWithRoster(t.db, {
    name: 'Other Club',
    locationName: 'Elsewhere',
    date: new Date(),
    active: true,
    roster: [{ firstName: 'Lee', lastName: 'Chan', team: 'Owls', gradYear: 2030 }],
  });
});
afterAll(() => t.close());

type Req = { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object };
const call = (cookie: string | undefined, req: Req) =>
  t.app.inject({
    ...req,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    remoteAddress: ip(),
  });
const link = (cookie: string, payload: object) =>
  call(cookie, {
    method: 'POST',
    url: '/api/link-parent',
    payload: { eventId: active.event.id, ...payload },
  });
const checkIn = (cookie: string, athlete: string, eventId = active.event.id) =>
  call(cookie, {
    method: 'POST',
    url: '/api/check-in',
    payload: { athleteId: athlete, eventId, source: 'qr' },
  });

describe('parent endpoints without a verified device', () => {
  it('answer 401 and change nothing', async () => {
    const jon = athleteId(active, 'Jon');
    const requests: Req[] = [
      { method: 'GET', url: `/api/athletes?event=${active.event.id}` },
      { method: 'GET', url: `/api/athlete/${jon}` },
      { method: 'GET', url: `/api/parent/events/${active.event.id}/teams` },
      { method: 'GET', url: `/api/parent/events/${active.event.id}/search?q=jon` },
      {
        method: 'POST',
        url: '/api/check-in',
        payload: { athleteId: jon, eventId: active.event.id },
      },
      {
        method: 'POST',
        url: '/api/link-parent',
        payload: { eventId: active.event.id, athleteId: jon, firstName: 'Jon', lastName: 'Smith' },
      },
    ];
    for (const req of requests) {
      for (const cookie of [undefined, 'tapin_parent=forged-token']) {
        const response = await call(cookie, req);
        expect(response.statusCode, `${req.method} ${req.url}`).toBe(401);
        expect(response.json()).toEqual({
          code: 'DEVICE_NOT_VERIFIED',
          message: messages.errors.parentNotVerified,
        });
      }
    }
    const [rows] = await t.db.select({ n: count() }).from(checkIns);
    expect(rows?.n).toBe(0);
  });

  it('the public event summary needs no cookie and hides the roster', async () => {
    const response = await call(undefined, {
      method: 'GET',
      url: `/api/parent/events/${active.event.id}`,
    });
    expect(response.json()).toEqual({
      id: active.event.id,
      name: 'Home Opener',
      locationName: 'Main Gym',
      date: active.event.date.toISOString(),
      active: true,
      seriesId: null,
    });
    const missing = await call(undefined, {
      method: 'GET',
      url: '/api/parent/events/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
    const malformed = await call(undefined, {
      method: 'GET',
      url: '/api/parent/events/not-a-uuid',
    });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('a verified parent', () => {
  it('sees no athletes before linking, and the phone in the query must be their own', async () => {
    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const mine = await call(cookie, {
      method: 'GET',
      url: `/api/athletes?event=${active.event.id}&phone=${encodeURIComponent(phone)}`,
    });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([]);
    const someoneElse = await call(cookie, {
      method: 'GET',
      url: `/api/athletes?event=${active.event.id}&phone=${encodeURIComponent(newPhone())}`,
    });
    expect(someoneElse.statusCode).toBe(403);
  });

  it('searches the roster by name or team, case-insensitively, with capped results', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const search = (q: string) =>
      call(cookie, {
        method: 'GET',
        url: `/api/parent/events/${active.event.id}/search?q=${encodeURIComponent(q)}`,
      });

    const short = await search('j');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      code: 'SEARCH_TOO_SHORT',
      message: messages.errors.searchTooShort,
    });

    const byName = (await search('SMI')).json();
    expect(byName).toEqual([
      {
        id: athleteId(active, 'Jon'),
        firstName: 'Jon',
        lastName: 'Smith',
        teamName: 'Eagles',
        gradYear: 2030,
      },
    ]);
    expect((await search('jon smith')).json()).toHaveLength(1);
    expect(
      (await search('hawks'))
        .json()
        .map((a: { lastName: string }) => a.lastName)
        .sort(),
    ).toEqual(['Hacker', 'Taylor']);
    expect((await search('bench')).json()).toHaveLength(10);
    expect((await search('%%')).json()).toEqual([]);
    // Accents: "jose" and "munoz" find José Muñoz, as the coach's search does, and so do the
    // accented spelling and the team without its accent.
    for (const q of ['jose', 'munoz', 'JOSÉ MUÑOZ', 'aguilas']) {
      expect((await search(q)).json(), q).toMatchObject([{ firstName: 'José', lastName: 'Muñoz' }]);
    }
  });

  it('cannot walk the roster: searches are capped per device', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const search = (device: string, q: string) =>
      call(device, {
        method: 'GET',
        url: `/api/parent/events/${active.event.id}/search?q=${q}`,
      });
    for (let i = 0; i < ROSTER_SEARCHES_PER_DEVICE; i++) {
      expect((await search(cookie, `p${i}`)).statusCode).toBe(200);
    }
    const refused = await search(cookie, 'player');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 'RATE_LIMITED',
      message: messages.errors.tooManyRequests,
    });
    // Another parent's phone is not held up by it.
    const other = await verifyParent(t, newPhone(), ip());
    expect((await search(other, 'player')).statusCode).toBe(200);
  });

  it(`links one phone to at most ${MAX_LINKED_ATHLETES_PER_PHONE} athletes`, async () => {
    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const bench = active.athletes.filter((athlete) => athlete.lastName === 'Bench');
    const linkBench = (index: number) =>
      link(cookie, {
        athleteId: bench[index]!.id,
        firstName: bench[index]!.firstName,
        lastName: 'Bench',
        phoneNumber: phone,
      });
    for (let i = 0; i < MAX_LINKED_ATHLETES_PER_PHONE; i++) {
      expect((await linkBench(i)).statusCode).toBe(200);
    }
    const refused = await linkBench(MAX_LINKED_ATHLETES_PER_PHONE);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'TOO_MANY_LINKS',
      message: messages.errors.tooManyLinks(MAX_LINKED_ATHLETES_PER_PHONE),
    });
    const [linked] = await t.db
      .select({ n: count() })
      .from(parentLinks)
      .where(eq(parentLinks.phoneNumber, phone));
    expect(linked?.n).toBe(MAX_LINKED_ATHLETES_PER_PHONE);
    const [checkedIn] = await t.db
      .select({ n: count() })
      .from(checkIns)
      .where(eq(checkIns.athleteId, bench[MAX_LINKED_ATHLETES_PER_PHONE]!.id));
    expect(checkedIn?.n).toBe(0);
    // An athlete already linked is linked again without complaint.
    expect((await linkBench(0)).statusCode).toBe(200);
  });

  it('links by picking a search result and is checked in at once on an active event', async () => {
    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const jane = athleteId(active, 'Jane');
    const response = await link(cookie, {
      athleteId: jane,
      firstName: 'Jane',
      lastName: 'Doe',
      phoneNumber: phone,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.athlete).toMatchObject({
      id: jane,
      firstName: 'Jane',
      teamName: 'Eagles',
      gradYear: 2031,
    });
    expect(body.checkIn).toMatchObject({ athleteId: jane, eventId: active.event.id, source: 'qr' });

    const list = await call(cookie, {
      method: 'GET',
      url: `/api/athletes?event=${active.event.id}`,
    });
    expect(list.json()).toEqual([
      expect.objectContaining({
        id: jane,
        checkIn: expect.objectContaining({ timestamp: body.checkIn.timestamp }),
      }),
    ]);
  });

  it('links a manual entry by fuzzy match, and reports no match or two matches', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const typo = await link(cookie, {
      firstName: 'jon',
      lastName: 'smyth',
      teamId: null,
      gradYear: 2030,
    });
    expect(typo.statusCode).toBe(200);
    expect(typo.json().athlete.id).toBe(athleteId(active, 'Jon'));

    const none = await link(cookie, { firstName: 'Nobody', lastName: 'Here', gradYear: 2030 });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({
      code: 'ATHLETE_NOT_MATCHED',
      message: messages.errors.athleteNotMatched,
    });

    const two = await link(cookie, { firstName: 'Sam', lastName: 'Taylor', gradYear: 2030 });
    expect(two.statusCode).toBe(409);
    expect(two.json()).toEqual({
      code: 'ATHLETE_AMBIGUOUS',
      message: messages.errors.athleteAmbiguous,
    });

    const badYear = await link(cookie, { firstName: 'Jon', lastName: 'Smith', gradYear: 1999 });
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message: messages.errors.invalidGradYear,
    });
  });

  it('cannot link an athlete of another event by id', async () => {
    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const response = await link(cookie, {
      athleteId: athleteId(other, 'Lee'),
      firstName: 'Lee',
      lastName: 'Chan',
    });
    expect(response.statusCode).toBe(404);
    const links = await t.db.select().from(parentLinks).where(eq(parentLinks.phoneNumber, phone));
    expect(links).toEqual([]);
  });

  it('links without checking in while the event is inactive, and cannot check in there', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const kim = athleteId(closed, 'Kim');
    const response = await call(cookie, {
      method: 'POST',
      url: '/api/link-parent',
      payload: { eventId: closed.event.id, athleteId: kim, firstName: 'Kim', lastName: 'Park' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().checkIn).toBeUndefined();
    const attempt = await checkIn(cookie, kim, closed.event.id);
    expect(attempt.statusCode).toBe(409);
    expect(attempt.json()).toEqual({
      code: 'EVENT_CLOSED',
      message: messages.errors.eventNotActive,
    });
  });

  it('checks in once: a double tap gets the same check-in back, never a second row', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const jon = athleteId(active, 'Jon');
    await link(cookie, { athleteId: jon, firstName: 'Jon', lastName: 'Smith' });
    const first = await checkIn(cookie, jon);
    const second = await checkIn(cookie, jon);
    expect(first.statusCode).toBe(200); // linking already checked Jon in
    expect(second.json()).toEqual(first.json());
    expect(second.json().alreadyCheckedIn).toBe(true);
    const rows = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.athleteId, jon), eq(checkIns.eventId, active.event.id)));
    expect(rows).toHaveLength(1);
  });

  it('refuses a check-in claiming another phone than the verified one', async () => {
    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const jane = athleteId(active, 'Jane');
    await link(cookie, { athleteId: jane, firstName: 'Jane', lastName: 'Doe' });
    await t.db.delete(checkIns).where(eq(checkIns.athleteId, jane));
    for (const claimed of [newPhone(), 'garbage']) {
      const response = await call(cookie, {
        method: 'POST',
        url: '/api/check-in',
        payload: { athleteId: jane, eventId: active.event.id, phoneNumber: claimed, source: 'qr' },
      });
      expect(response.statusCode).toBe(403);
    }
    expect(await t.db.select().from(checkIns).where(eq(checkIns.athleteId, jane))).toEqual([]);
    const own = await call(cookie, {
      method: 'POST',
      url: '/api/check-in',
      payload: {
        athleteId: jane,
        eventId: active.event.id,
        phoneNumber: phone.slice(2),
        source: 'qr',
      },
    });
    expect(own.statusCode).toBe(201);
  });

  it("answers another phone's athlete exactly as one that does not exist", async () => {
    const owner = await verifyParent(t, newPhone(), ip());
    const stranger = await verifyParent(t, newPhone(), ip());
    const hacker = athleteId(active, '<img src=x onerror=alert(1)>');
    await link(owner, { athleteId: hacker, firstName: 'x', lastName: 'Hacker' });

    const theirs = await checkIn(stranger, hacker);
    const missing = await checkIn(stranger, '00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect([missing.statusCode, missing.body]).toEqual([theirs.statusCode, theirs.body]);

    const peek = await call(stranger, { method: 'GET', url: `/api/athlete/${hacker}` });
    const peekMissing = await call(stranger, {
      method: 'GET',
      url: '/api/athlete/00000000-0000-4000-8000-000000000000',
    });
    expect([peek.statusCode, peek.body]).toEqual([peekMissing.statusCode, peekMissing.body]);

    const own = await call(owner, {
      method: 'GET',
      url: `/api/athlete/${hacker}?event=${active.event.id}`,
    });
    expect(own.json()).toMatchObject({
      firstName: '<img src=x onerror=alert(1)>',
      checkIn: { source: 'qr' },
    });
  });

  it('50 concurrent identical check-ins make exactly one row', async () => {
    const roster = await createEventWithRoster(t.db, {
      name: 'Race',
      locationName: 'Track',
      date: new Date(),
      active: false,
      roster: [{ firstName: 'Rita', lastName: 'Racer', team: 'Eagles', gradYear: 2030 }],
    });
    const cookie = await verifyParent(t, newPhone(), ip());
    const rita = roster.athletes[0]!.id;
    await call(cookie, {
      method: 'POST',
      url: '/api/link-parent',
      payload: { eventId: roster.event.id, athleteId: rita, firstName: 'Rita', lastName: 'Racer' },
    });
    await t.db.update(events).set({ active: true }).where(eq(events.id, roster.event.id));

    const responses = await Promise.all(
      Array.from({ length: 50 }, () => checkIn(cookie, rita, roster.event.id)),
    );
    const created = responses.filter((r) => r.statusCode === 201);
    const repeated = responses.filter((r) => r.statusCode === 200);
    expect([created.length, repeated.length]).toEqual([1, 49]);
    expect(new Set(responses.map((r) => r.json().checkIn.timestamp)).size).toBe(1);
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.eventId, roster.event.id));
    expect(rows).toHaveLength(1);
  });

  it('forgetting the device makes its cookie useless', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const forget = await call(cookie, { method: 'DELETE', url: '/api/parent/session' });
    expect(forget.statusCode).toBe(204);
    const after = await call(cookie, {
      method: 'GET',
      url: `/api/athletes?event=${active.event.id}`,
    });
    expect(after.statusCode).toBe(401);
  });
});

describe('GET /api/parent/events/:eventId/screen (decision 022: the check-in screen in one answer)', () => {
  const screen = (cookie: string | undefined, eventId = active.event.id) =>
    call(cookie, { method: 'GET', url: `/api/parent/events/${eventId}/screen` });

  it('gives anyone the event, and a verified device its phone and athletes there', async () => {
    const anonymous = await screen(undefined);
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    expect(anonymous.json()).toEqual({
      event: {
        id: active.event.id,
        name: 'Home Opener',
        locationName: 'Main Gym',
        date: active.event.date.toISOString(),
        active: true,
        seriesId: null,
      },
      phoneNumber: null,
      athletes: null,
    });
    expect((await screen('tapin_parent=forged-token')).json().athletes).toBeNull();

    const phone = newPhone();
    const cookie = await verifyParent(t, phone, ip());
    const sam = active.athletes.find((a) => a.firstName === 'Sam' && a.teamName === 'Hawks')!;
    await link(cookie, { athleteId: sam.id, firstName: 'Sam', lastName: 'Taylor' });
    const mine = await screen(cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('no-store');
    const body = mine.json();
    expect(body.phoneNumber).toBe(phone);
    // The same list GET /api/athletes answers, check-in included.
    const list = await call(cookie, {
      method: 'GET',
      url: `/api/athletes?event=${active.event.id}`,
    });
    expect(body.athletes).toEqual(list.json());
    expect(body.athletes).toHaveLength(1);
    expect(body.athletes[0].checkIn).not.toBeNull();
  });

  it('answers 404 for an unknown event and 400 for a malformed id', async () => {
    expect((await screen(undefined, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await screen(undefined, 'not-a-uuid')).statusCode).toBe(400);
  });
});

describe('a tap kept on the phone with no signal and sent later (decision 022)', () => {
  const sendLater = (
    cookie: string,
    athlete: string,
    tappedAt: unknown,
    eventId = active.event.id,
  ) =>
    call(cookie, {
      method: 'POST',
      url: '/api/check-in',
      payload: { athleteId: athlete, eventId, source: 'qr', tappedAt },
    });
  const rowOf = async (athlete: string, eventId = active.event.id) => {
    const [row] = await t.db
      .select()
      .from(checkIns)
      .where(and(eq(checkIns.athleteId, athlete), eq(checkIns.eventId, eventId)));
    return row;
  };
  /** A linked athlete not checked in yet (linking checks in at once: undone here). */
  const linkedNotCheckedIn = async (cookie: string, firstName: string) => {
    const id = athleteId(active, firstName);
    await link(cookie, { athleteId: id, firstName, lastName: 'Bench' });
    await t.db
      .delete(checkIns)
      .where(and(eq(checkIns.athleteId, id), eq(checkIns.eventId, active.event.id)));
    return id;
  };

  it('is recorded at receipt, keeps the tap time apart, and counts once when sent twice', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const player = await linkedNotCheckedIn(cookie, 'Player10');
    const now = t.clock.now();
    const tappedAt = new Date(now.getTime() - 10 * 60 * 1000).toISOString();
    const first = await sendLater(cookie, player, tappedAt);
    expect(first.statusCode).toBe(201);
    expect(first.json().checkIn.timestamp).toBe(now.toISOString());
    const row = await rowOf(player);
    expect(row?.timestamp.toISOString()).toBe(now.toISOString());
    expect(row?.tappedAt?.toISOString()).toBe(tappedAt);

    const again = await sendLater(cookie, player, tappedAt);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ checkIn: first.json().checkIn, alreadyCheckedIn: true });
    const rows = await t.db.select().from(checkIns).where(eq(checkIns.athleteId, player));
    expect(rows).toHaveLength(1);
  });

  it("never takes the phone's clock for more than it is: ahead is clamped, a day old refused", async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const ahead = await linkedNotCheckedIn(cookie, 'Player11');
    const now = t.clock.now();
    const future = new Date(now.getTime() + 3 * 60 * 60 * 1000).toISOString();
    expect((await sendLater(cookie, ahead, future)).statusCode).toBe(201);
    expect((await rowOf(ahead))?.tappedAt?.toISOString()).toBe(now.toISOString());

    const stale = await linkedNotCheckedIn(cookie, 'Player12');
    const dayOld = new Date(now.getTime() - 25 * 60 * 60 * 1000).toISOString();
    const refused = await sendLater(cookie, stale, dayOld);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ code: 'TAP_TOO_OLD', message: messages.errors.tapTooOld });
    for (const bad of ['yesterday', 12345, '2026-13-45T00:00:00Z']) {
      expect((await sendLater(cookie, stale, bad)).statusCode).toBe(400);
    }
    expect(await rowOf(stale)).toBeUndefined();
  });

  it('a tap for an event that has closed since gets a clear answer, not a silent loss', async () => {
    const cookie = await verifyParent(t, newPhone(), ip());
    const kim = athleteId(closed, 'Kim');
    await call(cookie, {
      method: 'POST',
      url: '/api/link-parent',
      payload: { eventId: closed.event.id, athleteId: kim, firstName: 'Kim', lastName: 'Park' },
    });
    const tappedAt = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const response = await sendLater(cookie, kim, tappedAt, closed.event.id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'EVENT_CLOSED',
      message: messages.errors.eventNotActive,
    });
    expect(await rowOf(kim, closed.event.id)).toBeUndefined();
  });
});
