/**
 * "Erase my phone" erases (issue 32, item 4): after it, the number is nowhere a person can
 * read it. The report and attendance CSVs, the coach's pickup view, the audit list and its CSV
 * show one pseudonym ("Erased phone" and a short tag of the phone's keyed hash); the rows
 * behind them hold the tag, not the number; the trusted adults the phone added are removed and
 * their codes void; the consent record keeps its erasure row. Runs on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  consentRecords,
  outboundMessages,
  parentLinks,
  pickupBlocks,
  pickupCodes,
  releases,
  trustedAdults,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { withLocale } from '#server/http/locale.ts';
import { erasedPhone } from '#server/platform/crypto.ts';
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
import { messages } from '#shared/messages.ts';
import { erasedPhoneTag } from '#shared/phone.ts';
import type { PickupCodes, PickupView, TrustedAdults } from '#shared/schemas.ts';

let t: TestApp;
let staff: string;
let n = 0;
const ip = () => `10.47.${n % 250}.${(n++ % 200) + 1}`;
const headers = (cookie: string) => ({ cookie, origin: TEST_ORIGIN });

const MUM = '+14045557301';
const GRAN = '+14045557302';
const DAD = '+14045557303';
const AUNT = '+14045557304';
/** Leo's other confirmed guardian, whom Mum added by name too. */
const PAT = '+14045557305';
/** Every way the erased number could be written: none may appear anywhere. */
const TRACES = [
  MUM,
  '14045557301',
  '4045557301',
  '404-555-7301',
  '(404) 555-7301',
  '404.555.7301',
  '404 555 7301',
  '555-7301',
  '5557301',
];
const expectNoTrace = (label: string, text: string) => {
  for (const trace of TRACES) expect(text, `${label} holds ${trace}`).not.toContain(trace);
};

const call = (
  cookie: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers: headers(cookie), remoteAddress: ip(), payload });

let eventId: string;
let ava: string;
let leo: string;
let noah: string;
let mum: string;
let gran: string;
let dad: string;
let pat: string;
let patCode: string;
let granCode: string;

async function codesOf(cookie: string) {
  const response = await call(cookie, 'GET', `/api/parent/pickup?event=${eventId}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as PickupCodes).codes;
}

beforeAll(async () => {
  t = await createTestApp({ env: { SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '1000' } });
  staff = await signInAs(t, 'admin@erasure.test');
  const { event, athletes } = await createEventWithRoster(t.db, {
    name: 'Erasure Practice',
    locationName: 'Field',
    date: new Date(),
    active: true,
    roster: [
      { firstName: 'Ava', lastName: 'Reyes' },
      { firstName: 'Leo', lastName: 'Reyes' },
      { firstName: 'Noah', lastName: 'Kim' },
    ],
  });
  eventId = event.id;
  [ava, leo, noah] = athletes.map((athlete) => athlete.id) as [string, string, string];
  await t.db.insert(parentLinks).values(
    confirmedLinks([
      { phoneNumber: MUM, athleteId: ava },
      { phoneNumber: MUM, athleteId: leo },
      { phoneNumber: DAD, athleteId: noah },
      { phoneNumber: PAT, athleteId: leo },
    ]),
  );
  // Aunt linked herself to Ava; Mum, a confirmed guardian, confirms her.
  await t.db.insert(parentLinks).values({ phoneNumber: AUNT, athleteId: ava });
  const on = await call(staff, 'PUT', `/api/events/${eventId}/pickup-check`, { enabled: true });
  expect(on.statusCode).toBe(204);
  mum = await verifyParent(t, MUM, ip());
  dad = await verifyParent(t, DAD, ip());
  const confirmed = await call(
    mum,
    'POST',
    `/api/parent/guardians/${ava}/${encodeURIComponent(AUNT)}/confirmation`,
  );
  expect(confirmed.statusCode, confirmed.body).toBeLessThan(300);
  // Mum trusts Gran with Leo; Noah's dad trusts Mum with Noah.
  const granAdded = await call(mum, 'POST', '/api/parent/trusted-adults', {
    athleteId: leo,
    name: 'Gran Reyes',
    phoneNumber: GRAN,
  });
  expect(granAdded.statusCode, granAdded.body).toBe(201);
  const mumAdded = await call(dad, 'POST', '/api/parent/trusted-adults', {
    athleteId: noah,
    name: 'Mum Reyes',
    phoneNumber: MUM,
  });
  expect(mumAdded.statusCode, mumAdded.body).toBe(201);
  const patAdded = await call(mum, 'POST', '/api/parent/trusted-adults', {
    athleteId: leo,
    name: 'Pat Reyes',
    phoneNumber: PAT,
  });
  expect(patAdded.statusCode, patAdded.body).toBe(201);
  // Mum says yes to arrival texts for Ava (a consent record) and checks her children in.
  const yes = await call(mum, 'PUT', '/api/parent/texts', {
    wordingVersion: TEXTS_WORDING_VERSION,
    children: [{ athleteId: ava, arrival: true }],
  });
  expect(yes.statusCode, yes.body).toBe(200);
  for (const [cookie, phone, athleteId] of [
    [mum, MUM, ava],
    [mum, MUM, leo],
    [dad, DAD, noah],
  ] as const) {
    const tapped = await call(cookie, 'POST', '/api/check-in', {
      athleteId,
      eventId,
      phoneNumber: phone,
      source: 'qr',
    });
    expect(tapped.statusCode, tapped.body).toBe(201);
  }
  gran = await verifyParent(t, GRAN, ip());
  const granCodes = await codesOf(gran);
  expect(granCodes.map((code) => code.athleteId)).toEqual([leo]);
  granCode = granCodes[0]!.code;
  pat = await verifyParent(t, PAT, ip());
  patCode = (await codesOf(pat))[0]!.code;
  // Ava goes home with Mum, by Mum's code; the coach marks Mum "not authorised" for Noah.
  const avaCode = (await codesOf(mum)).find((code) => code.athleteId === ava)!.code;
  const released = await call(staff, 'POST', `/api/events/${eventId}/releases`, {
    id: randomUUID(),
    method: 'code',
    code: avaCode,
  });
  expect(released.statusCode, released.body).toBe(201);
  const blocked = await call(staff, 'POST', '/api/pickup/not-authorised', {
    athleteId: noah,
    phoneNumber: MUM,
  });
  expect(blocked.statusCode, blocked.body).toBe(204);
  // Before the erasure, staff can read the number: the test can see what it looks for.
  expect((await call(staff, 'GET', '/api/admin/audit.csv')).body).toContain(MUM);

  const erased = await call(mum, 'POST', '/api/parent/erase');
  expect(erased.statusCode, erased.body).toBe(200);
});
afterAll(() => t.close());

describe('after "Erase my phone"', () => {
  it('the pseudonym is "Erased phone" and a tag of the keyed hash, the same everywhere', () => {
    const token = erasedPhone(t.config.secretKey!, MUM);
    const tag = erasedPhoneTag(token);
    expect(tag).toMatch(/^[0-9a-f]{8}$/);
    expect(erasedPhoneTag(erasedPhone(t.config.secretKey!, GRAN))).not.toBe(tag);
    expect(erasedPhoneTag(MUM)).toBeNull();
    expect(withLocale('en', () => messages.pickup.erasedPhone(tag!))).toBe(`Erased phone ${tag}`);
  });

  it('the check-in report and the attendance CSV show the pseudonym as Released To', async () => {
    const tag = erasedPhoneTag(erasedPhone(t.config.secretKey!, MUM))!;
    const report = await call(staff, 'GET', `/api/events/${eventId}/report?tz=UTC`);
    expect(report.statusCode).toBe(200);
    expectNoTrace('report CSV', report.body);
    const avaRow = report.body.split('\r\n').find((line) => line.startsWith('Ava,Reyes'));
    expect(avaRow).toContain(`Erased phone ${tag}`);
    const day = new Date().toISOString().slice(0, 10);
    const attendance = await call(staff, 'GET', `/api/attendance.csv?from=${day}&to=${day}&tz=UTC`);
    expect(attendance.statusCode).toBe(200);
    expectNoTrace('attendance CSV', attendance.body);
    // It names the adult when it has a name, as it always did; the phone never.
    expect(attendance.body).toContain('Mum Reyes · Code');
    const json = await call(staff, 'GET', `/api/attendance?from=${day}&to=${day}`);
    expect(json.statusCode).toBe(200);
    expectNoTrace('attendance JSON', json.body);
  });

  it("the coach's pickup view names the release and the mark by the pseudonym only", async () => {
    const token = erasedPhone(t.config.secretKey!, MUM);
    const response = await call(staff, 'GET', `/api/events/${eventId}/pickup`);
    expect(response.statusCode).toBe(200);
    expectNoTrace('pickup view', response.body);
    const view = response.json() as PickupView;
    const child = (id: string) => view.children.find((entry) => entry.athleteId === id)!;
    expect(child(ava).release?.releasedToPhone).toBe(token);
    expect(child(noah).notAuthorised).toEqual([token]);
    expect(child(noah).adults.map((adult) => adult.phoneNumber)).toEqual([DAD]);
    expect(child(leo).adults.map((adult) => [adult.phoneNumber, adult.kind])).toEqual([
      [PAT, 'guardian'],
    ]);
    const checkIns = await call(staff, 'GET', `/api/check-ins/${eventId}`);
    expect(checkIns.statusCode).toBe(200);
    expectNoTrace('check-ins', checkIns.body);
  });

  it('the audit list and the audit CSV show the pseudonym, never the number', async () => {
    const token = erasedPhone(t.config.secretKey!, MUM);
    const list = await call(staff, 'GET', '/api/admin/audit');
    expect(list.statusCode).toBe(200);
    expectNoTrace('audit list', list.body);
    const csv = await call(staff, 'GET', '/api/admin/audit.csv');
    expect(csv.statusCode).toBe(200);
    expectNoTrace('audit CSV', csv.body);
    // Staff can still tell which entries were this phone's.
    const entries = await t.db.select().from(auditLog);
    const added = entries.find(
      (entry) => entry.action === 'pickup.adult_added' && entry.targetId === leo,
    );
    expect(added?.actorId).toBe(token);
    const release = entries.find((entry) => entry.action === 'pickup.release');
    expect(release?.details).toMatchObject({ releasedToPhone: token });
  });

  it('the rows people read hold no trace of the number', async () => {
    for (const [name, table] of [
      ['releases', releases],
      ['trusted_adults', trustedAdults],
      ['pickup_codes', pickupCodes],
      ['pickup_blocks', pickupBlocks],
      ['outbound_messages', outboundMessages],
      ['audit_log', auditLog],
      ['parent_links', parentLinks],
    ] as const)
      expectNoTrace(name, JSON.stringify(await t.db.select().from(table)));
  });

  it('the adults the phone added are removed, and their codes void at once', async () => {
    const [granRow] = await t.db
      .select()
      .from(trustedAdults)
      .where(eq(trustedAdults.phoneNumber, GRAN));
    expect(granRow?.removedAt).not.toBeNull();
    expect(await codesOf(gran)).toEqual([]);
    const refused = await call(staff, 'POST', `/api/events/${eventId}/releases`, {
      id: randomUUID(),
      method: 'code',
      code: granCode,
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().code).toBe('PICKUP_CODE_REFUSED');
    // Pat, whom Mum added but who is Leo's confirmed guardian too, keeps the code that gives.
    expect((await codesOf(pat)).map((code) => code.code)).toEqual([patCode]);
    // Noah's dad no longer lists the erased phone among his trusted adults.
    const listed = await call(dad, 'GET', `/api/parent/trusted-adults/${noah}`);
    expect(listed.statusCode).toBe(200);
    expectNoTrace("Noah's trusted list", listed.body);
    expect((listed.json() as TrustedAdults).adults.map((adult) => adult.phoneNumber)).toEqual([
      DAD,
    ]);
  });

  it('a phone the erased one confirmed stays confirmed, by the pseudonym', async () => {
    const [aunt] = await t.db.select().from(parentLinks).where(eq(parentLinks.phoneNumber, AUNT));
    expect(aunt).toMatchObject({
      confirmedBy: 'guardian',
      confirmedByPhone: erasedPhone(t.config.secretKey!, MUM),
    });
  });

  it('the consent record keeps its erasure row', async () => {
    const record = await t.db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.phoneNumber, MUM))
      .orderBy(consentRecords.createdAt);
    expect(record.map((row) => row.action)).toEqual(['opt_in', 'opt_out']);
  });
});

describe('a "not authorised" mark on an erased phone', () => {
  it('still refuses the number if it comes back, and is lifted by its pseudonym', async () => {
    const token = erasedPhone(t.config.secretKey!, MUM);
    // Noah's dad trusts the number again (a new owner, or the same person back).
    const again = await call(dad, 'POST', '/api/parent/trusted-adults', {
      athleteId: noah,
      name: 'Mum Reyes',
      phoneNumber: MUM,
    });
    expect(again.statusCode, again.body).toBe(201);
    const view = (await call(staff, 'GET', `/api/events/${eventId}/pickup`)).json() as PickupView;
    const noahRow = view.children.find((entry) => entry.athleteId === noah)!;
    expect(noahRow.adults.find((adult) => adult.phoneNumber === MUM)?.notAuthorised).toBe(true);
    const byList = () =>
      call(staff, 'POST', `/api/events/${eventId}/releases`, {
        id: randomUUID(),
        method: 'list',
        athleteId: noah,
        phoneNumber: MUM,
      });
    const refused = await byList();
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().code).toBe('PICKUP_NOT_AUTHORISED');
    const lifted = await call(
      staff,
      'DELETE',
      `/api/pickup/not-authorised/${noah}/${encodeURIComponent(token)}`,
    );
    expect(lifted.statusCode, lifted.body).toBe(204);
    expect((await byList()).statusCode).toBe(201);
  });
});

describe('an erasure racing the same phone adding adults', () => {
  it('leaves no adult it added and no trace of it, however the requests interleave', async () => {
    for (let round = 0; round < 6; round++) {
      const phone = `+1404555${7400 + round * 10}`;
      const { athletes } = await createEventWithRoster(t.db, {
        name: `Erasure Race ${round}`,
        locationName: 'Field',
        date: new Date(),
        active: true,
        roster: [{ firstName: 'Ivy', lastName: `Race${round}` }],
      });
      const athleteId = athletes[0]!.id;
      await t.db.insert(parentLinks).values(confirmedLinks({ phoneNumber: phone, athleteId }));
      const cookie = await verifyParent(t, phone, ip());
      const adds = Array.from({ length: 8 }, (_, index) =>
        call(cookie, 'POST', '/api/parent/trusted-adults', {
          athleteId,
          name: `Adult ${index}`,
          phoneNumber: `+1404555${7400 + round * 10 + index + 1}`,
        }),
      );
      const [erased, ...added] = await Promise.all([
        call(cookie, 'POST', '/api/parent/erase'),
        ...adds,
      ]);
      expect(erased!.statusCode, erased!.body).toBe(200);
      for (const response of added) expect([201, 401, 404]).toContain(response.statusCode);
      const live = await t.db
        .select()
        .from(trustedAdults)
        .where(eq(trustedAdults.athleteId, athleteId));
      expect(live.filter((row) => row.removedAt === null)).toEqual([]);
      expect(JSON.stringify(live)).not.toContain(phone);
      expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(phone);
    }
  });

  it('leaves no release to the number, however a coach releasing to it races the erasure', async () => {
    for (let round = 0; round < 6; round++) {
      const phone = `+1404555${7600 + round}`;
      const { event, athletes } = await createEventWithRoster(t.db, {
        name: `Erasure Release Race ${round}`,
        locationName: 'Field',
        date: new Date(),
        active: true,
        roster: [{ firstName: 'Ivy', lastName: `Release${round}` }],
      });
      const athleteId = athletes[0]!.id;
      const on = await call(staff, 'PUT', `/api/events/${event.id}/pickup-check`, {
        enabled: true,
      });
      expect(on.statusCode).toBe(204);
      await t.db.insert(parentLinks).values(confirmedLinks({ phoneNumber: phone, athleteId }));
      const cookie = await verifyParent(t, phone, ip());
      const tapped = await call(cookie, 'POST', '/api/check-in', {
        athleteId,
        eventId: event.id,
        phoneNumber: phone,
        source: 'qr',
      });
      expect(tapped.statusCode, tapped.body).toBe(201);
      const looked = await call(cookie, 'GET', `/api/parent/pickup?event=${event.id}`);
      const code = (looked.json() as PickupCodes).codes[0]!.code;
      const [erased, released] = await Promise.all([
        call(cookie, 'POST', '/api/parent/erase'),
        call(staff, 'POST', `/api/events/${event.id}/releases`, {
          id: randomUUID(),
          method: 'code',
          code,
        }),
      ]);
      expect(erased!.statusCode, erased!.body).toBe(200);
      expect([201, 400]).toContain(released!.statusCode);
      const rows = await t.db.select().from(releases).where(eq(releases.eventId, event.id));
      expect(JSON.stringify(rows)).not.toContain(phone);
      expect(JSON.stringify(await t.db.select().from(auditLog))).not.toContain(phone);
    }
  });

  it('leaves no pickup code of the number, however its code screen races the erasure', async () => {
    for (let round = 0; round < 6; round++) {
      const phone = `+1404555${7500 + round}`;
      const { event, athletes } = await createEventWithRoster(t.db, {
        name: `Erasure Code Race ${round}`,
        locationName: 'Field',
        date: new Date(),
        active: true,
        roster: [
          { firstName: 'Ivy', lastName: `Codes${round}` },
          { firstName: 'Max', lastName: `Codes${round}` },
        ],
      });
      const on = await call(staff, 'PUT', `/api/events/${event.id}/pickup-check`, {
        enabled: true,
      });
      expect(on.statusCode).toBe(204);
      await t.db
        .insert(parentLinks)
        .values(
          confirmedLinks(
            athletes.map((athlete) => ({ phoneNumber: phone, athleteId: athlete.id })),
          ),
        );
      const cookie = await verifyParent(t, phone, ip());
      for (const athlete of athletes) {
        const tapped = await call(cookie, 'POST', '/api/check-in', {
          athleteId: athlete.id,
          eventId: event.id,
          phoneNumber: phone,
          source: 'qr',
        });
        expect(tapped.statusCode, tapped.body).toBe(201);
      }
      const looks = Array.from({ length: 6 }, () =>
        call(cookie, 'GET', `/api/parent/pickup?event=${event.id}`),
      );
      const [erased, ...looked] = await Promise.all([
        call(cookie, 'POST', '/api/parent/erase'),
        ...looks,
      ]);
      expect(erased!.statusCode, erased!.body).toBe(200);
      for (const response of looked) expect([200, 401]).toContain(response.statusCode);
      const codes = await t.db.select().from(pickupCodes).where(eq(pickupCodes.eventId, event.id));
      expect(JSON.stringify(codes)).not.toContain(phone);
      expect(codes.filter((code) => code.voidedAt === null)).toEqual([]);
    }
  });
});

it(`runs on ${testDatabaseKind()}`, () => expect(testDatabaseKind()).toBeTruthy());
