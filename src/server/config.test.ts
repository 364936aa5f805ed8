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

  it('lower-cases ADMIN_EMAILS', () => {
    expect(loadConfig({ ADMIN_EMAILS: ' Coach@Example.org, b@x.io ' }).adminEmails).toEqual([
      'coach@example.org',
      'b@x.io',
    ]);
  });
});
