/**
 * Configuration: read from the environment once, at start-up, validated by zod.
 * Nothing else in the code base reads process.env.
 */
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { type Locale, offeredLocales } from '#shared/i18n/locales.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1');

const commaList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

/** A proxy address for TRUST_PROXY: an IP, a CIDR range, or one of proxy-addr's names. */
const isProxyAddress = (item: string) => {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(item)) return true;
  const [ip, bits, ...rest] = item.split('/');
  if (rest.length > 0 || !ip || !isIP(ip)) return false;
  return bits === undefined || /^\d{1,3}$/.test(bits);
};

/**
 * Which proxies' X-Forwarded-For to believe: none (default), or the proxies at these
 * addresses. Never "all" (`true`): any client could then name its own address and slip
 * past every per-address limit. Not a hop count either: Fastify trusts no one for a
 * number, since a count cannot tell a proxy from a client that sends the header itself.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((value, context): false | string[] => {
    const raw = value?.trim() ?? '';
    if (raw === '' || raw === 'false' || raw === '0') return false;
    const items = raw.split(',').map((item) => item.trim());
    const bad = items.filter((item) => !isProxyAddress(item));
    if (bad.length > 0) {
      context.addIssue({
        code: 'custom',
        message: `give the addresses of the proxies in front of TapIn (e.g. 127.0.0.1, 10.0.0.0/8 or uniquelocal), not: ${bad.join(', ')}`,
      });
      return z.NEVER;
    }
    return items;
  });

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_SIZE: positiveInt(20),
  /** Waits on a stalled PostgreSQL are bounded: a request answers 503 instead of hanging. */
  DATABASE_CONNECT_TIMEOUT_MS: positiveInt(3_000),
  DATABASE_QUERY_TIMEOUT_MS: positiveInt(5_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Key for HMACs of verification codes; random per process when unset outside production. */
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: trustProxy,
  /** Open the dev outbox (page and JSON) though PUBLIC_URL is not this machine. */
  DEV_OUTBOX: booleanish,
  ADMIN_EMAILS: commaList,

  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_BASE: z.url().default('https://api.twilio.com'),
  /**
   * The sender of alert texts (arrivals, pickups, replies to STOP and HELP), apart from the
   * verification codes' TWILIO_FROM (decision 042): a second number, or a Messaging Service
   * (its SID wins when both are set). Unset: alerts go from TWILIO_FROM.
   */
  TWILIO_ALERTS_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  /** Who is texting, named in every consent wording and the HELP reply ("Lincoln Youth Soccer"). */
  ORG_NAME: z.string().trim().min(1).max(40).default('TapIn'),
  /**
   * The language for a browser that asks for none TapIn speaks and has chosen none (decision
   * 045): 'en' or 'es', or any other language `LOCALES` offers.
   */
  DEFAULT_LOCALE: z.enum(offeredLocales as [Locale, ...Locale[]]).default('en'),
  /** How a guardian reaches the club, in the HELP reply and the Texts screen (an email or a phone). */
  ORG_CONTACT: z.string().trim().max(60).optional(),
  /** Alert texts (not verification codes) a day, all guardians together; then they stop. */
  ALERT_TEXTS_PER_DAY: positiveInt(2000),
  /** What one SMS segment costs the club, for the admin's estimate (in dollars). */
  SMS_PRICE_PER_SEGMENT: z.coerce.number().min(0).default(0.0083),
  /** An arrival text waits this long; a coach's Undo inside it means no text at all. */
  ALERT_UNDO_GRACE_SECONDS: positiveInt(30),
  /**
   * Texts a minute the alert sender carries (decision 058), decided in the database across
   * instances: a US 10DLC low-volume campaign about 12, a toll-free number or a short code
   * far more. Unset: 60 with Twilio, no pace with the dev outbox.
   */
  SMS_ALERTS_PER_MINUTE: z.coerce.number().int().positive().max(100_000).optional(),

  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('TapIn <no-reply@tapin.local>'),

  SMS_SENDS_PER_PHONE_PER_HOUR: positiveInt(5),
  /**
   * Texts per client address in the last hour whose code was never verified (decision
   * 017): a venue verifies its codes, an SMS pumper does not.
   */
  SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: positiveInt(40),
  /** All verification texts in an hour, whoever asks: bounds the SMS bill. */
  SMS_SENDS_PER_HOUR: positiveInt(2000),
  /** ISO country codes of the phones TapIn texts (e.g. US,CA); empty: any country. */
  SMS_ALLOWED_COUNTRIES: commaList,
  PARENT_DEVICE_DAYS: positiveInt(180),
  /** OpenID Connect sign-in, offered beside the magic link when all three are set. */
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  OIDC_PROVIDER_NAME: z.string().default('SSO'),
  MAGIC_LINKS_PER_EMAIL_PER_HOUR: positiveInt(5),
  /** Sign-in links per client address in the last hour that were never used. */
  MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: positiveInt(20),
  /** Coach sessions end after this long without a request… */
  SESSION_IDLE_HOURS: positiveInt(12),
  /** …and this long after sign-in, whatever happens (decision 006). */
  SESSION_MAX_DAYS: positiveInt(14),
  /** An open dashboard stream sends a keep-alive and re-checks its session this often. */
  LIVE_STREAM_CHECK_SECONDS: positiveInt(15),
  /** Open dashboard streams per signed-in user and per client address (each holds a socket). */
  LIVE_STREAMS_PER_USER: positiveInt(10),
  LIVE_STREAMS_PER_ADDRESS: positiveInt(50),
  /** Phone numbers and client addresses in check-ins and the audit log go after this (decision 023). */
  RETENTION_DAYS: positiveInt(180),
  /** Per client address and process, every route; a gym's parents may share one address. */
  RATE_LIMIT_PER_MINUTE: positiveInt(3000),
  /**
   * Per client address and process, on each code and sign-in route: a venue's pace (a few
   * parents a second), not a flood. The caps that cost money live in the database.
   */
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(300),
  /**
   * Hosts roster sync may fetch from (decision 010): `host`, `host:port` or `*.suffix`.
   * A host written as an IP address is trusted as written; names must resolve to public
   * addresses.
   */
  SHEETS_ALLOWED_HOSTS: commaList,
  /** Test stand-ins only: lets roster sync fetch plain http:. Refused in production. */
  SHEETS_ALLOW_HTTP: booleanish,
  SHEETS_FETCH_TIMEOUT_MS: positiveInt(10_000),
});

export type Config = ReturnType<typeof loadConfig>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Settings replaced by clearer ones (decision 017): refused, so none is silently ignored. */
const RENAMED_SETTINGS: Record<string, string> = {
  SMS_SENDS_PER_IP_PER_HOUR:
    'SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR (only codes never verified count)',
  MAGIC_LINKS_PER_IP_PER_HOUR: 'MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR (only links never used count)',
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  // An empty variable means "not set".
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const renamed = Object.keys(RENAMED_SETTINGS).filter((name) => name in cleaned);
  if (renamed.length > 0) {
    throw new ConfigError(
      `Invalid configuration:\n${renamed.map((name) => `  ${name}: replaced by ${RENAMED_SETTINGS[name]}`).join('\n')}`,
    );
  }
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `  ${issue.path.join('.')}: ${issue.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const publicUrl = new URL(e.PUBLIC_URL ?? `http://localhost:${e.PORT}`);
  const twilio =
    e.TWILIO_ACCOUNT_SID && e.TWILIO_AUTH_TOKEN && e.TWILIO_FROM
      ? {
          accountSid: e.TWILIO_ACCOUNT_SID,
          authToken: e.TWILIO_AUTH_TOKEN,
          from: e.TWILIO_FROM,
          apiBase: e.TWILIO_API_BASE,
        }
      : null;
  const smtpUrl = e.SMTP_URL ?? null;

  if (isProduction) {
    const missing: string[] = [];
    if (!twilio) missing.push('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (SMS)');
    if (!smtpUrl) missing.push('SMTP_URL (email)');
    if (!e.SECRET_KEY) missing.push('SECRET_KEY');
    if (!e.PUBLIC_URL) missing.push('PUBLIC_URL');
    if (missing.length > 0) {
      throw new ConfigError(
        `Production needs real message providers and secrets. Missing: ${missing.join('; ')}. ` +
          'The dev outbox is only available outside production.',
      );
    }
    if (e.SHEETS_ALLOW_HTTP) {
      throw new ConfigError(
        'SHEETS_ALLOW_HTTP is for local test stand-ins; production syncs over https only.',
      );
    }
  }

  // The outbox shows sign-in links and codes: outside production it opens by itself only
  // when the app is served to this machine, so a deployment that forgot NODE_ENV does not
  // hand out everyone's links.
  const isLocal = ['localhost', '127.0.0.1', '[::1]'].includes(publicUrl.hostname);
  const isDevOutboxOpen = !isProduction && (isLocal || e.DEV_OUTBOX);

  const oidc =
    e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET,
          providerName: e.OIDC_PROVIDER_NAME,
          // Plain-http issuers only outside production (local providers in tests).
          allowHttp: !isProduction && e.OIDC_ISSUER.startsWith('http:'),
        }
      : null;

  return {
    env: e.NODE_ENV,
    isProduction,
    host: e.HOST,
    port: e.PORT,
    /** Origin that links and QR codes point at; never derived from a request's Host. */
    publicUrl: publicUrl.origin,
    isHttps: publicUrl.protocol === 'https:',
    isDevOutboxOpen,
    database: e.DATABASE_URL
      ? ({
          kind: 'postgres',
          url: e.DATABASE_URL,
          poolSize: e.DATABASE_POOL_SIZE,
          connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
          queryTimeoutMs: e.DATABASE_QUERY_TIMEOUT_MS,
        } as const)
      : ({ kind: 'pglite', dataDir: path.resolve(e.DATA_DIR) } as const),
    /** The install's language when nothing else decides (decision 045). */
    defaultLocale: e.DEFAULT_LOCALE,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    secretKey: e.SECRET_KEY ?? null,
    retentionDays: e.RETENTION_DAYS,
    trustProxy: e.TRUST_PROXY,
    adminEmails: e.ADMIN_EMAILS.map((email) => email.toLowerCase()),
    sms: twilio ? ({ kind: 'twilio', ...twilio } as const) : ({ kind: 'outbox' } as const),
    texts: {
      alertsFrom: e.TWILIO_ALERTS_FROM ?? null,
      messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID ?? null,
      orgName: e.ORG_NAME,
      orgContact: e.ORG_CONTACT ?? null,
      alertsPerDay: e.ALERT_TEXTS_PER_DAY,
      pricePerSegment: e.SMS_PRICE_PER_SEGMENT,
      undoGraceMs: e.ALERT_UNDO_GRACE_SECONDS * 1000,
      /** The alert sender's pace (decision 058); null: none. */
      alertsPerMinute: e.SMS_ALERTS_PER_MINUTE ?? (twilio ? 60 : null),
      /**
       * Alerts go from the codes' own number (no alert sender set): the codes sent in the
       * last minute then take their share of the alerts' pace first.
       */
      alertsShareCodesSender: !e.TWILIO_ALERTS_FROM && !e.TWILIO_MESSAGING_SERVICE_SID,
      /** Checks X-Twilio-Signature on the inbound webhook (set alone in dev to try it). */
      webhookAuthToken: e.TWILIO_AUTH_TOKEN ?? null,
    },
    oidc,
    mail: smtpUrl
      ? ({ kind: 'smtp', url: smtpUrl, from: e.MAIL_FROM } as const)
      : ({ kind: 'outbox' } as const),
    sheets: {
      allowedHosts:
        e.SHEETS_ALLOWED_HOSTS.length > 0
          ? e.SHEETS_ALLOWED_HOSTS.map((host) => host.toLowerCase())
          : ['docs.google.com', '*.googleusercontent.com'],
      allowHttp: e.SHEETS_ALLOW_HTTP,
      timeoutMs: e.SHEETS_FETCH_TIMEOUT_MS,
    },
    limits: {
      smsPerPhonePerHour: e.SMS_SENDS_PER_PHONE_PER_HOUR,
      smsUnverifiedPerIpPerHour: e.SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR,
      smsPerHour: e.SMS_SENDS_PER_HOUR,
      smsAllowedCountries: e.SMS_ALLOWED_COUNTRIES.map((code) => code.toUpperCase()),
      parentDeviceDays: e.PARENT_DEVICE_DAYS,
      requestsPerMinute: e.RATE_LIMIT_PER_MINUTE,
      authRequestsPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
      magicLinksPerEmailPerHour: e.MAGIC_LINKS_PER_EMAIL_PER_HOUR,
      magicLinksUnusedPerIpPerHour: e.MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR,
      sessionIdleMs: e.SESSION_IDLE_HOURS * 60 * 60 * 1000,
      sessionMaxMs: e.SESSION_MAX_DAYS * 24 * 60 * 60 * 1000,
      liveStreamCheckMs: e.LIVE_STREAM_CHECK_SECONDS * 1000,
      liveStreamsPerUser: e.LIVE_STREAMS_PER_USER,
      liveStreamsPerAddress: e.LIVE_STREAMS_PER_ADDRESS,
    },
  };
}
