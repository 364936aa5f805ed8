/**
 * Guardianship with an origin (issue 32, decision 059), tried as a stranger would: a phone
 * that linked itself to a child by typing the child's name checks the child in and nothing
 * more — no pickup code, no trusted adults, no other guardian's phone, no texts, no release —
 * until a coach or a confirmed guardian confirms it, in one call. Runs on PGlite and on
 * PostgreSQL (TEST_DATABASE_URL).
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  auditLog,
  checkIns,
  consentRecords,
  outboundMessages,
  parentLinks,
  pickupCodes,
  trustedAdults,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  confirmedLinks,
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import type {
  ChildGuardian,
  PickupCodes,
  TextsState,
  TrustedAdults,
  WaitingGuardian,
} from '#shared/schemas.ts';

let t: TestApp;
let coach: string;
let n = 0;
let phoneSeq = 3000;
const newPhone = () => `+1404557${String(phoneSeq++).padStart(4, '0')}`;
const ip = () => `10.71.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  const admin = await signInAs(t, 'admin@guardians.test');
  coach = await signInAs(t, 'coach@guardians.test');
  const coachId = (await t.app.inject({ url: '/api/auth/user', headers: { cookie: coach } })).json()
    .id;
  await t.app.inject({
    method: 'PATCH',
    url: `/api/admin/users/${coachId}/role`,
    payload: { role: 'coach' },
    headers: headers(admin),
  });
});
afterAll(() => t.close());

interface Scene {
  eventId: string;
  athleteId: string;
  /** The child's guardian from the club's roster (confirmed), opted in to both kinds of text. */
  mom: { phone: string; cookie: string };
  /** Someone who knows the child's name, linked by the roster search. */
  stranger: { phone: string; cookie: string };
  /** The grandmother Mom added as a trusted adult. */
  grandmaId: string;
  grandmaPhone: string;
}

/** An active event with Pickup check on; Sam is checked in; Mom added Grandma; a stranger linked. */
async function scene(): Promise<Scene> {
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: `Guardian Practice ${n++}`,
    locationName: 'Gym',
    date: new Date(),
    active: true,
    roster: [{ firstName: 'Sam', lastName: 'Dawson' }],
  });
  const athleteId = athletes[0]!.id;
  const mom = { phone: newPhone(), cookie: '' };
  await t.db.insert(parentLinks).values(confirmedLinks({ phoneNumber: mom.phone, athleteId }));
  mom.cookie = await verifyParent(t, mom.phone, ip());
  const on = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${event.id}/pickup-check`,
    headers: headers(coach),
    payload: { enabled: true },
  });
  expect(on.statusCode).toBe(204);
  const texts = await t.app.inject({
    method: 'PUT',
    url: '/api/parent/texts',
    headers: headers(mom.cookie),
    payload: {
      wordingVersion: TEXTS_WORDING_VERSION,
      children: [{ athleteId, arrival: true, departure: true }],
    },
  });
  expect(texts.statusCode).toBe(200);
  const grandmaPhone = newPhone();
  const added = await t.app.inject({
    method: 'POST',
    url: '/api/parent/trusted-adults',
    headers: headers(mom.cookie),
    payload: { athleteId, name: 'Rosa Dawson', phoneNumber: grandmaPhone },
  });
  expect(added.statusCode).toBe(201);
  const grandmaId = (added.json() as TrustedAdults).adults.find(
    (adult) => adult.phoneNumber === grandmaPhone,
  )!.id!;

  const stranger = { phone: newPhone(), cookie: '' };
  stranger.cookie = await verifyParent(t, stranger.phone, ip());
  const linked = await t.app.inject({
    method: 'POST',
    url: '/api/link-parent',
    headers: headers(stranger.cookie),
    payload: { eventId: event.id, athleteId, firstName: 'Sam', lastName: 'Dawson' },
  });
  expect(linked.statusCode).toBe(200);
  return { eventId: event.id, athleteId, mom, stranger, grandmaId, grandmaPhone };
}

const pickup = async (eventId: string, cookie: string) => {
  const response = await t.app.inject({
    url: `/api/parent/pickup?event=${eventId}`,
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as PickupCodes;
};

const confirmAs = (cookie: string, s: Scene, phone: string, method: 'POST' | 'DELETE' = 'POST') =>
  t.app.inject({
    method,
    url: `/api/events/${s.eventId}/parent-links/${s.athleteId}/${encodeURIComponent(phone)}/confirmation`,
    headers: headers(cookie),
  });

const guardianConfirms = (
  cookie: string,
  s: Scene,
  phone: string,
  method: 'POST' | 'DELETE' = 'POST',
) =>
  t.app.inject({
    method,
    url: `/api/parent/guardians/${s.athleteId}/${encodeURIComponent(phone)}/confirmation`,
    headers: headers(cookie),
  });

const textsTo = async (phone: string) =>
  t.db
    .select({ purpose: outboundMessages.purpose, body: outboundMessages.body })
    .from(outboundMessages)
    .where(eq(outboundMessages.recipient, phone));

describe('a phone that linked itself to a child (decision 059)', () => {
  it('checks the child in, and gets no code, no trusted adults, no phones, no texts, no release', async () => {
    const s = await scene();
    // It checked Sam in (the spec's own self-service linking): the tap is marked.
    const [tap] = await t.db
      .select({ unconfirmed: checkIns.unconfirmed, phone: checkIns.phoneNumber })
      .from(checkIns)
      .where(and(eq(checkIns.eventId, s.eventId), eq(checkIns.athleteId, s.athleteId)));
    expect(tap).toEqual({ unconfirmed: true, phone: s.stranger.phone });

    const theirs = await pickup(s.eventId, s.stranger.cookie);
    expect(theirs.codes).toEqual([]);
    expect(theirs.waiting.map((child) => child.firstName)).toEqual(['Sam']);
    // Mom, confirmed, has her code and no waiting line.
    const moms = await pickup(s.eventId, s.mom.cookie);
    expect(moms.codes.map((code) => code.athleteId)).toEqual([s.athleteId]);
    expect(moms.waiting).toEqual([]);

    const list = await t.app.inject({
      url: `/api/parent/trusted-adults/${s.athleteId}`,
      headers: { cookie: s.stranger.cookie },
    });
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toContain(s.grandmaPhone.slice(2));
    expect(list.body).not.toContain(s.mom.phone.slice(2));
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/parent/trusted-adults/${s.grandmaId}`,
      headers: headers(s.stranger.cookie),
    });
    expect(remove.statusCode).toBe(404);
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/parent/trusted-adults',
      headers: headers(s.stranger.cookie),
      payload: { athleteId: s.athleteId, name: 'Accomplice', phoneNumber: newPhone() },
    });
    expect(add.statusCode).toBe(404);
    const [grandma] = await t.db
      .select({ removedAt: trustedAdults.removedAt })
      .from(trustedAdults)
      .where(eq(trustedAdults.id, s.grandmaId));
    expect(grandma?.removedAt).toBeNull();
    const phones = await t.app.inject({
      url: `/api/parent/guardians/${s.athleteId}`,
      headers: { cookie: s.stranger.cookie },
    });
    expect(phones.statusCode).toBe(404);

    // No yes to texts about the child; its Texts screen says it is not confirmed.
    const yes = await t.app.inject({
      method: 'PUT',
      url: '/api/parent/texts',
      headers: headers(s.stranger.cookie),
      payload: {
        wordingVersion: TEXTS_WORDING_VERSION,
        children: [{ athleteId: s.athleteId, arrival: true }],
      },
    });
    expect(yes.statusCode).toBe(409);
    expect(yes.json().code).toBe('GUARDIAN_NOT_CONFIRMED');
    const state = (
      await t.app.inject({ url: '/api/parent/texts', headers: { cookie: s.stranger.cookie } })
    ).json() as TextsState;
    expect(state.children.map((child) => [child.firstName, child.confirmed])).toEqual([
      ['Sam', false],
    ]);

    // The coach cannot release Sam to it from the trusted list.
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/releases`,
      headers: headers(coach),
      payload: {
        id: randomUUID(),
        method: 'list',
        athleteId: s.athleteId,
        phoneNumber: s.stranger.phone,
      },
    });
    expect(released.statusCode).toBe(400);
    expect(released.json().code).toBe('PICKUP_CODE_REFUSED');
  });

  it('is not texted about the child even with a yes written past the screen, until confirmed', async () => {
    const s = await scene();
    // A yes that reached the table anyway (an old choice, or a forged row): paused, not sent.
    await t.db.insert(alertSubscriptions).values({
      phoneNumber: s.stranger.phone,
      athleteId: s.athleteId,
      kind: 'departure',
      wordingVersion: TEXTS_WORDING_VERSION,
    });
    const moms = await pickup(s.eventId, s.mom.cookie);
    const released = await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/releases`,
      headers: headers(coach),
      payload: { id: randomUUID(), method: 'code', code: moms.codes[0]!.code },
    });
    expect(released.statusCode).toBe(201);
    expect((await textsTo(s.stranger.phone)).map((text) => text.purpose)).toEqual([]);
  });

  it('its tap tells the child’s guardians it came from an unconfirmed phone, not that the child is safely there', async () => {
    const s = await scene();
    t.clock.advance(60_000);
    await t.app.deps.deliverer.runOnce();
    const arrivals = (await textsTo(s.mom.phone)).filter((text) => text.purpose === 'arrival');
    expect(arrivals).toHaveLength(1);
    expect(arrivals[0]!.body).toContain('Sam D.');
    expect(arrivals[0]!.body).toContain('from an unconfirmed phone');
  });

  it('tells the child’s confirmed guardians who take texts that a new phone linked', async () => {
    const s = await scene();
    const told = (await textsTo(s.mom.phone)).filter((text) => text.purpose === 'guardian_linked');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(s.stranger.phone.slice(-4));
    expect(told[0]!.body).toContain('Sam D.');
    // The stranger is not told about itself, and the link is audited as a parent's.
    expect((await textsTo(s.stranger.phone)).map((text) => text.purpose)).not.toContain(
      'guardian_linked',
    );
  });
});

describe('confirming a guardian (decision 059)', () => {
  it('a coach confirms in one call: the code, the trusted list and texts follow; audited; guardians told', async () => {
    const s = await scene();
    const waiting = (
      await t.app.inject({
        url: `/api/events/${s.eventId}/parent-links/waiting`,
        headers: { cookie: coach },
      })
    ).json() as WaitingGuardian[];
    expect(waiting).toEqual([
      {
        phoneNumber: s.stranger.phone,
        children: [
          expect.objectContaining({
            athleteId: s.athleteId,
            firstName: 'Sam',
            fromRosterFile: false,
            confirmedPhones: [s.mom.phone],
          }),
        ],
      },
    ]);
    expect((await confirmAs(coach, s, s.stranger.phone)).statusCode).toBe(204);
    // Again: no change, no second notice.
    expect((await confirmAs(coach, s, s.stranger.phone)).statusCode).toBe(204);

    const theirs = await pickup(s.eventId, s.stranger.cookie);
    expect(theirs.codes.map((code) => code.athleteId)).toEqual([s.athleteId]);
    expect(theirs.waiting).toEqual([]);
    const list = await t.app.inject({
      url: `/api/parent/trusted-adults/${s.athleteId}`,
      headers: { cookie: s.stranger.cookie },
    });
    expect(list.statusCode).toBe(200);
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'guardian.confirmed'), eq(auditLog.targetId, s.athleteId)));
    expect(audit).toHaveLength(1);
    const told = (await textsTo(s.mom.phone)).filter(
      (text) => text.purpose === 'guardian_confirmed',
    );
    expect(told).toHaveLength(1);
    expect(
      (
        await t.app.inject({
          url: `/api/events/${s.eventId}/parent-links/waiting`,
          headers: { cookie: coach },
        })
      ).json(),
    ).toEqual([]);
  });

  it('a confirmed guardian confirms in one call and may take back only their own confirmation', async () => {
    const s = await scene();
    const seen = (
      await t.app.inject({
        url: `/api/parent/guardians/${s.athleteId}`,
        headers: { cookie: s.mom.cookie },
      })
    ).json() as { guardians: ChildGuardian[] };
    expect(seen.guardians).toEqual([
      { phoneNumber: s.stranger.phone, confirmed: false, confirmedBy: null, mine: false },
    ]);
    // The unconfirmed phone cannot confirm itself or anyone.
    expect((await guardianConfirms(s.stranger.cookie, s, s.stranger.phone)).statusCode).toBe(404);
    expect((await guardianConfirms(s.mom.cookie, s, s.stranger.phone)).statusCode).toBe(204);
    const after = (
      await t.app.inject({
        url: `/api/parent/guardians/${s.athleteId}`,
        headers: { cookie: s.mom.cookie },
      })
    ).json() as { guardians: ChildGuardian[] };
    expect(after.guardians).toEqual([
      { phoneNumber: s.stranger.phone, confirmed: true, confirmedBy: 'guardian', mine: true },
    ]);
    expect((await pickup(s.eventId, s.stranger.cookie)).codes).toHaveLength(1);
    // Mom acted, so Mom is not told of her own confirmation.
    expect(
      (await textsTo(s.mom.phone)).filter((text) => text.purpose === 'guardian_confirmed'),
    ).toEqual([]);

    // Mom takes hers back: the phone loses its code at once and is told.
    expect((await guardianConfirms(s.mom.cookie, s, s.stranger.phone, 'DELETE')).statusCode).toBe(
      204,
    );
    expect((await pickup(s.eventId, s.stranger.cookie)).codes).toEqual([]);
    const voided = await t.db
      .select({ voidedAt: pickupCodes.voidedAt })
      .from(pickupCodes)
      .where(
        and(eq(pickupCodes.eventId, s.eventId), eq(pickupCodes.phoneNumber, s.stranger.phone)),
      );
    expect(voided.length).toBeGreaterThan(0);
    expect(voided.every((code) => code.voidedAt !== null)).toBe(true);
    expect((await textsTo(s.stranger.phone)).map((text) => text.purpose)).toContain(
      'guardian_unconfirmed',
    );

    // A coach's confirmation is not Mom's to take back; a coach takes back any.
    expect((await confirmAs(coach, s, s.stranger.phone)).statusCode).toBe(204);
    const notHers = await guardianConfirms(s.mom.cookie, s, s.stranger.phone, 'DELETE');
    expect(notHers.statusCode).toBe(409);
    expect(notHers.json().code).toBe('GUARDIAN_NOT_CONFIRMED');
    expect((await confirmAs(coach, s, s.stranger.phone, 'DELETE')).statusCode).toBe(204);
    expect((await pickup(s.eventId, s.stranger.cookie)).codes).toEqual([]);
  });

  it('taking back a guardian’s confirmation suspends the adults they added and voids their codes', async () => {
    const s = await scene();
    // Mom's own link came from the file: the coach takes it back.
    const grandmaCookie = await verifyParent(t, s.grandmaPhone, ip());
    expect((await pickup(s.eventId, grandmaCookie)).codes).toHaveLength(1);
    expect((await confirmAs(coach, s, s.mom.phone, 'DELETE')).statusCode).toBe(204);
    expect((await pickup(s.eventId, grandmaCookie)).codes).toEqual([]);
    expect((await pickup(s.eventId, s.mom.cookie)).codes).toEqual([]);
    const live = await t.db
      .select({ id: pickupCodes.id })
      .from(pickupCodes)
      .where(and(eq(pickupCodes.eventId, s.eventId), eq(pickupCodes.phoneNumber, s.grandmaPhone)));
    const [code] = await t.db
      .select({ voidedAt: pickupCodes.voidedAt })
      .from(pickupCodes)
      .where(eq(pickupCodes.id, live[0]!.id));
    expect(code?.voidedAt).not.toBeNull();
    // Confirmed again: Grandma is back, with a new code.
    expect((await confirmAs(coach, s, s.mom.phone)).statusCode).toBe(204);
    expect((await pickup(s.eventId, grandmaCookie)).codes).toHaveLength(1);
  });

  it('a coach’s previewed import confirms the phones it lists; a file imported unseen does not', async () => {
    const { event } = await createEventWithRoster(t.db, {
      name: `Import ${n++}`,
      locationName: 'Gym',
      date: new Date(),
      active: true,
      roster: [],
    });
    const seen = newPhone();
    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/roster/import',
      headers: headers(coach),
      payload: {
        eventId: event.id,
        athletes: [{ firstName: 'Ivy', lastName: 'Imported', guardianPhones: [seen] }],
      },
    });
    expect(imported.statusCode).toBe(200);
    const links = await t.db
      .select({ confirmedBy: parentLinks.confirmedBy })
      .from(parentLinks)
      .where(eq(parentLinks.phoneNumber, seen));
    expect(links).toEqual([{ confirmedBy: 'import' }]);
  });

  it('a coach adds a family’s phone by hand: confirmed at once, audited, guardians told', async () => {
    const s = await scene();
    const aunt = newPhone();
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/parent-links`,
      headers: headers(coach),
      payload: { athleteId: s.athleteId, phoneNumber: '12' },
    });
    expect(bad.statusCode).toBe(400);
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/parent-links`,
      headers: headers(coach),
      payload: { athleteId: s.athleteId, phoneNumber: aunt },
    });
    expect(added.statusCode).toBe(201);
    const auntCookie = await verifyParent(t, aunt, ip());
    expect((await pickup(s.eventId, auntCookie)).codes).toHaveLength(1);
    expect(
      (await textsTo(s.mom.phone)).filter((text) => text.purpose === 'guardian_confirmed'),
    ).toHaveLength(1);
    // The stranger's own link, added by hand, is confirmed in place (one link, no second row).
    await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/parent-links`,
      headers: headers(coach),
      payload: { athleteId: s.athleteId, phoneNumber: s.stranger.phone },
    });
    const strangers = await t.db
      .select({ source: parentLinks.source, confirmedBy: parentLinks.confirmedBy })
      .from(parentLinks)
      .where(eq(parentLinks.phoneNumber, s.stranger.phone));
    expect(strangers).toEqual([{ source: 'parent', confirmedBy: 'coach' }]);
    // An athlete not on the event's roster is not the coach's to add to here.
    const other = await createEventWithRoster(t.db, {
      name: `Other ${n++}`,
      locationName: 'Gym',
      date: new Date(),
      roster: [{ firstName: 'Zed', lastName: 'Elsewhere' }],
    });
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: `/api/events/${s.eventId}/parent-links`,
      headers: headers(coach),
      payload: { athleteId: other.athletes[0]!.id, phoneNumber: newPhone() },
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('records which kind of link a yes came from', async () => {
    const s = await scene();
    const rows = await t.db
      .select({ linkOrigin: consentRecords.linkOrigin, action: consentRecords.action })
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, s.mom.phone));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.linkOrigin === 'coach' && row.action === 'opt_in')).toBe(true);
  });
});
