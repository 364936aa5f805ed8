/**
 * Phone verification (DESIGN.md security model, decisions 002 and 017): a crypto-random
 * 6-digit code, stored as a keyed hash, alive 10 minutes, bound to the browser that asked
 * for it (only that browser's guesses count, 5 at most), replaced by that browser's resend.
 * Every send is decided under one advisory lock, so the caps hold across parallel requests
 * and server instances: a 60 s cooldown and an hourly cap per phone, an hourly budget of
 * never-verified texts per client address that grows with the codes it verified, an hourly
 * total, and an optional list of countries texted. The answer is the same whether or not
 * the phone is known.
 */
import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { SMS_SEND_LOCK } from '#server/db/locks.ts';
import { parentDevices, verificationCodes, verificationSends } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Deps } from '#server/http/types.ts';
import { hashToken, hmac, randomDigits, randomToken, safeEqual } from '#server/platform/crypto.ts';
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_TTL_MS,
  VERIFICATION_MAX_ATTEMPTS,
  VERIFICATION_RESEND_COOLDOWN_MS,
} from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import { writeAudit } from '../audit/audit.ts';
import { normalizePhone, phoneCountry } from './phone.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type VerificationDeps = Pick<Deps, 'db' | 'clock' | 'sms' | 'secretKey' | 'config' | 'log'>;

export function requirePhone(input: string): string {
  const phone = normalizePhone(input);
  if (!phone) throw appError('VALIDATION_FAILED', messages.errors.invalidPhone);
  return phone;
}

const codeHash = (deps: VerificationDeps, phone: string, code: string) =>
  hmac(deps.secretKey, `${phone}:${code}`);

export async function sendVerificationCode(
  deps: VerificationDeps,
  /**
   * `ip`: the client network the address budget counts against (`clientNetwork`);
   * `browserToken`: the random value of this browser's verification cookie.
   */
  input: { phoneNumber: string; ip: string; browserToken: string },
): Promise<{ message: string; retryAfter: number }> {
  const phone = requirePhone(input.phoneNumber);
  const countries = deps.config.limits.smsAllowedCountries;
  const country = phoneCountry(phone);
  if (countries.length > 0 && !(country && countries.includes(country))) {
    throw appError('PHONE_COUNTRY_NOT_SERVED', messages.errors.phoneCountryNotServed(countries));
  }
  const cooldownSeconds = Math.ceil(VERIFICATION_RESEND_COOLDOWN_MS / 1000);
  const browserHash = hashToken(input.browserToken);
  const code = randomDigits(VERIFICATION_CODE_LENGTH);

  // One send decided at a time, in every process: the counts read under the lock are the
  // counts the insert below changes, so no two requests can both take the last place.
  const sendId = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SMS_SEND_LOCK})`);
    // Read after the lock: sends are recorded in the order they were decided.
    const now = deps.clock.now();
    const hourAgo = new Date(now.getTime() - HOUR_MS);
    const toPhone = sql`${verificationSends.phoneNumber} = ${phone}`;
    const [sends] = await tx
      .select({
        lastToPhoneMs: sql<
          number | null
        >`(extract(epoch from max(case when ${toPhone} then ${verificationSends.createdAt} end)) * 1000)::float8`,
        byPhone: count(sql`case when ${toPhone} then 1 end`),
        unverifiedByIp: count(
          sql`case when ${verificationSends.ip} = ${input.ip} and ${verificationSends.verifiedAt} is null then 1 end`,
        ),
        verifiedByIp: count(
          sql`case when ${verificationSends.ip} = ${input.ip} and ${verificationSends.verifiedAt} is not null then 1 end`,
        ),
        all: count(),
      })
      .from(verificationSends)
      .where(gt(verificationSends.createdAt, hourAgo));
    if (sends?.lastToPhoneMs != null) {
      const waitMs = Number(sends.lastToPhoneMs) + VERIFICATION_RESEND_COOLDOWN_MS - now.getTime();
      if (waitMs > 0) {
        const seconds = Math.ceil(waitMs / 1000);
        throw appError('RESEND_COOLDOWN', messages.errors.resendCooldown(seconds), {
          retryAfter: seconds,
        });
      }
    }
    if ((sends?.byPhone ?? 0) >= deps.config.limits.smsPerPhonePerHour) {
      throw appError('SEND_CAP_REACHED', messages.errors.sendCapReached);
    }
    // The address's budget of texts never verified: a small allowance, and one more for each
    // of its texts that was verified (a venue's codes come back typed; a pumper's do not).
    const unverifiedAllowed =
      deps.config.limits.smsUnverifiedPerIpPerHour + (sends?.verifiedByIp ?? 0);
    if ((sends?.unverifiedByIp ?? 0) >= unverifiedAllowed) {
      throw appError('SEND_CAP_REACHED', messages.errors.networkSendCapReached);
    }
    if ((sends?.all ?? 0) >= deps.config.limits.smsPerHour) {
      deps.log.warn(
        { limit: deps.config.limits.smsPerHour },
        'SMS_SENDS_PER_HOUR reached: no verification texts until the hour rolls on',
      );
      throw appError('SEND_CAP_REACHED', messages.errors.sendCapReached);
    }

    const values = {
      phoneNumber: phone,
      browserHash,
      codeHash: codeHash(deps, phone, code),
      attempts: 0,
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MS),
    };
    // A resend from this browser replaces its code: the old one stops working at once.
    await tx
      .insert(verificationCodes)
      .values(values)
      .onConflictDoUpdate({
        target: [verificationCodes.phoneNumber, verificationCodes.browserHash],
        set: values,
      });
    const [send] = await tx
      .insert(verificationSends)
      .values({ phoneNumber: phone, ip: input.ip, browserHash, createdAt: now })
      .returning({ id: verificationSends.id });
    // Old send records only matter for the hourly caps; dead codes for nothing.
    await tx
      .delete(verificationSends)
      .where(lt(verificationSends.createdAt, new Date(now.getTime() - DAY_MS)));
    await tx.delete(verificationCodes).where(lt(verificationCodes.expiresAt, now));
    return send!.id;
  });

  try {
    await deps.sms.send({
      to: phone,
      body: messages.outbox.smsCode(code, new URL(deps.config.publicUrl).host),
      code,
    });
  } catch (error) {
    deps.log.error({ err: error }, 'sending a verification code failed');
    // Nothing was texted: let the parent try again at once rather than wait out a
    // cooldown for nothing, and charge no cap with it.
    await deps.db.transaction(async (tx) => {
      await tx
        .delete(verificationCodes)
        .where(
          and(
            eq(verificationCodes.phoneNumber, phone),
            eq(verificationCodes.browserHash, browserHash),
          ),
        );
      await tx.delete(verificationSends).where(eq(verificationSends.id, sendId));
    });
    throw appError('SMS_FAILED', messages.errors.smsFailed);
  }
  return { message: messages.parent.codeSentText(phone), retryAfter: cooldownSeconds };
}

export async function verifyCode(
  deps: VerificationDeps,
  /** `browserToken`: this browser's verification cookie, if it has one. */
  input: { phoneNumber: string; code: string; ip: string; browserToken: string | undefined },
): Promise<{ phoneNumber: string; deviceToken: string; expiresAt: Date }> {
  const phone = requirePhone(input.phoneNumber);
  const now = deps.clock.now();
  // Without the cookie of the browser that asked, there is no code to guess against.
  if (!input.browserToken) throw appError('CODE_EXPIRED', messages.errors.codeExpired);
  const browserHash = hashToken(input.browserToken);
  const thisCode = and(
    eq(verificationCodes.phoneNumber, phone),
    eq(verificationCodes.browserHash, browserHash),
  );

  // Count the try first, atomically, so parallel guesses cannot exceed the limit.
  const [row] = await deps.db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(
      and(
        thisCode,
        gt(verificationCodes.expiresAt, now),
        lt(verificationCodes.attempts, VERIFICATION_MAX_ATTEMPTS),
      ),
    )
    .returning();
  if (!row) {
    const [locked] = await deps.db
      .select({ attempts: verificationCodes.attempts, expiresAt: verificationCodes.expiresAt })
      .from(verificationCodes)
      .where(thisCode);
    const isLocked =
      locked && locked.expiresAt > now && locked.attempts >= VERIFICATION_MAX_ATTEMPTS;
    throw isLocked
      ? appError('CODE_LOCKED', messages.errors.codeLocked)
      : appError('CODE_EXPIRED', messages.errors.codeExpired);
  }

  if (!safeEqual(row.codeHash, codeHash(deps, phone, input.code))) {
    await writeAudit(deps.db, {
      actorType: 'parent',
      actorId: phone,
      action: 'verification.failed',
      ip: input.ip,
    });
    const remaining = VERIFICATION_MAX_ATTEMPTS - row.attempts;
    throw remaining > 0
      ? appError('CODE_WRONG', messages.errors.codeWrong(remaining))
      : appError('CODE_LOCKED', messages.errors.codeLocked);
  }

  const deviceToken = randomToken();
  const expiresAt = new Date(now.getTime() + deps.config.limits.parentDeviceDays * DAY_MS);
  await deps.db.transaction(async (tx) => {
    // Single use: the code is gone the moment it works (a parallel second use finds none).
    const spent = await tx
      .delete(verificationCodes)
      .where(thisCode)
      .returning({ phoneNumber: verificationCodes.phoneNumber });
    if (spent.length === 0) throw appError('CODE_EXPIRED', messages.errors.codeExpired);
    // The phone is verified: codes other browsers asked for it are of no more use.
    await tx.delete(verificationCodes).where(eq(verificationCodes.phoneNumber, phone));
    // The texts this browser asked for this phone were not pumped: they give their place in
    // the sending address's budget back.
    await tx
      .update(verificationSends)
      .set({ verifiedAt: now })
      .where(
        and(
          eq(verificationSends.phoneNumber, phone),
          eq(verificationSends.browserHash, browserHash),
          isNull(verificationSends.verifiedAt),
        ),
      );
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
