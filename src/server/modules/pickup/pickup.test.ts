/**
 * Safe pickup (issue 26, decision 049): codes (no look-alikes, never reused in an event,
 * hashed at rest), refusal of another child's or another event's code, removal voiding codes,
 * the "not authorised" warning, releases without a code needing a reason, undo, offline
 * releases sent twice counting once, departure and "pickup pending" texts in the outbox.
 * Runs on PGlite and on PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { SegmentedMessage } from 'sms-segments-calculator';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  alertSubscriptions,
  auditLog,
  consentRecords,
  guardianContacts,
  outboundMessages,
  parentLinks,
  pickupCodes,
  releases,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { withLocale } from '#server/http/locale.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  testDatabaseKind,
  verifyParent,
} from '#server/testing/test-app.ts';
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import { textTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import {
  PICKUP_CODE_ALPHABET,
  PICKUP_GUESSES_MAX,
  pickupQrPayload,
  RELEASE_UNDO_MS,
} from '#shared/pickup.ts';
import type {
  PickupCodes,
  PickupView,
  ReleaseResponse,
  TextsState,
  TrustedAdults,
} from '#shared/schemas.ts';
import { codeFromSeed, codeHash, eventPickupKey, newSeed } from './codes.ts';
import { smsAdultName, smsPersonName } from './sms.ts';

let t: TestApp;
let coach: string;
let coachId: string;
let n = 0;
let phoneSeq = 2000;
const newPhone = () => `+1404555${String(phoneSeq++).padStart(4, '0')}`;
const ip = () => `10.61.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  const admin = await signInAs(t, 'admin@pickup.test');
  coach = await signInAs(t, 'coach@pickup.test');
  coachId = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: coach } })).json().id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${coachId}/role`,
    payload: { role: 'coach' },
    headers: headers(admin),
  });
});
afterAll(() => t.close());

interface Family {
  phone: string;
  cookie: string;
  athleteId: string;
}

/** An active event with "Pickup check" on and `families` children, each with a guardian. */
async function pickupEvent(families = 2, options: { pickup?: boolean; date?: Date } = {}) {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: `Pickup Practice ${n++}`,
    locationName: 'Field',
    date: options.date ?? new Date(),
    active: true,
    roster: Array.from({ length: families }, (_, index) => ({
      firstName: ['Maya', 'Noah', 'Lena', 'Omar'][index] ?? `Kid${index}`,
      lastName: 'Garcia',
    })),
  });
  const result: Family[] = [];
  for (const athlete of athletes) {
    const phone = newPhone();
    await t.db
      .insert(parentLinks)
      .values(confirmedLinks({ phoneNumber: phone, athleteId: athlete.id }));
    result.push({ phone, cookie: await verifyParent(t, phone, ip()), athleteId: athlete.id });
  }
  if (options.pickup ?? true) {
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/events/${event.id}/pickup-check`,
      headers: headers(coach),
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(204);
  }
  return { eventId: event.id, families: result };
}

async function checkIn(eventId: string, family: Family) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/check-in',
    headers: headers(family.cookie),
    payload: { athleteId: family.athleteId, eventId, phoneNumber: family.phone, source: 'qr' },
  });
  expect(response.statusCode).toBe(201);
}

async function codes(eventId: string, cookie: string) {
  const response = await t.app.inject({
    url: `/api/parent/pickup?event=${eventId}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as PickupCodes).codes;
}

async function release(
  eventId: string,
  body: Record<string, unknown>,
  extra: Record<string, string> = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/releases`,
    headers: { ...headers(coach), ...extra },
    payload: { id: randomUUID(), ...body },
  });
}

async function view(eventId: string) {
  const response = await t.app.inject({
    url: `/api/events/${eventId}/pickup`,
    headers: { cookie: coach },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PickupView;
}

describe('pickup codes', () => {
  it('use 4 characters without look-alikes', () => {
    for (const excluded of ['0', 'O', '1', 'I', 'L'])
      expect(PICKUP_CODE_ALPHABET).not.toContain(excluded);
    const seen = new Set<string>();
    for (let i = 0; i < 2000; i++) {
      const code = codeFromSeed('k', newSeed());
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/);
      for (const character of code) seen.add(character);
    }
    // Every character of the alphabet is drawn.
    expect(seen.size).toBe(PICKUP_CODE_ALPHABET.length);
  });

  it('hash as the tablet does (the vector offline-check.test.ts pins too)', () => {
    const secret = 'test-secret-key-test-secret-key-0123456789';
    const eventId = '11111111-1111-4111-8111-111111111111';
    expect(eventPickupKey(secret, eventId)).toBe(
      '61f42239044392a25d2adf6a2aeb64ae64f20ff069907e831579838bb462c087',
    );
    expect(codeHash(secret, eventId, 'K7PX')).toBe(
      '66d593c01ccac302d6b0cd7f4439fee1c59e5e4125b96cf15c29e87e8e7aa5ac',
    );
  });

  it('show on the parent phone after check-in, the same on every visit, hashed at rest', async () => {
    const { eventId, families } = await pickupEvent(2);
    const [maya, noah] = families as [Family, Family];
    expect(await codes(eventId, maya.cookie)).toEqual([]);
    await checkIn(eventId, maya);
    const first = await codes(eventId, maya.cookie);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      athleteId: maya.athleteId,
      firstName: 'Maya',
      releasedAt: null,
    });
    expect(first[0]!.qr).toBe(pickupQrPayload(eventId, first[0]!.code));
    expect(await codes(eventId, maya.cookie)).toEqual(first);
    // Another family's phone never sees Maya's code.
    expect(await codes(eventId, noah.cookie)).toEqual([]);
    // At rest: a seed and an HMAC, never the code.
    const rows = await t.db.select().from(pickupCodes).where(eq(pickupCodes.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(first[0]!.code);
    expect(rows[0]!.codeHash).toBe(codeHash(t.app.deps.secretKey, eventId, first[0]!.code));
  });

  it('are never reused within an event: the database refuses a second row with the same hash', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    await codes(eventId, families[0]!.cookie);
    const [row] = await t.db.select().from(pickupCodes).where(eq(pickupCodes.eventId, eventId));
    // Even once voided, its hash stays taken.
    await t.db.update(pickupCodes).set({ voidedAt: new Date() }).where(eq(pickupCodes.id, row!.id));
    await expect(
      t.db.insert(pickupCodes).values({
        eventId,
        athleteId: row!.athleteId,
        phoneNumber: newPhone(),
        seed: newSeed(),
        codeHash: row!.codeHash,
      }),
    ).rejects.toThrow();
  });

  it('are not shown when the event has Pickup check off', async () => {
    const { eventId, families } = await pickupEvent(1, { pickup: false });
    await checkIn(eventId, families[0]!);
    expect(await codes(eventId, families[0]!.cookie)).toEqual([]);
    const refused = await release(eventId, {
      method: 'no_code',
      athleteId: families[0]!.athleteId,
      reason: 'x',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PICKUP_OFF');
  });
});

describe('releases', () => {
  it('announces each release and undo on the live bus, once, with no name, code or phone', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    await checkIn(eventId, maya);
    const heard: unknown[] = [];
    const stop = t.app.deps.live.subscribe(eventId, (message) => {
      if (message.type === 'pickup') heard.push(message);
    });
    try {
      const body = { method: 'list', athleteId: maya.athleteId, phoneNumber: maya.phone };
      const first = await release(eventId, body);
      expect(first.statusCode).toBe(201);
      const announced = { type: 'pickup', eventId, athleteId: maya.athleteId };
      await expect.poll(() => heard).toEqual([announced]);
      // The same release sent again is no news.
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/releases`,
        headers: headers(coach),
        payload: { id: first.json().release.id, ...body },
      });
      expect(again.statusCode).toBe(200);
      const undo = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${eventId}/releases/${first.json().release.id}`,
        headers: headers(coach),
      });
      expect(undo.statusCode).toBe(204);
      await expect.poll(() => heard).toEqual([announced, announced]);
    } finally {
      stop();
    }
  });

  it("reads every child's trusted adults in the same few queries, however many children", async () => {
    const counts: number[] = [];
    const select = vi.spyOn(t.db, 'select');
    const selectDistinct = vi.spyOn(t.db, 'selectDistinct');
    try {
      for (const size of [1, 4]) {
        const { eventId, families } = await pickupEvent(size);
        for (const family of families) await checkIn(eventId, family);
        select.mockClear();
        selectDistinct.mockClear();
        const seen = await view(eventId);
        counts.push(select.mock.calls.length + selectDistinct.mock.calls.length);
        expect(seen.children).toHaveLength(size);
        expect(seen.children.every((child) => child.adults.length === 1)).toBe(true);
      }
    } finally {
      select.mockRestore();
      selectDistinct.mockRestore();
    }
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts[1]).toBe(counts[0]);
  });

  it('by a typed code release the right child to its adult, with who, when, how and which coach', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    await checkIn(eventId, maya);
    const [code] = await codes(eventId, maya.cookie);
    const typed = code!.code.toLowerCase().split('').join(' ');
    const response = await release(eventId, { method: 'code', code: typed });
    expect(response.statusCode).toBe(201);
    const body = response.json() as ReleaseResponse;
    expect(body.release).toMatchObject({
      athleteId: maya.athleteId,
      method: 'code',
      releasedToPhone: maya.phone,
      releasedByUserId: coachId,
      offline: false,
    });
    const state = await view(eventId);
    expect(state.children[0]!.release?.id).toBe(body.release.id);
    expect((await codes(eventId, maya.cookie))[0]!.releasedAt).toBe(body.release.releasedAt);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'pickup.release'));
    expect(audit.some((row) => row.targetId === maya.athleteId && row.actorId === coachId)).toBe(
      true,
    );
  });

  it('by QR payload; a QR of another event is refused', async () => {
    const one = await pickupEvent(1);
    const two = await pickupEvent(1);
    await checkIn(one.eventId, one.families[0]!);
    const [code] = await codes(one.eventId, one.families[0]!.cookie);
    const elsewhere = await release(two.eventId, { method: 'qr', qr: code!.qr });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().code).toBe('PICKUP_CODE_REFUSED');
    const here = await release(one.eventId, { method: 'qr', qr: code!.qr });
    expect(here.statusCode).toBe(201);
    expect(here.json().release.method).toBe('qr');
  });

  it("refuse another child's code and another event's code, every time", async () => {
    const { eventId, families } = await pickupEvent(2);
    const [maya, noah] = families as [Family, Family];
    await checkIn(eventId, maya);
    await checkIn(eventId, noah);
    const [mayaCode] = await codes(eventId, maya.cookie);
    // Releasing Noah with Maya's code.
    for (let i = 0; i < 2; i++) {
      const wrongChild = await release(eventId, {
        method: 'code',
        code: mayaCode!.code,
        athleteId: noah.athleteId,
      });
      expect(wrongChild.statusCode).toBe(400);
      expect(wrongChild.json().code).toBe('PICKUP_CODE_REFUSED');
    }
    // Maya's code at another event where Maya is checked in too.
    const other = await pickupEvent(0);
    const { eventAthletes } = await import('#server/db/schema.ts');
    await t.db.insert(eventAthletes).values({ eventId: other.eventId, athleteId: maya.athleteId });
    await checkIn(other.eventId, maya);
    const otherCode = (await codes(other.eventId, maya.cookie))[0]!.code;
    if (otherCode !== mayaCode!.code) {
      const wrongEvent = await release(other.eventId, { method: 'code', code: mayaCode!.code });
      expect(wrongEvent.statusCode).toBe(400);
    }
    expect((await view(eventId)).children.every((child) => child.release === null)).toBe(true);
  });

  it('without a code need a reason, and are flagged', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    for (const reason of [undefined, '', '   ']) {
      const missing = await release(eventId, {
        method: 'no_code',
        athleteId: families[0]!.athleteId,
        ...(reason === undefined ? {} : { reason }),
      });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().code).toBe('PICKUP_REASON_REQUIRED');
    }
    expect(await t.db.select().from(releases).where(eq(releases.eventId, eventId))).toEqual([]);
    const ok = await release(eventId, {
      method: 'no_code',
      athleteId: families[0]!.athleteId,
      reason: 'Phone is dead',
      releasedToName: 'Grandma Rosa',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().release).toMatchObject({
      method: 'no_code',
      reason: 'Phone is dead',
      releasedToName: 'Grandma Rosa',
    });
    const report = await t.app.inject({
      url: `/api/events/${eventId}/report?tz=America/New_York`,
      headers: { cookie: coach },
    });
    expect(report.body).toContain('No code (flagged)');
    expect(report.body).toContain('Phone is dead');
    expect(report.body).toContain('Grandma Rosa');
  });

  it('appear in the attendance CSV: when, to whom and how', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    await release(eventId, {
      method: 'no_code',
      athleteId: families[0]!.athleteId,
      reason: 'Walks home',
      releasedToName: 'Self',
    });
    const day = new Date().toISOString().slice(0, 10);
    const csv = await t.app.inject({
      url: `/api/attendance.csv?from=${day}&to=${day}&tz=UTC`,
      headers: { cookie: coach },
    });
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    const columns = header!.split(',');
    const index = columns.findIndex(
      (column) => column.includes('Pickup Practice') && column.endsWith(': released'),
    );
    expect(index).toBeGreaterThan(0);
    const row = lines.find((line) => line.startsWith('Maya,Garcia') && line.includes('Walks home'));
    expect(row).toContain('Self · No code (flagged) · Walks home');
  });

  it('of a child not checked in are refused', async () => {
    const { eventId, families } = await pickupEvent(1);
    const refused = await release(eventId, {
      method: 'list',
      athleteId: families[0]!.athleteId,
      phoneNumber: families[0]!.phone,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('NOT_CHECKED_IN');
  });

  it('from the trusted list name a trusted adult only', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    const stranger = await release(eventId, {
      method: 'list',
      athleteId: families[0]!.athleteId,
      phoneNumber: newPhone(),
    });
    expect(stranger.statusCode).toBe(400);
    const guardian = await release(eventId, {
      method: 'list',
      athleteId: families[0]!.athleteId,
      phoneNumber: families[0]!.phone,
    });
    expect(guardian.statusCode).toBe(201);
  });

  it('can be undone by staff within a few minutes, audited; later not', async () => {
    const { eventId, families } = await pickupEvent(2);
    const [maya, noah] = families as [Family, Family];
    await checkIn(eventId, maya);
    await checkIn(eventId, noah);
    const first = (
      await release(eventId, { method: 'list', athleteId: maya.athleteId, phoneNumber: maya.phone })
    ).json() as ReleaseResponse;
    const undo = await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}/releases/${first.release.id}`,
      headers: headers(coach),
    });
    expect(undo.statusCode).toBe(204);
    expect(
      (await view(eventId)).children.find((c) => c.athleteId === maya.athleteId)!.release,
    ).toBeNull();
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'pickup.release_undone'));
    expect(audit.some((row) => row.targetId === maya.athleteId)).toBe(true);
    // Released again after the undo: a new release.
    expect(
      (
        await release(eventId, {
          method: 'list',
          athleteId: maya.athleteId,
          phoneNumber: maya.phone,
        })
      ).statusCode,
    ).toBe(201);

    const second = (
      await release(eventId, { method: 'list', athleteId: noah.athleteId, phoneNumber: noah.phone })
    ).json() as ReleaseResponse;
    t.clock.advance(RELEASE_UNDO_MS + 1000);
    try {
      const late = await t.app.inject({
        method: 'DELETE',
        url: `/api/events/${eventId}/releases/${second.release.id}`,
        headers: headers(coach),
      });
      expect(late.statusCode).toBe(409);
      expect(late.json().code).toBe('RELEASE_UNDO_EXPIRED');
    } finally {
      t.clock.advance(-(RELEASE_UNDO_MS + 1000));
    }
  });

  it('queued offline and synced twice (or in parallel) count once', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    await checkIn(eventId, maya);
    const [code] = await codes(eventId, maya.cookie);
    const id = randomUUID();
    // The test clock catches up with the database's (the check-in's time is the database's).
    const skew = Date.now() + 2000 - t.clock.now().getTime();
    t.clock.advance(skew);
    const releasedAt = new Date(Date.now() + 1000).toISOString();
    const queued = { 'x-tapin-acting-user': coachId };
    const body = { id, method: 'code', code: code!.code, releasedAt };
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/releases`,
          headers: { ...headers(coach), ...queued },
          payload: body,
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/events/${eventId}/releases`,
      headers: { ...headers(coach), ...queued },
      payload: body,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadyReleased).toBe(true);
    const rows = await t.db.select().from(releases).where(eq(releases.eventId, eventId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.offline).toBe(true);
    expect(rows[0]!.releasedAt.toISOString()).toBe(releasedAt);
    // Another tablet's release of the same child, with its own id: still one live release.
    const otherTablet = await release(eventId, {
      method: 'list',
      athleteId: maya.athleteId,
      phoneNumber: maya.phone,
    });
    expect(otherTablet.statusCode).toBe(200);
    expect(otherTablet.json().release.id).toBe(id);
    expect(await t.db.select().from(releases).where(eq(releases.eventId, eventId))).toHaveLength(1);
    t.clock.advance(-skew);
  });

  it('of two different ids for one child at once: one live release', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        release(eventId, {
          method: 'list',
          athleteId: families[0]!.athleteId,
          phoneNumber: families[0]!.phone,
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    expect(await t.db.select().from(releases).where(eq(releases.eventId, eventId))).toHaveLength(1);
  });

  it('pause code entry at an event after too many wrong codes', async () => {
    const { eventId, families } = await pickupEvent(1);
    await checkIn(eventId, families[0]!);
    const [code] = await codes(eventId, families[0]!.cookie);
    const wrong = PICKUP_CODE_ALPHABET.split('').find((c) => !code!.code.startsWith(c))!;
    for (let i = 0; i < PICKUP_GUESSES_MAX; i++) {
      const guess = await release(eventId, {
        method: 'code',
        code: `${wrong}${code!.code.slice(1)}`,
      });
      expect(guess.statusCode).toBe(400);
    }
    const paused = await release(eventId, { method: 'code', code: code!.code });
    expect(paused.statusCode).toBe(429);
    expect(paused.json().code).toBe('PICKUP_GUESSES');
    // The trusted list still works.
    expect(
      (
        await release(eventId, {
          method: 'list',
          athleteId: families[0]!.athleteId,
          phoneNumber: families[0]!.phone,
        })
      ).statusCode,
    ).toBe(201);
  });
});

describe('trusted adults', () => {
  it('an added adult verifies, sees a code for that child, and removal voids it at once', async () => {
    const { eventId, families } = await pickupEvent(2);
    const [maya, noah] = families as [Family, Family];
    const danaPhone = newPhone();
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/parent/trusted-adults',
      headers: headers(maya.cookie),
      payload: { athleteId: maya.athleteId, name: 'Dana Ruiz', phoneNumber: danaPhone.slice(2) },
    });
    expect(added.statusCode).toBe(201);
    const adults = (added.json() as TrustedAdults).adults;
    expect(adults.map((a) => [a.kind, a.phoneNumber, a.verified])).toEqual([
      ['guardian', maya.phone, true],
      ['added', danaPhone, false],
    ]);
    // Noah's guardian can neither list nor change Maya's adults.
    const peek = await t.app.inject({
      url: `/api/parent/trusted-adults/${maya.athleteId}`,
      headers: { cookie: noah.cookie },
    });
    expect(peek.statusCode).toBe(404);
    const danaId = adults[1]!.id!;
    const steal = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/trusted-adults/${danaId}`,
      headers: headers(noah.cookie),
    });
    expect(steal.statusCode).toBe(404);

    await checkIn(eventId, maya);
    const dana = await verifyParent(t, danaPhone, ip());
    const [danaCode] = await codes(eventId, dana);
    expect(danaCode!.athleteId).toBe(maya.athleteId);
    const [mayaCode] = await codes(eventId, maya.cookie);
    expect(danaCode!.code).not.toBe(mayaCode!.code);
    const listed = await t.app.inject({
      url: `/api/parent/trusted-adults/${maya.athleteId}`,
      headers: { cookie: maya.cookie },
    });
    expect((listed.json() as TrustedAdults).adults[1]!.verified).toBe(true);

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/trusted-adults/${danaId}`,
      headers: headers(maya.cookie),
    });
    expect(removed.statusCode).toBe(204);
    expect(await codes(eventId, dana)).toEqual([]);
    const refused = await release(eventId, { method: 'code', code: danaCode!.code });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('PICKUP_CODE_REFUSED');
    expect((await view(eventId)).offline.hashes.map((h) => h.phoneNumber)).toEqual([maya.phone]);
    // Maya's guardian code still works.
    expect((await release(eventId, { method: 'code', code: mayaCode!.code })).statusCode).toBe(201);
  });

  it('"not authorised" shows on the coach\'s view only and refuses the release', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    await checkIn(eventId, maya);
    const [code] = await codes(eventId, maya.cookie);
    const mark = await t.app.inject({
      method: 'POST',
      url: '/api/pickup/not-authorised',
      headers: headers(coach),
      payload: { athleteId: maya.athleteId, phoneNumber: maya.phone },
    });
    expect(mark.statusCode).toBe(204);
    const child = (await view(eventId)).children[0]!;
    expect(child.notAuthorised).toEqual([maya.phone]);
    expect(child.adults[0]).toMatchObject({ phoneNumber: maya.phone, notAuthorised: true });
    // The parent's answer carries no trace of it.
    const parentAnswer = await t.app.inject({
      url: `/api/parent/pickup?event=${eventId}`,
      headers: { cookie: maya.cookie },
    });
    expect(parentAnswer.body).not.toMatch(/authori/i);
    const listed = await t.app.inject({
      url: `/api/parent/trusted-adults/${maya.athleteId}`,
      headers: { cookie: maya.cookie },
    });
    expect(listed.body).not.toMatch(/authori/i);
    const refused = await release(eventId, { method: 'code', code: code!.code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('PICKUP_NOT_AUTHORISED');
    await t.app.inject({
      method: 'DELETE',
      url: `/api/pickup/not-authorised/${maya.athleteId}/${encodeURIComponent(maya.phone)}`,
      headers: headers(coach),
    });
    expect((await release(eventId, { method: 'code', code: code!.code })).statusCode).toBe(201);
  });
});

describe('texts', () => {
  it('a departure text goes to opted-in guardians only, in the release transaction, one GSM-7 segment', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    const other = newPhone();
    const stopped = newPhone();
    const arrivalOnly = newPhone();
    await t.db.insert(parentLinks).values(
      confirmedLinks([
        { phoneNumber: other, athleteId: maya.athleteId },
        { phoneNumber: stopped, athleteId: maya.athleteId },
        { phoneNumber: arrivalOnly, athleteId: maya.athleteId },
      ]),
    );
    await t.db.insert(alertSubscriptions).values([
      { phoneNumber: other, athleteId: maya.athleteId, kind: 'departure', wordingVersion: 't' },
      { phoneNumber: stopped, athleteId: maya.athleteId, kind: 'departure', wordingVersion: 't' },
      {
        phoneNumber: maya.phone,
        athleteId: maya.athleteId,
        kind: 'departure',
        wordingVersion: 't',
      },
      { phoneNumber: arrivalOnly, athleteId: maya.athleteId, kind: 'arrival', wordingVersion: 't' },
    ]);
    await t.db.insert(guardianContacts).values({ phoneNumber: stopped, smsStoppedAt: new Date() });
    await checkIn(eventId, maya);
    await t.app.inject({
      method: 'POST',
      url: '/api/parent/trusted-adults',
      headers: headers(maya.cookie),
      payload: { athleteId: maya.athleteId, name: 'Dana Ruiz', phoneNumber: newPhone() },
    });
    const response = await release(eventId, {
      method: 'list',
      athleteId: maya.athleteId,
      phoneNumber: (await view(eventId)).children[0]!.adults.find((a) => a.kind === 'added')!
        .phoneNumber,
      timeZone: 'America/Los_Angeles',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().textsQueued).toBe(2);
    const texts = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'departure')));
    expect(texts.map((m) => m.recipient).sort()).toEqual([maya.phone, other].sort());
    expect(texts[0]!.body).toMatch(
      /^Maya G\. was picked up by Dana R\. at \d{1,2}:\d{2} [AP]M\. Reply STOP to end\.$/,
    );
    expect(texts[0]!.sendAfter.getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(new SegmentedMessage(texts[0]!.body).encodingName).toBe('GSM-7');
    expect(texts[0]!.segments).toBe(1);
    // An undo within the grace period takes the texts back.
    await t.app.inject({
      method: 'DELETE',
      url: `/api/events/${eventId}/releases/${response.json().release.id}`,
      headers: headers(coach),
    });
    expect(
      await t.db
        .select()
        .from(outboundMessages)
        .where(
          and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'departure')),
        ),
    ).toEqual([]);
  });

  it('a guardian opts in on the Texts screen, the choice is a consent row, and the departure text is in their language', async () => {
    const { eventId, families } = await pickupEvent(1);
    const maya = families[0]!;
    const texts = await t.app.inject({
      url: '/api/parent/texts',
      headers: { cookie: maya.cookie },
    });
    expect(
      (texts.json() as TextsState).children.map((c) => [c.firstName, c.pickup, c.departure]),
    ).toEqual([['Maya', true, false]]);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/parent/texts',
      headers: headers(maya.cookie),
      payload: {
        wordingVersion: TEXTS_WORDING_VERSION,
        children: [{ athleteId: maya.athleteId, arrival: false, departure: true }],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as TextsState).children[0]).toMatchObject({
      arrival: false,
      departure: true,
    });
    const consent = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, maya.phone));
    expect(consent.map((r) => [r.kind, r.channel, r.action, r.wordingVersion])).toEqual([
      ['departure', 'sms', 'opt_in', TEXTS_WORDING_VERSION],
    ]);
    await t.db
      .insert(guardianContacts)
      .values({ phoneNumber: maya.phone, locale: 'es' })
      .onConflictDoUpdate({ target: guardianContacts.phoneNumber, set: { locale: 'es' } });

    await checkIn(eventId, maya);
    await t.app.inject({
      method: 'POST',
      url: '/api/parent/trusted-adults',
      headers: headers(maya.cookie),
      payload: { athleteId: maya.athleteId, name: 'Dana Ruiz', phoneNumber: newPhone() },
    });
    const dana = (await view(eventId)).children[0]!.adults.find((a) => a.kind === 'added')!;
    const response = await release(eventId, {
      method: 'list',
      athleteId: maya.athleteId,
      phoneNumber: dana.phoneNumber,
      timeZone: 'America/Chicago',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().textsQueued).toBe(1);
    const [text] = await t.db
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.eventId, eventId), eq(outboundMessages.purpose, 'departure')));
    expect(text?.recipient).toBe(maya.phone);
    expect(text?.body).toBe(
      withLocale('es', () =>
        messages.pickup.sms.departure(
          'Maya G.',
          'Dana R.',
          textTime(new Date(response.json().release.releasedAt), 'America/Chicago'),
        ),
      ),
    );
    expect(text?.body).not.toBe(
      messages.pickup.sms.departure(
        'Maya G.',
        'Dana R.',
        textTime(new Date(response.json().release.releasedAt), 'America/Chicago'),
      ),
    );
  });

  it('names from files and parents lose links, numbers and carrier keywords, and stay one segment', () => {
    const hostile = `Émilie${'x'.repeat(120)} STOP call 555-123-4567 http://evil.example/win`;
    const child = smsPersonName(hostile, 'Zúñiga-Ñandú www.bad.io')!;
    const adult = smsAdultName(`HELP Dana ${'y'.repeat(90)} Rúiz visit bit.ly/x 4045551234`)!;
    for (const name of [child, adult]) {
      expect(name).not.toMatch(/\d|https?|www|\.io|\.ly|\/|STOP|HELP/i);
      expect(new SegmentedMessage(name).encodingName).toBe('GSM-7');
    }
    const body = `${child} was picked up by ${adult} at 12:59 PM. Reply STOP to end.`;
    const message = new SegmentedMessage(body);
    expect(message.encodingName).toBe('GSM-7');
    expect(message.segmentsCount).toBe(1);
  });

  it('"the last ones waiting": 10 minutes after the end with 2 or fewer unreleased, one action texts their guardians', async () => {
    const { eventId, families } = await pickupEvent(3);
    for (const family of families) await checkIn(eventId, family);
    for (const family of families)
      await t.db.insert(alertSubscriptions).values({
        phoneNumber: family.phone,
        athleteId: family.athleteId,
        kind: 'arrival',
        wordingVersion: 't',
      });
    expect((await view(eventId)).lastWaiting).toBeNull();
    const advance = 2 * 60 * 60 * 1000 + 11 * 60 * 1000;
    t.clock.advance(advance);
    try {
      // Three unreleased: not yet "the last ones".
      expect((await view(eventId)).lastWaiting).toBeNull();
      await release(eventId, {
        method: 'list',
        athleteId: families[0]!.athleteId,
        phoneNumber: families[0]!.phone,
      });
      const waiting = (await view(eventId)).lastWaiting;
      expect(waiting?.athleteIds.sort()).toEqual(
        [families[1]!.athleteId, families[2]!.athleteId].sort(),
      );
      expect(waiting?.pendingTextedAt).toBeNull();
      const sent = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/pickup/pending-texts`,
        headers: headers(coach),
      });
      expect(sent.json()).toEqual({ queued: 2 });
      const again = await t.app.inject({
        method: 'POST',
        url: `/api/events/${eventId}/pickup/pending-texts`,
        headers: headers(coach),
      });
      expect(again.json()).toEqual({ queued: 0 });
      const rows = await t.db
        .select()
        .from(outboundMessages)
        .where(
          and(
            eq(outboundMessages.eventId, eventId),
            eq(outboundMessages.purpose, 'pickup-pending'),
          ),
        );
      expect(rows.map((r) => r.recipient).sort()).toEqual(
        [families[1]!.phone, families[2]!.phone].sort(),
      );
      expect(rows.every((r) => r.segments === 1)).toBe(true);
      expect((await view(eventId)).lastWaiting?.pendingTextedAt).not.toBeNull();
    } finally {
      t.clock.advance(-advance);
    }
  });
});

describe('the series switch', () => {
  it('reaches every occurrence not yet ended', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/events',
      headers: headers(coach),
      payload: {
        name: `Pickup Series ${n++}`,
        locationName: 'Gym',
        date: new Date(Date.now() + 86_400_000).toISOString(),
        repeat: {
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          until: new Date(Date.now() + 4 * 86_400_000).toISOString().slice(0, 10),
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const seriesId = created.json().seriesId as string;
    const on = await t.app.inject({
      method: 'PUT',
      url: `/api/series/${seriesId}/pickup-check`,
      headers: headers(coach),
      payload: { enabled: true },
    });
    expect(on.statusCode).toBe(204);
    const { events } = await import('#server/db/schema.ts');
    const rows = await t.db
      .select({ pickupCheck: events.pickupCheck })
      .from(events)
      .where(eq(events.seriesId, seriesId));
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.every((row) => row.pickupCheck)).toBe(true);
    const one = await t.db
      .select({ id: events.id })
      .from(events)
      .where(eq(events.seriesId, seriesId));
    const shown = await view(one[0]!.id);
    expect(shown.series).toEqual({ id: seriesId, enabled: true });
    expect(shown.enabled).toBe(true);
  });
});

it(`runs on ${testDatabaseKind()}`, () =>
  expect(['pglite', 'postgres']).toContain(testDatabaseKind()));
