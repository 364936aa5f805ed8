/**
 * The browser app as the server serves it: looked for on each request, so a server
 * started before `npm run build` finished serves the app once it is built, and says so
 * in a page (not a bare JSON 404) until then.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await mkdtemp(path.join(tmpdir(), 'tapin-web-'));
  t = await createTestApp({ webRoot: webDir });
});

afterAll(async () => {
  await t.close();
  await rm(webDir, { recursive: true, force: true });
});

describe('serving the browser app', () => {
  it('says the app is not built yet, then serves it once it is, without a restart', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/' });
    expect(before.statusCode).toBe(503);
    expect(before.headers['content-type']).toMatch(/^text\/html/);
    expect(before.headers['retry-after']).toBe('5');
    expect(before.body).toContain(messages.server.webNotBuiltTitle);
    expect(before.body).not.toContain('Not found');
    const deepLink = await t.app.inject({ method: 'GET', url: '/check-in?event=x' });
    expect(deepLink.statusCode).toBe(503);
    // The API keeps answering JSON whatever the browser app's state.
    const api = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ code: 'NOT_FOUND', message: messages.errors.notFound });

    // `npm run build` finishes while the server runs.
    await mkdir(path.join(webDir, 'assets'));
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>TapIn app</title>');
    await writeFile(path.join(webDir, 'assets', 'main-abc.js'), 'console.log(1)');

    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('TapIn app');
    const route = await t.app.inject({ method: 'GET', url: '/coach/tools' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('TapIn app');
    const script = await t.app.inject({ method: 'GET', url: '/assets/main-abc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toBe('console.log(1)');
    const missingAsset = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(missingAsset.statusCode).toBe(404);
  });
});
