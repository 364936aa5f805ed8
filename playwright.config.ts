/**
 * End-to-end tests: Debian's Chromium (never a downloaded browser) against the real app,
 * built and started on port 3100 with a fresh embedded database seeded by
 * tests/e2e/support/seed.ts.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets a second run (another checkout) share the machine.
const PORT = Number(process.env.E2E_PORT ?? 3100);
// The coach-tools spec's Google Sheet stand-in; it moves with E2E_PORT so two runs never meet.
process.env.E2E_SHEETS_PORT ??= String(PORT + 1218);
const baseURL = `http://localhost:${PORT}`;

// The config is evaluated again in every worker; workers inherit the runner's environment,
// so the directory is created once and shared.
process.env.E2E_DIR ??= mkdtempSync(path.join(tmpdir(), 'tapin-e2e-'));
const e2eDir = process.env.E2E_DIR;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  // axe runs are CPU-heavy and CI machines have two cores.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry in CI for a test that times out on a loaded 2-core machine; it is reported as flaky.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    // Phones first: a parent scans the QR code on one.
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
    timezoneId: 'America/Chicago',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The build gets NODE_ENV=production of its own: under NODE_ENV=test Vite would bundle
    // React's development build.
    command:
      'NODE_ENV=production npm run build && node --import tsx tests/e2e/support/seed.ts && node dist/server/main.js',
    url: `${baseURL}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: path.join(e2eDir, 'db'),
      E2E_DIR: e2eDir,
      LOG_LEVEL: 'warn',
      // Every test runs from 127.0.0.1 with its own phone number: lift the per-address caps.
      SMS_UNVERIFIED_SENDS_PER_IP_PER_HOUR: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      MAGIC_LINKS_UNUSED_PER_IP_PER_HOUR: '100000',
      // Staff sessions of the specs (tests/e2e/support/staff.ts): one address, signed in by
      // many tests at once, an admin whoever signed in first.
      MAGIC_LINKS_PER_EMAIL_PER_HOUR: '100000',
      // …who may have many live dashboards open at once, all from 127.0.0.1.
      LIVE_STREAMS_PER_USER: '100000',
      LIVE_STREAMS_PER_ADDRESS: '100000',
      ADMIN_EMAILS: 'e2e-staff@tapin.test',
      // Google Sheet sync from the coach-tools spec's local stand-in (decision 010): that
      // address and port only, over plain http (refused in production).
      SHEETS_ALLOWED_HOSTS: `127.0.0.1:${process.env.E2E_SHEETS_PORT}`,
      SHEETS_ALLOW_HTTP: 'true',
    },
  },
});
