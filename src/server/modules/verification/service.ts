/**
 * Phone verification (DESIGN.md security model): a crypto-random 6-digit code, stored as a
 * keyed hash, alive 10 minutes, dead after 5 wrong tries, replaced by a resend, with a 60 s
 * resend cooldown, hourly send caps per phone, per client address and in all, and an optional
 * list of countries texted (SMS_ALLOWED_COUNTRIES). The answer is the
 * same whether or not the phone is known.
 */
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '../../../shared/constants.ts';
import { en } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { parentDevices, verificationCodes, verificationSends } from '../../db/schema.ts';
import { AppError, badRequest, tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { hashToken, hmac, randomDigits, randomToken, safeEqual } from '../../platform/crypto.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { writeAudit } from '../audit/audit.ts';
import { normalizePhone, phoneCountry } from './phone.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

export interface VerificationDeps {
  db: Db;
  clock: Clock;
  sms: SmsSender;
  secretKey: string;
  /** PUBLIC_URL's host, for the SMS's origin-bound one-time-code line. */
  publicHost: string;
  limits: {
    smsPerPhonePerHour: number;
    smsPerIpPerHour: number;
    smsPerHour: number;
    smsAllowedCountries: string[];
    parentDeviceDays: number;
  };
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

export function requirePhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw badRequest(en.errors.invalidPhone);
  return phone;
}

const codeHash = (deps: VerificationDeps, phone: string, code: string) =>
  hmac(deps.secretKey, `${phone}:${code}`);

export async function sendVerificationCode(
  deps: VerificationDeps,
  input: { phoneNumber: string; ip: string },
): Promise<{ message: string; retryAfter: number }> {
  const phone = requirePhone(input.phoneNumber);
  const countries = deps.limits.smsAllowedCountries;
  const country = phoneCountry(phone);
  if (countries.length > 0 && !(country && countries.includes(country))) {
    throw badRequest(en.errors.phoneCountryNotServed(countries));
  }
  const now = deps.clock.now();
  const cooldownSeconds = Math.ceil(VERIFICATION_RESEND_COOLDOWN_MS / 1000);

  const [existing] = await deps.db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(eq(verificationCodes.phoneNumber, phone));
  if (existing) {
    const waitMs = existing.createdAt.getTime() + VERIFICATION_RESEND_COOLDOWN_MS - now.getTime();
    if (waitMs > 0) {
      const seconds = Math.ceil(waitMs / 1000);
      throw tooManyRequests(en.errors.resendCooldown(seconds), { retryAfter: seconds });
    }
  }

  const hourAgo = new Date(now.getTime() - HOUR_MS);
  const [sends] = await deps.db
    .select({
      byPhone: count(sql`case when ${verificationSends.phoneNumber} = ${phone} then 1 end`),
      byIp: count(sql`case when ${verificationSends.ip} = ${input.ip} then 1 end`),
      all: count(),
    })
    .from(verificationSends)
    .where(gt(verificationSends.createdAt, hourAgo));
  if (
    (sends?.byPhone ?? 0) >= deps.limits.smsPerPhonePerHour ||
    (sends?.byIp ?? 0) >= deps.limits.smsPerIpPerHour
  ) {
    throw tooManyRequests(en.errors.sendCapReached);
  }
  if ((sends?.all ?? 0) >= deps.limits.smsPerHour) {
    deps.log.warn(
      { limit: deps.limits.smsPerHour },
      'SMS_SENDS_PER_HOUR reached: no verification texts until the hour rolls on',
    );
    throw tooManyRequests(en.errors.sendCapReached);
  }

  const code = randomDigits(VERIFICATION_CODE_LENGTH);
  const values = {
    phoneNumber: phone,
    codeHash: codeHash(deps, phone, code),
    attempts: 0,
    createdAt: now,
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
  };
  await deps.db.transaction(async (tx) => {
    // A resend replaces the previous code: the old one stops working at once.
    await tx
      .insert(verificationCodes)
      .values(values)
      .onConflictDoUpdate({ target: verificationCodes.phoneNumber, set: values });
    await tx.insert(verificationSends).values({ phoneNumber: phone, ip: input.ip, createdAt: now });
    // Old send records only matter for the hourly caps.
    await tx
      .delete(verificationSends)
      .where(lt(verificationSends.createdAt, new Date(now.getTime() - DAY_MS)));
  });

  try {
    await deps.sms.send({ to: phone, body: en.outbox.smsCode(code, deps.publicHost), code });
  } catch (error) {
    deps.log.error({ err: error }, 'sending a verification code failed');
    // Let the parent try again at once rather than wait out a cooldown for nothing.
    await deps.db.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phone));
    throw new AppError(502, en.errors.smsFailed);
  }
  return { message: en.parent.codeSentText(phone), retryAfter: cooldownSeconds };
}

export async function verifyCode(
  deps: VerificationDeps,
  input: { phoneNumber: string; code: string; ip: string },
): Promise<{ phoneNumber: string; deviceToken: string; expiresAt: Date }> {
  const phone = requirePhone(input.phoneNumber);
  const now = deps.clock.now();

  // Count the try first, atomically, so parallel guesses cannot exceed the limit.
  const [row] = await deps.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        eq(verificationCodes.phoneNumber, phone),
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, VERIFICATION_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) {
    const [locked] = await deps.db
      .select({ attempts: verificationCodes.attempts, expiresAt: verificationCodes.expiresAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.phoneNumber, phone));
    const isLocked =
      locked && locked.expiresAt > now && locked.attempts >= VERIFICATION_MAX_ATTEMPTS;
    throw badRequest(isLocked ? en.errors.codeLocked : en.errors.codeExpired);
  }

  if (!safeEqual(row.codeHash, codeHash(deps, phone, input.code))) {
    await writeAudit(deps.db, {
      actorType: 'parent',
      actorId: phone,
      action: 'verification.failed',
      ip: input.ip,
    });
    const remaining = VERIFICATION_MAX_ATTEMPTS - row.attempts;
    throw badRequest(remaining > 0 ? en.errors.codeWrong(remaining) : en.errors.codeLocked);
  }

  const deviceToken = randomToken();
  const expiresAt = new Date(now.getTime() + deps.limits.parentDeviceDays * DAY_MS);
  await deps.db.transaction(async (tx) => {
    // Single use: the code is gone the moment it works.
    await tx.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phone));
    await tx
      .insert(parentDevices)
      .values({ tokenHash: hashToken(deviceToken), phoneNumber: phone, createdAt: now, expiresAt });
    await writeAudit(tx, {
      actorType: 'parent',
      actorId: phone,
      action: 'verification.succeeded',
      ip: input.ip,
    });
  });
  return { phoneNumber: phone, deviceToken, expiresAt };
}
