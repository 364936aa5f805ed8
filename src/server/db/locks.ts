/**
 * Every PostgreSQL advisory lock TapIn takes, in one place, so no two decisions share a key
 * by accident. Each serialises one decision across every server instance; PGlite runs one
 * statement at a time, where they cost nothing. Keys are constants, the same in every process.
 */
import { sql } from 'drizzle-orm';

/** The first sign-in that becomes the admin (auth). */
export const FIRST_USER_LOCK = 7_425_001;
/** Approving, demoting and deleting staff: the last admin is never removed (admin). */
export const ADMIN_LOCK = 7_425_002;
/** Switching an event's check-in on or off, by a coach or the schedule (events, schedule). */
export const ACTIVATION_LOCK = 7_425_003;
/** Roster imports: one athlete per name and team however many files arrive at once (rosters). */
export const ROSTER_LOCK = 7_425_004;
/** Verification texts: the per-phone, per-address and hourly caps (verification). */
export const SMS_SEND_LOCK = 7_425_010;
/** Sign-in links: the per-email and per-address caps (auth). */
export const MAGIC_LINK_LOCK = 7_425_011;
/** The daily cap and the per-minute pace of alert texts, decided by whichever instance sends (decisions 042, 058). */
export const ALERT_CAP_LOCK = 4_204_204_204;
/** Migrations at start-up, held for the session ("tapin" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x746170696e;

/** The per-phone lock of one parent's links (a hash of the phone: one key per phone). */
export const parentLinksLock = (phoneNumber: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`parent-links:${phoneNumber}`}))`;

/** The per-phone lock of one guardian's texts choices (guardian texts, decision 046). */
export const guardianTextsLock = (phoneNumber: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`guardian-texts:${phoneNumber}`}))`;

/** The per-phone lock of the emailed confirmation links' hourly cap (guardian texts). */
export const guardianEmailLock = (phoneNumber: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`guardian-email:${phoneNumber}`}))`;

/** The per-event lock of pickup code checks: the pause after too many wrong codes (pickup). */
export const pickupGuessesLock = (eventId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`pickup-guesses:${eventId}`}))`;

/** The per-child lock of its added trusted adults: the cap of adults per child (pickup). */
export const trustedAdultsLock = (athleteId: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`trusted-adults:${athleteId}`}))`;
