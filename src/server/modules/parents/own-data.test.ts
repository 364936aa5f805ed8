/**
 * A guardian sees and erases what TapIn keeps about their phone (decision 044): the
 * children it is linked to and from where, the trusted devices; removing a roster-file link
 * is remembered so a re-import does not restore it, and the coach's panel shows it; erasing
 * removes links, devices and the number from past check-ins and the audit log.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  alertSubscriptions,
  auditLog,
  checkIns,
  consentRecords,
  guardianContacts,
  parentLinks,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import {
  createTestApp,
  signInAs,
  TEST_ORIGIN,
  type TestApp,
  verifyParent,
} from '#server/testing/test-app.ts';
import { TEXTS_WORDING_VERSION } from '#shared/guardian-texts.ts';
import type { GuardianData, GuardianRemoval, ParentLink } from '#shared/schemas.ts';

let t: TestApp;
let coach: string;
let eventId: string;
let n = 0;
const ip = () => `10.45.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });
const MUM = '+14045557001';
const FILE = [
  { firstName: 'Ava', lastName: 'Reyes', teamName: 'Eagles', guardianPhones: [MUM] },
  { firstName: 'Leo', lastName: 'Reyes', teamName: 'Eagles', guardianPhones: [MUM] },
];

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: headers(cookie), remoteAddress: ip(), payload });

async function reimport() {
  const response = await call(coach, 'POST', '/api/roster/import', { eventId, athletes: FILE });
  expect(response.statusCode, response.body).toBe(200);
}
const myData = async (cookie: string) =>
  (await call(cookie, 'GET', '/api/parent/my-data')).json() as GuardianData;
const panel = async () =>
  (await call(coach, 'GET', `/api/events/${eventId}/parent-links`)).json() as ParentLink[];
const removals = async () =>
  (
    await call(coach, 'GET', `/api/events/${eventId}/parent-links/removed`)
  ).json() as GuardianRemoval[];

let mum: string;
let ava: string;
let leo: string;

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  coach = await signInAs(t, 'head@own-data.test');
  const { event } = await createEventWithRoster(t.db, {
    name: 'Own Data Meet',
    locationName: 'Gym',
    date: new Date(),
    active: true,
    roster: [],
  });
  eventId = event.id;
  await reimport();
  mum = await verifyParent(t, MUM, ip());
  // A second device of the same phone (after the resend wait).
  t.clock.advance(61_000);
  await verifyParent(t, MUM, ip());
  const data = await myData(mum);
  ava = data.links.find((link) => link.firstName === 'Ava')!.athleteId;
  leo = data.links.find((link) => link.firstName === 'Leo')!.athleteId;
  const tapped = await call(mum, 'POST', '/api/check-in', {
    athleteId: ava,
    eventId,
    phoneNumber: MUM,
    source: 'qr',
  });
  expect(tapped.statusCode).toBe(201);
});
afterAll(() => t.close());

describe("a guardian's own data", () => {
  it('lists the children with where each link came from, and the trusted devices', async () => {
    const data = await myData(mum);
    expect(data.phoneNumber).toBe(MUM);
    expect(data.links.map((link) => link.firstName)).toEqual(['Ava', 'Leo']);
    expect(data.links[0]!.sources).toEqual([
      { source: 'roster', eventName: 'Own Data Meet', createdAt: expect.any(String) },
    ]);
    expect(data.devices).toHaveLength(2);
    expect(data.devices.filter((device) => device.isThisDevice)).toHaveLength(1);
  });

  it('removes a roster-file link; the coach sees it; a re-import does not bring it back', async () => {
    expect((await call(mum, 'DELETE', `/api/parent/links/${leo}`)).statusCode).toBe(204);
    expect((await myData(mum)).links.map((link) => link.firstName)).toEqual(['Ava']);
    expect((await panel()).map((link) => link.firstName)).toEqual(['Ava']);
    expect(await removals()).toEqual([
      expect.objectContaining({ athleteId: leo, firstName: 'Leo', erased: false }),
    ]);
    await reimport();
    expect((await myData(mum)).links.map((link) => link.firstName)).toEqual(['Ava']);
    expect((await panel()).map((link) => link.firstName)).toEqual(['Ava']);
    // Removing it again: nothing left to remove.
    expect((await call(mum, 'DELETE', `/api/parent/links/${leo}`)).statusCode).toBe(404);
  });

  it("removes another of the phone's devices, never a device of another phone", async () => {
    const other = await verifyParent(t, '+14045557002', ip());
    const otherDevice = (await myData(other)).devices[0]!.id;
    expect((await call(mum, 'DELETE', `/api/parent/devices/${otherDevice}`)).statusCode).toBe(404);
    const second = (await myData(mum)).devices.find((device) => !device.isThisDevice)!;
    expect((await call(mum, 'DELETE', `/api/parent/devices/${second.id}`)).statusCode).toBe(204);
    expect((await myData(mum)).devices).toHaveLength(1);
    expect((await myData(other)).devices).toHaveLength(1);
  });

  it('erases the phone: links, devices, its number in check-ins and the audit log', async () => {
    // Mum said yes to arrival texts for Ava (decision 046) before erasing.
    const yes = await t.app.inject({
      method: 'PUT',
      url: '/api/parent/texts',
      headers: headers(mum),
      remoteAddress: ip(),
      payload: {
        wordingVersion: TEXTS_WORDING_VERSION,
        children: [{ athleteId: ava, arrival: true }],
      },
    });
    expect(yes.statusCode).toBe(200);
    const erased = await call(mum, 'POST', '/api/parent/erase');
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ links: 1, devices: 1, checkIns: 1 });
    // This device is no longer trusted.
    expect((await call(mum, 'GET', '/api/parent/my-data')).statusCode).toBe(401);
    expect(await t.db.select().from(parentLinks).where(eq(parentLinks.phoneNumber, MUM))).toEqual(
      [],
    );
    const [checkIn] = await t.db.select().from(checkIns).where(eq(checkIns.athleteId, ava));
    expect(checkIn!.phoneNumber).toBeNull();
    const entries = await t.db.select().from(auditLog);
    expect(JSON.stringify(entries)).not.toContain(MUM);
    expect(entries.map((entry) => entry.action)).toContain('parent.phone_erased');
    // The coach sees both links gone by the guardian's choice; a re-import restores neither.
    expect((await removals()).map((removal) => [removal.firstName, removal.erased]).sort()).toEqual(
      [
        ['Ava', true],
        ['Leo', true],
      ],
    );
    await reimport();
    expect(await panel()).toEqual([]);
    // Her text choices are gone; the consent record stays as the club's proof, ending in
    // the erasure (decision 046).
    const mine = eq(alertSubscriptions.phoneNumber, MUM);
    expect(await t.db.select().from(alertSubscriptions).where(mine)).toEqual([]);
    expect(
      await t.db.select().from(guardianContacts).where(eq(guardianContacts.phoneNumber, MUM)),
    ).toEqual([]);
    const record = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, MUM))
      .orderBy(consentRecords.createdAt);
    expect(record.map((row) => row.action)).toEqual(['opt_in', 'opt_out']);
  });
});
