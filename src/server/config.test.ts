import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('defaults to the embedded database, port 3000 and the dev outbox', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.database).toMatchObject({ kind: 'pglite' });
    expect(config.sms.kind).toBe('outbox');
    expect(config.mail.kind).toBe('outbox');
  });

  it('switches to PostgreSQL with DATABASE_URL and follows PORT in the public URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/tapin', PORT: '8080' });
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/tapin',
      poolSize: 20,
      connectTimeoutMs: 3000,
      queryTimeoutMs: 5000,
    });
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('lists every invalid variable at once', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL|DATABASE_URL[\s\S]*PORT/,
    );
  });

  it('refuses to start in production without real providers', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/dev outbox/);
    const config = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tapin.example.org',
      SECRET_KEY: 'x'.repeat(32),
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
    });
    expect(config.isHttps).toBe(true);
    expect(config.sms.kind).toBe('twilio');
  });

  it('syncs sheets from Google over https by default; plain http is for tests only', () => {
    expect(loadConfig({}).sheets).toEqual({
      allowedHosts: ['docs.google.com', '*.googleusercontent.com'],
      allowHttp: false,
      timeoutMs: 10_000,
    });
    const local = loadConfig({ SHEETS_ALLOWED_HOSTS: ' 127.0.0.1:4000, Sheets.School.EDU ' });
    expect(local.sheets.allowedHosts).toEqual(['127.0.0.1:4000', 'sheets.school.edu']);
    const production = {
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://tapin.example.org',
      SECRET_KEY: 'x'.repeat(32),
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
    };
    expect(loadConfig(production).sheets.allowHttp).toBe(false);
    expect(() => loadConfig({ ...production, SHEETS_ALLOW_HTTP: 'true' })).toThrow(
      /SHEETS_ALLOW_HTTP/,
    );
  });

  it('trusts X-Forwarded-For only from proxies named by address, never from everyone', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,uniquelocal' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'uniquelocal',
    ]);
    expect(loadConfig({ TRUST_PROXY: '::1,fd00::/8' }).trustProxy).toEqual(['::1', 'fd00::/8']);
    for (const value of ['true', '1', '2', 'proxy.internal', '10.0.0.0/8/1', '10.0.0/8']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(
        /TRUST_PROXY[\s\S]*addresses of the proxies/,
      );
    }
  });

  it('opens the dev outbox by itself only when served to this machine, never in production', () => {
    expect(loadConfig({}).isDevOutboxOpen).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3100' }).isDevOutboxOpen).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'https://checkin.example.org' }).isDevOutboxOpen).toBe(false);
    expect(
      loadConfig({ PUBLIC_URL: 'https://staging.example.org', DEV_OUTBOX: 'true' }).isDevOutboxOpen,
    ).toBe(true);
    const production = loadConfig({
      NODE_ENV: 'production',
      PUBLIC_URL: 'http://localhost:3000',
      DEV_OUTBOX: 'true',
      SECRET_KEY: 'x'.repeat(32),
      TWILIO_ACCOUNT_SID: 'AC1',
      TWILIO_AUTH_TOKEN: 't',
      TWILIO_FROM: '+15005550006',
      SMTP_URL: 'smtps://user:pass@mail.example.org',
    });
    expect(production.isDevOutboxOpen).toBe(false);
  });

  it('lower-cases ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Coach@Example.org, b@x.io ' }).adminEmails).toEqual([
      'coach@example.org',
      'b@x.io',
    ]);
  });

  it('has game-day limits by default, and refuses the per-address settings it replaced', () => {
    expect(loadConfig({}).limits).toMatchObject({
      smsUnverifiedPerIpPerHour: 40,
      magicLinksUnusedPerIpPerHour: 20,
      authRequestsPerMinute: 300,
      requestsPerMinute: 3000,
    });
    expect(() => loadConfig({ SMS_SENDS_PER_IP_PER_HOUR: '30' })).toThrow(
      /SMS_SENDS_PER_IP_PER_HOUR: replaced by SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR/,
    );
    expect(() => loadConfig({ MAGIC_LINKS_PER_IP_PER_HOUR: '20' })).toThrow(
      /MAGIC_LINKS_PER_IP_PER_HOUR: replaced by MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR/,
    );
  });
});
