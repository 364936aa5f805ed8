/**
 * One contract per API call (decision 055). src/shared/api/endpoints.ts names every
 * endpoint once: the server registers its routes from it and the browser builds its URLs
 * from it. This test holds the three together:
 *
 * 1. Every /api route the server registers is an entry of the contract, with the same
 *    method and path, and every entry is registered (the app is built with the optional
 *    routes on: an identity provider and the development outbox). The OpenAPI description
 *    lists exactly the contract's paths.
 * 2. No string literal in src/web holds "/api/": a browser call goes through `apiPath`.
 *    The files in LITERALS_ALLOWED are the exceptions, each with its reason; a file listed
 *    that no longer needs it fails the test, so the list only shrinks.
 * 3. The browser decides what an error means by its code (`hasErrorCode`), never by its
 *    HTTP status: no `isApiError(error, 4xx)` and no `.status` compared with a number,
 *    outside STATUS_ALLOWED.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import * as contract from '#shared/api/endpoints.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { staffQueryKeys } from '#web/lib/staff-query-keys.ts';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/** src/web files that may still write an /api/ path, with how many literals and why. */
const LITERALS_ALLOWED: Record<string, { count: number; why: string }> = {
  // A classic script in public/ that runs before the app (no imports): the check below
  // holds its one path to the contract's.
  'src/web/public/theme-init.js': { count: 1, why: 'runs before any module can load' },
};

/** src/web files that may still decide by HTTP status, with how many places and why. */
const STATUS_ALLOWED: Record<string, { count: number; why: string }> = {
  // XMLHttpRequest has no `ok`: this is "was it a success", not what an error means.
  'src/web/features/rosters/api/upload-roster.ts': { count: 2, why: 'the success range' },
};

const endpoints = (Object.values(contract) as unknown[]).filter(
  (value): value is contract.Endpoint =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
);
const key = (method: string, url: string) => `${method} ${url}`;

describe('the server registers exactly the contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      // The identity provider's routes exist only when one is configured; its discovery
      // waits for the first sign-in, so no provider needs to answer here.
      env: {
        OIDC_ISSUER: 'https://id.example.test',
        OIDC_CLIENT_ID: 'tapin',
        OIDC_CLIENT_SECRET: 'tapin-secret',
        OIDC_PROVIDER_NAME: 'Club Login',
      },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('names each endpoint once', () => {
    const keys = endpoints.map((e) => key(e.method, e.path));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(endpoints.every((e) => e.path.startsWith('/api/'))).toBe(true);
  });

  it('registers every /api route from the contract, and every entry of it', () => {
    const registered = t.app.routes
      .filter((route) => route.url.startsWith('/api') && route.method !== 'HEAD')
      .map((route) => key(route.method, route.url));
    const declared = endpoints.map((e) => key(e.method, e.path));
    expect(registered.filter((k) => !declared.includes(k))).toEqual([]);
    expect(declared.filter((k) => !registered.includes(k))).toEqual([]);
  });

  it('describes exactly the contract in the OpenAPI document', async () => {
    const spec = (await t.app.inject({ url: contract.openApi.path })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const described = Object.entries(spec.paths).flatMap(([url, operations]) =>
      Object.keys(operations).map((method) => key(method.toUpperCase(), url)),
    );
    const declared = endpoints
      .filter((e) => e !== contract.openApi)
      .map((e) => key(e.method, e.path.replace(/:([A-Za-z]+)/g, '{$1}')));
    expect(described.sort()).toEqual(declared.sort());
  });
});

// ---- the browser ------------------------------------------------------------------------

function webFiles(dir = path.join(root, 'src/web')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return webFiles(file);
    return /\.(ts|tsx|js|mjs)$/.test(entry.name) ? [file] : [];
  });
}

/** An ESTree node as oxc (through Vite) gives it: only what this test reads. */
interface Node {
  type: string;
  start: number;
  [field: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

const sources = webFiles().map((file) => {
  const text = readFileSync(file, 'utf8');
  const lang = file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js';
  const { program, errors } = parseSync(file, text, { lang });
  expect(errors, rel(file)).toEqual([]);
  const lineOf = (node: Node) => text.slice(0, node.start).split('\n').length;
  return { file: rel(file), program: program as unknown as Node, lineOf };
});

function walk(node: Node, visit: (node: Node) => void) {
  visit(node);
  for (const value of Object.values(node)) {
    for (const child of Array.isArray(value) ? value : [value])
      if (isNode(child)) walk(child, visit);
  }
}

const MODULE_REFERENCES = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
]);

/** Every string, template part and JSX text: what could hold a path. Comments are not. */
function literals(program: Node): { text: string; node: Node }[] {
  const found: { text: string; node: Node }[] = [];
  /** Module names ('../api/get-teams.ts') are not paths of the API. */
  const moduleNames = new Set<unknown>();
  walk(program, (node) => {
    if (MODULE_REFERENCES.has(node.type)) moduleNames.add(node.source ?? node.argument);
    if (node.type === 'Literal' && typeof node.value === 'string') {
      if (moduleNames.has(node)) return;
      found.push({ text: node.value, node });
    } else if (node.type === 'TemplateElement') {
      found.push({ text: (node.value as { raw: string }).raw, node });
    } else if (node.type === 'JSXText') {
      found.push({ text: String(node.value), node });
    }
  });
  return found;
}

/** Where a file decides by HTTP status: `isApiError(x, 404)`, `x.status === 409`, … */
function statusDecisions(program: Node): Node[] {
  const found: Node[] = [];
  const isNumber = (node: unknown) =>
    isNode(node) && node.type === 'Literal' && typeof node.value === 'number';
  const isStatus = (node: unknown) =>
    isNode(node) &&
    node.type === 'MemberExpression' &&
    isNode(node.property) &&
    node.property.name === 'status';
  walk(program, (node) => {
    const callee = node.callee;
    if (
      node.type === 'CallExpression' &&
      isNode(callee) &&
      callee.type === 'Identifier' &&
      callee.name === 'isApiError' &&
      (node.arguments as unknown[]).length > 1
    ) {
      found.push(node);
    }
    if (
      node.type === 'BinaryExpression' &&
      ((isStatus(node.left) && isNumber(node.right)) ||
        (isNumber(node.left) && isStatus(node.right)))
    ) {
      found.push(node);
    }
  });
  return found;
}

describe('the browser calls through the contract', () => {
  it('writes no /api/ path outside src/shared/api (but the files allowed, each with its reason)', () => {
    const found: Record<string, string[]> = {};
    for (const { file, program, lineOf } of sources) {
      const hits = literals(program).filter((l) => l.text.includes('/api/'));
      if (hits.length > 0) found[file] = hits.map((h) => `${lineOf(h.node)}: ${h.text}`);
    }
    const unexpected = Object.entries(found).filter(
      ([file, hits]) => hits.length !== LITERALS_ALLOWED[file]?.count,
    );
    expect(Object.fromEntries(unexpected)).toEqual({});
    // An allowed file that no longer needs it leaves the list.
    expect(Object.keys(LITERALS_ALLOWED).filter((file) => !(file in found))).toEqual([]);
  });

  it("the early screen request of theme-init.js asks the contract's path", () => {
    const script = readFileSync(path.join(root, 'src/web/public/theme-init.js'), 'utf8');
    const written = /`(\/api\/[^`]+)`/.exec(script)?.[1]?.replace(/\$\{[^}]+\}/g, ':eventId');
    expect(written).toBe(contract.checkInScreen.path);
  });

  it('decides by error code, not by HTTP status (but the files allowed, each with its reason)', () => {
    const found: Record<string, number[]> = {};
    for (const { file, program, lineOf } of sources) {
      if (file.endsWith('.test.ts') || file.endsWith('.test.tsx')) continue;
      const lines = statusDecisions(program).map(lineOf);
      if (lines.length > 0) found[file] = lines;
    }
    const unexpected = Object.entries(found).filter(
      ([file, lines]) => lines.length !== STATUS_ALLOWED[file]?.count,
    );
    expect(Object.fromEntries(unexpected)).toEqual({});
    expect(Object.keys(STATUS_ALLOWED).filter((file) => !(file in found))).toEqual([]);
  });
});

describe('the query keys built from the contract', () => {
  it('keep the values they had when written by hand (a cache kept on a phone still matches)', () => {
    expect(queryKeys.parentSession).toEqual(['/api/parent/session']);
    expect(queryKeys.parentTexts).toEqual(['/api/parent/texts']);
    expect(queryKeys.guardianData).toEqual(['/api/parent/my-data']);
    expect(queryKeys.publicEvent('e1')).toEqual(['/api/parent/events', 'e1']);
    expect(queryKeys.seriesScreen('s1')).toEqual(['/api/parent/series', 's1', 'screen']);
    expect(queryKeys.checkInScreen('e1')).toEqual(['/api/parent/events', 'e1', 'screen']);
    expect(queryKeys.eventTeams('e1')).toEqual(['/api/parent/events', 'e1', 'teams']);
    expect(queryKeys.rosterSearch('e1', 'ma')).toEqual([
      '/api/parent/events',
      'e1',
      'search',
      { q: 'ma' },
    ]);
    expect(queryKeys.parentAthletesAll).toEqual(['/api/athletes']);
    expect(queryKeys.parentAthletes('e1', '+1555')).toEqual([
      '/api/athletes',
      { event: 'e1', phone: '+1555' },
    ]);
    expect(queryKeys.athleteAll).toEqual(['/api/athlete']);
    expect(queryKeys.athlete('a1', 'e1')).toEqual(['/api/athlete', 'a1', { event: 'e1' }]);
    expect(queryKeys.authUser).toEqual(['/api/auth/user']);
    expect(staffQueryKeys.authProviders).toEqual(['/api/auth/providers']);
    expect(staffQueryKeys.adminUsers).toEqual(['/api/admin/users']);
    expect(staffQueryKeys.adminTexts).toEqual(['/api/admin/texts']);
    expect(staffQueryKeys.lateNudge('e1')).toEqual(['/api/events', 'e1', 'late-nudge']);
    expect(staffQueryKeys.coachTeams).toEqual(['/api/admin/coach-teams']);
    expect(staffQueryKeys.auditLog({ a: 'b' })).toEqual(['/api/admin/audit', { a: 'b' }]);
    expect(staffQueryKeys.events).toEqual(['/api/events']);
    expect(staffQueryKeys.earlierEvents).toEqual(['/api/events', { scope: 'past' }]);
    expect(staffQueryKeys.eventRoster('e1')).toEqual(['/api/events', 'e1', 'athletes']);
    expect(staffQueryKeys.checkIns('e1')).toEqual(['/api/check-ins', 'e1']);
    expect(staffQueryKeys.scheduleNotices).toEqual(['/api/schedule-notices']);
    expect(staffQueryKeys.parentLinks('e1')).toEqual(['/api/events', 'e1', 'parent-links']);
    expect(staffQueryKeys.teams).toEqual(['/api/teams']);
    expect(staffQueryKeys.eventQrCode('e1')).toEqual(['/api/qr-code', 'e1']);
    expect(staffQueryKeys.seriesQrCode('s1')).toEqual(['/api/series', 's1', 'qr-code']);
  });
});
