/**
 * The language a person chose, saved with what identifies them (decision 045): the staff
 * account (`users.locale`) or the verified phone (`guardian_contacts.locale`), so the next
 * device they sign in or verify on, and every text or email TapIn sends them, use it.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { guardianContacts, users } from '#server/db/schema.ts';
import { localeCookie } from '#server/http/locale.ts';
import type { Deps } from '#server/http/types.ts';
import { DEFAULT_LOCALE, LOCALE_COOKIE, type Locale, matchTag } from '#shared/i18n/locales.ts';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/** The switch's cookie: readable by the page, which chooses its language before rendering. */
export function setLocaleCookie(reply: FastifyReply, locale: Locale, secure: boolean) {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    expires: new Date(Date.now() + YEAR_MS),
  });
}

export async function saveUserLocale(
  { db }: Pick<Deps, 'db'>,
  { userId, locale }: { userId: string; locale: Locale },
) {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
}

export async function saveGuardianLocale(
  { db }: Pick<Deps, 'db'>,
  { phoneNumber, locale }: { phoneNumber: string; locale: Locale },
) {
  await db
    .insert(guardianContacts)
    .values({ phoneNumber, locale })
    .onConflictDoUpdate({
      target: guardianContacts.phoneNumber,
      set: { locale, updatedAt: sql`now()` },
    });
}

/** The language saved for a phone, if any (a text to a guardian is written in it). */
export async function guardianLocale(
  { db }: Pick<Deps, 'db'>,
  phoneNumber: string,
): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: guardianContacts.locale })
    .from(guardianContacts)
    .where(eq(guardianContacts.phoneNumber, phoneNumber));
  return (row?.locale && matchTag(row.locale)) || null;
}

/** The language saved for the account of an email address, if any (the sign-in email). */
export async function emailLocale({ db }: Pick<Deps, 'db'>, email: string): Promise<Locale | null> {
  const [row] = await db
    .select({ locale: users.locale })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return (row?.locale && matchTag(row.locale)) || null;
}

/** The language saved for a staff account, if any. */
export async function userLocale({ db }: Pick<Deps, 'db'>, userId: string): Promise<Locale | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return (row?.locale && matchTag(row.locale)) || null;
}

/**
 * After a sign-in or a phone verification: the saved choice becomes this device's, unless
 * this device already chose (its switch wins: saved too); with nothing saved, a language
 * other than English this person is reading in now is saved, so what TapIn sends them later
 * (a text a coach's action triggers) is in it too.
 */
export async function adoptSavedLocale(
  request: FastifyRequest,
  reply: FastifyReply,
  options: {
    saved: Locale | null;
    save: (locale: Locale) => Promise<void>;
    secure: boolean;
  },
) {
  if (localeCookie(request)) {
    if (options.saved !== request.locale) await options.save(request.locale);
    return;
  }
  if (options.saved) {
    if (options.saved !== request.locale) setLocaleCookie(reply, options.saved, options.secure);
    request.locale = options.saved;
    return;
  }
  // English without a choice is what everyone gets anyway: nothing worth a row.
  if (request.locale !== DEFAULT_LOCALE) await options.save(request.locale);
}
