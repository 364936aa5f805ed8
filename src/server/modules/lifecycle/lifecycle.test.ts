/**
 * The data lifecycle: expired codes, sends, sign-in links, sessions and devices are deleted;
 * phone numbers and client addresses older than RETENTION_DAYS leave check-ins and the audit
 * log while the records stay; what is live or recent is untouched; the schedule runs it.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  checkIns,
  loginTokens,
  outboundMessages,
  outbox,
  parentDevices,
  sessions,
  users,
  verificationCodes,
  verificationSends,
} from '#server/db/schema.ts';
import { createEventWithRoster } from '#server/db/seed.ts';
import { createTestApp, signInAs, type TestApp } from '#server/testing/test-app.ts';
import { scheduleLifecycle } from './lifecycle.ts';

const DAY = 24 * 60 * 60 * 1000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RETENTION_DAYS: '30' } });
});
afterAll(() => t.close());

describe('data lifecycle', () => {
  it('prunes what expired, anonymises what is past retention, and keeps the rest', async () => {
    const now = t.clock.now();
    const ago = (days: number) => new Date(now.getTime() - days * DAY);
    const ahead = (days: number) => new Date(now.getTime() + days * DAY);
    const coach = await signInAs(t, 'keeper@lifecycle.test');
    const [user] = await t.db.select().from(users).where(eq(users.email, 'keeper@lifecycle.test'));

    await t.db.insert(verificationCodes).values([
      {
        phoneNumber: '+15550000001',
        browserHash: 'b',
        codeHash: 'x',
        expiresAt: ago(1),
        createdAt: ago(1),
      },
      {
        phoneNumber: '+15550000002',
        browserHash: 'b',
        codeHash: 'x',
        expiresAt: ahead(1),
        createdAt: now,
      },
    ]);
    await t.db.insert(verificationSends).values([
      { phoneNumber: '+15550000001', ip: '10.0.0.1', createdAt: ago(3) },
      { phoneNumber: '+15550000002', ip: '10.0.0.2', createdAt: now },
    ]);
    await t.db.insert(loginTokens).values([
      { tokenHash: 'old', email: 'a@x.test', ip: '10.0.0.1', createdAt: ago(3), expiresAt: ago(3) },
      { tokenHash: 'new', email: 'b@x.test', ip: '10.0.0.2', createdAt: now, expiresAt: ahead(1) },
    ]);
    await t.db.insert(sessions).values([
      { tokenHash: 's-expired', userId: user!.id, expiresAt: ago(1), lastSeenAt: ago(2) },
      { tokenHash: 's-idle', userId: user!.id, expiresAt: ahead(5), lastSeenAt: ago(2) },
    ]);
    await t.db.insert(parentDevices).values([
      { tokenHash: 'd-old', phoneNumber: '+15550000001', expiresAt: ago(1) },
      { tokenHash: 'd-new', phoneNumber: '+15550000002', expiresAt: ahead(100) },
    ]);
    await t.db.insert(outbox).values([
      { channel: 'sms', to: '+15550000001', body: 'old', createdAt: ago(8) },
      { channel: 'sms', to: '+15550000002', body: 'new', createdAt: now },
    ]);
    const { event, athletes } = await createEventWithRoster(t.db, {
      name: 'Lifecycle Meet',
      locationName: 'Gym',
      date: ago(40),
      roster: [
        { firstName: 'Old', lastName: 'Tap', team: 'Eagles', gradYear: 2030 },
        { firstName: 'New', lastName: 'Tap', team: 'Eagles', gradYear: 2030 },
      ],
    });
    await t.db.insert(checkIns).values([
      {
        athleteId: athletes[0]!.id,
        eventId: event.id,
        timestamp: ago(40),
        phoneNumber: '+15550000001',
        source: 'qr',
      },
      {
        athleteId: athletes[1]!.id,
        eventId: event.id,
        timestamp: ago(2),
        phoneNumber: '+15550000002',
        source: 'qr',
      },
    ]);
    await t.db.insert(auditLog).values([
      {
        actorType: 'parent',
        actorId: '+15550000001',
        action: 'parent.linked',
        details: { eventId: event.id, phoneNumber: '+15550000001' },
        ip: '10.0.0.1',
        createdAt: ago(40),
      },
      {
        actorType: 'user',
        actorId: user!.id,
        action: 'auth.signed_in',
        details: { method: 'magic_link' },
        ip: '10.0.0.3',
        createdAt: ago(40),
      },
      {
        actorType: 'parent',
        actorId: '+15550000002',
        action: 'parent.linked',
        ip: '10.0.0.2',
        createdAt: ago(2),
      },
    ]);

    await t.db.insert(outboundMessages).values([
      {
        channel: 'sms',
        purpose: 'arrival',
        recipient: '+15550000001',
        body: 'old',
        status: 'sent',
        createdAt: ago(40),
      },
      {
        channel: 'sms',
        purpose: 'arrival',
        recipient: '+15550000001',
        body: 'stuck',
        status: 'pending',
        createdAt: ago(40),
      },
      {
        channel: 'sms',
        purpose: 'arrival',
        recipient: '+15550000002',
        body: 'new',
        status: 'sent',
        createdAt: ago(2),
      },
    ]);

    const result = await t.app.runDataLifecycle();
    expect(result).toMatchObject({
      outboundMessages: 1,
      verificationCodes: 1,
      verificationSends: 1,
      loginTokens: 1,
      sessions: 2,
      parentDevices: 1,
      outbox: 1,
      checkInPhones: 1,
    });

    const phones = (rows: { phoneNumber: string }[]) => rows.map((row) => row.phoneNumber).sort();
    expect(phones(await t.db.select().from(verificationCodes))).toEqual(['+15550000002']);
    expect(phones(await t.db.select().from(verificationSends))).toEqual(['+15550000002']);
    expect(phones(await t.db.select().from(parentDevices))).toEqual(['+15550000002']);
    expect((await t.db.select().from(loginTokens)).map((row) => row.tokenHash)).not.toContain(
      'old',
    );
    expect((await t.db.select().from(outbox)).map((row) => row.body)).not.toContain('old');
    // Sent texts past retention leave; one still waiting never does.
    expect((await t.db.select().from(outboundMessages)).map((row) => row.body).sort()).toEqual([
      'new',
      'stuck',
    ]);
    const sessionHashes = (await t.db.select().from(sessions)).map((row) => row.tokenHash);
    expect(sessionHashes).not.toContain('s-expired');
    expect(sessionHashes).not.toContain('s-idle');
    // A live session still signs in.
    const me = await t.app.inject({ url: '/api/auth/user', headers: { cookie: coach } });
    expect(me.statusCode).toBe(200);

    // Check-ins stay; the old one's phone number is gone, the recent one's kept.
    const taps = await t.db.select().from(checkIns).where(eq(checkIns.eventId, event.id));
    expect(taps).toHaveLength(2);
    expect(taps.find((tap) => tap.athleteId === athletes[0]!.id)?.phoneNumber).toBeNull();
    expect(taps.find((tap) => tap.athleteId === athletes[1]!.id)?.phoneNumber).toBe('+15550000002');

    // Audit entries stay; old phone numbers and addresses are gone, recent ones kept.
    const entries = await t.db.select().from(auditLog);
    const oldParent = entries.find(
      (entry) => entry.createdAt.getTime() === ago(40).getTime() && entry.actorType === 'parent',
    );
    expect(oldParent).toMatchObject({ actorId: null, ip: null, details: { eventId: event.id } });
    const oldUser = entries.find((entry) => entry.action === 'auth.signed_in' && entry.ip === null);
    expect(oldUser).toMatchObject({ actorId: user!.id, details: { method: 'magic_link' } });
    const recent = entries.find((entry) => entry.actorId === '+15550000002');
    expect(recent?.ip).toBe('10.0.0.2');
    expect(JSON.stringify(entries)).not.toContain('+15550000001');

    // Nothing left to do: a second run touches nothing.
    const again = await t.app.runDataLifecycle();
    expect(Object.values(again).every((count) => count === 0)).toBe(true);
  });

  it('runs on a schedule until stopped', async () => {
    let runs = 0;
    const log = { info: () => {}, warn: () => {} };
    const stop = scheduleLifecycle(
      async () => {
        runs++;
        return t.app.runDataLifecycle();
      },
      log,
      { firstAfterMs: 10, everyMs: 30 },
    );
    await new Promise((resolve) => setTimeout(resolve, 400));
    await stop();
    const afterStop = runs;
    expect(afterStop).toBeGreaterThanOrEqual(2);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(runs).toBe(afterStop);
  });

  it('stopping waits for a run under way (the database closes after it)', async () => {
    let finish = () => {};
    let isStopped = false;
    const log = { info: () => {}, warn: () => {} };
    const stop = scheduleLifecycle(
      async () => {
        await new Promise<void>((resolve) => {
          finish = resolve;
        });
        return t.app.runDataLifecycle();
      },
      log,
      { firstAfterMs: 10, everyMs: 60_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(isStopped).toBe(false);
    finish();
    await stopping;
    expect(isStopped).toBe(true);
  });
});
