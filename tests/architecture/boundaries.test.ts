/**
 * The layer and feature boundaries of ARCHITECTURE.md, enforced (decision 026).
 *
 * Reads every import of every source file under src/ (static `import`/`export … from`
 * and dynamic `import('…')`), resolves it (relative paths, the `#shared/`, `#server/`,
 * `#web/` aliases of package.json "imports", npm packages) and checks:
 *
 * 1. Layers. src/shared imports nothing from server or web and no npm package but the
 *    few listed in SHARED_PACKAGES. src/web never imports src/server, and src/server
 *    never imports src/web. Web code imports nothing but types from src/shared/schemas.ts
 *    and from zod (the zod rule: zod stays out of the browser's bundles).
 *    Inside the server, platform/, db/ and http/ never import modules/ (adapters know no
 *    feature), and a module's routes.ts does not write SQL (no drizzle-orm, no db/schema).
 *    Inside web, lib/ and components/ never import features/ or app/, and features/ never
 *    import app/.
 * 2. Features. A web feature's public surface is its `api/` and `components/` folders and
 *    the files at its top level; `lib/` and any other folder are its own. A server
 *    module's public surface is its service.ts, its routes.ts (for app.ts) and the files
 *    listed in SERVER_PUBLIC. Tests may reach into anything.
 * 3. The parent flow. What src/web/main.tsx loads up front (static value imports,
 *    followed through) holds no staff feature and no zod: the parent's phone downloads
 *    only the check-in flow.
 * 4. Docs. No file under src/ cites "spec §N" (the spec lives outside the repository:
 *    cite docs/product.md#anchor); every docs/product.md#anchor cited under src/ exists;
 *    every relative link in README.md, ARCHITECTURE.md, CODE_STYLE.md and docs/*.md points
 *    at a file; the decisions index lists every record.
 *
 * Real exceptions are in ALLOWED below, each with its reason; fix the code rather than
 * grow the list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');

/**
 * npm packages src/shared may import at run time: light, and fit for the browser. The ICU
 * compiler runs on the server and in tests only: the Vite build swaps shared/i18n/compile.ts
 * for precompiled functions, so the browser gets @messageformat/runtime alone (decision 025).
 */
const SHARED_PACKAGES = new Set(['zod', '@messageformat/core', '@messageformat/runtime']);

/** npm packages src/shared's tests may import: the test runner, and the SMS segment counter. */
const TEST_PACKAGES = new Set(['vitest', 'sms-segments-calculator']);

/** Web features the parent's check-in flow is made of; every other feature is staff. */
const PARENT_FEATURES = new Set([
  'athlete-linking',
  'offline-check-in',
  'parent-athletes',
  'parent-session',
  'pickup-codes',
  'theme',
  'language', // the language switch on every parent screen (decision 045)
  'guardian-texts', // the offer of arrival texts after verifying (decision 046)
]);

/** Server module files other modules may import besides service.ts and routes.ts. */
const SERVER_PUBLIC = new Set([
  'src/server/modules/auth/scope.ts', // what a staff member may see (decision 044)
  'src/server/modules/auth/guardians.ts', // who is a child's confirmed guardian (decision 059)
  'src/server/modules/auth/access.ts', // the hook that checks each route's declared access
  'src/server/modules/lifecycle/lifecycle.ts', // the retention job app.ts starts
  'src/server/modules/rosters/parse-in-worker.ts', // the roster readers app.ts starts and stops
  'src/server/modules/check-ins/tap-time.ts', // the signed "heard" time the parent's screen sends too
]);

/**
 * Known exceptions: "importer -> imported" (repository paths). Each is a real exception
 * today, with the reason; a line that no longer matches anything fails the test, so the
 * list shrinks when the code is fixed.
 */
const ALLOWED = new Map<string, string>([
  [
    'src/shared/i18n/vite-plugin.ts -> node:vm',
    'build-time Vite plugin that precompiles the catalogue (decision 025); never bundled',
  ],
  [
    'src/shared/i18n/vite-plugin.test.ts -> node:fs',
    'reads the catalogue files the build-time plugin compiles',
  ],
  ['src/shared/i18n/vite-plugin.test.ts -> node:path', 'same test as above'],
  [
    'src/shared/messages/product-doc.test.ts -> node:fs',
    "reads docs/product.md's texts in Spanish to check them against the catalogue (issue 25)",
  ],
  [
    'src/web/app/layouts/staff-layout.tsx -> src/web/features/auth/lib/roles.ts',
    'who counts as staff; the role rule belongs in auth/components or shared',
  ],
  [
    'src/web/app/routes/admin/dashboard.tsx -> src/web/features/auth/lib/roles.ts',
    'same role rule as the staff layout',
  ],
  [
    'src/server/modules/parents/routes.ts -> src/server/db/schema.ts',
    'DELETE /api/parent/session deletes the device row inline; belongs in parents/service.ts',
  ],
  ['src/server/modules/parents/routes.ts -> drizzle-orm', 'same inline delete'],
  [
    'parent flow -> src/web/features/events/api/get-public-event.ts',
    "the QR landing's public event lookup lives with the staff events feature",
  ],
]);

type Import = { from: string; to: string; spec: string; typeOnly: boolean; dynamic: boolean };

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'migrations' || entry.name === 'fixtures') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(full);
    else if (/\.(ts|tsx)$/.test(entry.name)) yield full;
  }
}

const packageImports = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).imports as
  | Record<string, string>
  | undefined;
const aliases = Object.entries(packageImports ?? {})
  .filter(([key, target]) => key.endsWith('/*') && target.endsWith('/*'))
  .map(([key, target]) => [key.slice(0, -1), path.join(root, target.slice(0, -1))] as const);

/** A repository path for a file, or the npm package name for a bare specifier. */
function resolve(from: string, spec: string): string {
  if (spec.startsWith('.')) return rel(path.resolve(path.dirname(from), spec));
  for (const [alias, folder] of aliases) {
    if (spec.startsWith(alias)) return rel(path.join(folder, spec.slice(alias.length)));
  }
  if (spec.startsWith('#')) throw new Error(`${rel(from)}: unknown alias ${spec}`);
  const parts = spec.split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
}

// Biome puts every import and re-export at the start of a line.
const STATIC = /^[ \t]*(import|export)\s+(type\s+)?(?:[^;'"]*?\sfrom\s*)?(['"])([^'"\n]+)\3/gm;
const DYNAMIC = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

function importsOf(file: string): Import[] {
  const code = readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, ' ')
    .replace(/^[ \t]*\/\/.*$/gm, ' ');
  const found: Import[] = [];
  for (const match of code.matchAll(STATIC)) {
    const spec = match[4] as string;
    const typeOnly = Boolean(match[2]) && match[1] === 'import';
    found.push({ from: rel(file), to: resolve(file, spec), spec, typeOnly, dynamic: false });
  }
  for (const match of code.matchAll(DYNAMIC)) {
    const spec = match[2] as string;
    found.push({ from: rel(file), to: resolve(file, spec), spec, typeOnly: false, dynamic: true });
  }
  return found;
}

const files = [...sourceFiles(path.join(root, 'src'))];
const imports = files.flatMap(importsOf);
const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('src/server/testing/');
const isFile = (to: string) => to.startsWith('src/');
const used = new Set<string>();

/** The violations among `list`, less the allowed ones (which are marked as used). */
function report(list: Array<{ key: string; why: string }>): string[] {
  const left: string[] = [];
  for (const { key, why } of list) {
    if (ALLOWED.has(key)) used.add(key);
    else left.push(`${key}  (${why})`);
  }
  return left;
}
const edge = (i: Import) => `${i.from} -> ${i.to}`;

describe('layer boundaries', () => {
  it('imports nothing into src/shared but shared code and its few packages', () => {
    const bad = imports.filter(
      (i) =>
        i.from.startsWith('src/shared/') &&
        !i.typeOnly &&
        !(isTest(i.from) && TEST_PACKAGES.has(i.to)) &&
        (isFile(i.to) ? !i.to.startsWith('src/shared/') : !SHARED_PACKAGES.has(i.to)),
    );
    expect(report(bad.map((i) => ({ key: edge(i), why: 'shared imports only shared' })))).toEqual(
      [],
    );
  });

  it('keeps web and server apart', () => {
    const bad = imports.filter(
      (i) =>
        (i.from.startsWith('src/web/') && i.to.startsWith('src/server/')) ||
        (i.from.startsWith('src/server/') && i.to.startsWith('src/web/')),
    );
    expect(report(bad.map((i) => ({ key: edge(i), why: 'web and server never meet' })))).toEqual(
      [],
    );
  });

  it('imports only types from shared/schemas and zod into web code (the zod rule)', () => {
    const bad = imports.filter(
      (i) =>
        i.from.startsWith('src/web/') &&
        !i.typeOnly &&
        (i.to === 'src/shared/schemas.ts' ||
          i.to.startsWith('src/shared/schemas/') ||
          i.to === 'zod'),
    );
    const why = 'use `import type`: a value import puts zod in the browser bundle';
    expect(report(bad.map((i) => ({ key: edge(i), why })))).toEqual([]);
  });

  it('keeps the server layered: adapters know no feature, routes write no SQL', () => {
    const bad = imports.flatMap((i) => {
      if (
        /^src\/server\/(platform|db|http)\//.test(i.from) &&
        i.to.startsWith('src/server/modules/')
      )
        return [{ key: edge(i), why: 'platform, db and http never import a module' }];
      if (
        /^src\/server\/modules\/.+\/routes\.ts$/.test(i.from) &&
        (i.to === 'drizzle-orm' || i.to === 'src/server/db/schema.ts')
      )
        return [{ key: edge(i), why: 'routes parse and call a service; SQL lives in services' }];
      return [];
    });
    expect(report(bad)).toEqual([]);
  });

  it('has module functions take (deps, input), never a bare database first (decision 024)', () => {
    // The roster import's steps are one transaction's private pieces (rosters/import/).
    const bare = /^export (?:async )?function (\w+)(?:<[^(]*>)?\(\s*\w+\s*:\s*(?:DbOrTx|Db|Tx)\b/gm;
    const bad = files
      .map(rel)
      .filter((file) => /^src\/server\/modules\//.test(file) && !isTest(file))
      .filter((file) => !file.startsWith('src/server/modules/rosters/import/'))
      .flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(bare)].map(
          (match) => `${file}: ${match[1]}`,
        ),
      );
    expect(bad).toEqual([]);
  });

  it('keeps the web layered: lib and components under features, features under app', () => {
    const bad = imports.flatMap((i) => {
      if (/^src\/web\/(lib|components)\//.test(i.from) && /^src\/web\/(features|app)\//.test(i.to))
        return [{ key: edge(i), why: 'lib and components know no feature or route' }];
      if (i.from.startsWith('src/web/features/') && i.to.startsWith('src/web/app/'))
        return [{ key: edge(i), why: 'features know no route or layout' }];
      return [];
    });
    expect(report(bad)).toEqual([]);
  });
  it('has no import loop between server modules, type imports included', () => {
    const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
    const edges = new Map<string, Map<string, string>>();
    for (const i of imports) {
      const [from, to] = [moduleOf(i.from), moduleOf(i.to)];
      if (!from || !to || from === to || isTest(i.from)) continue;
      const out = edges.get(from) ?? new Map<string, string>();
      if (!out.has(to)) out.set(to, edge(i));
      edges.set(from, out);
    }
    // Every cycle shows as a module that reaches itself; one path per module is enough.
    const loops: string[] = [];
    for (const start of edges.keys()) {
      const seen = new Set<string>();
      const walk = (module: string, path: string[]): string[] | null => {
        for (const [next, via] of edges.get(module) ?? []) {
          if (next === start) return [...path, via];
          if (seen.has(next)) continue;
          seen.add(next);
          const found = walk(next, [...path, via]);
          if (found) return found;
        }
        return null;
      };
      const loop = walk(start, []);
      if (loop) loops.push(`${start}: ${loop.join(' ; ')}`);
    }
    expect(loops).toEqual([]);
  });
});

describe('feature boundaries', () => {
  it("reaches into no other web feature's internals", () => {
    const bad = imports.flatMap((i) => {
      const target = /^src\/web\/features\/([^/]+)\/(.+)$/.exec(i.to);
      if (!target || isTest(i.from)) return [];
      const [, feature, inside] = target as unknown as [string, string, string];
      if (i.from.startsWith(`src/web/features/${feature}/`)) return [];
      const publicFile = !inside.includes('/') || /^(api|components)\/[^/]+$/.test(inside);
      if (publicFile) return [];
      return [{ key: edge(i), why: `${feature}/${inside} is internal to ${feature}` }];
    });
    expect(report(bad)).toEqual([]);
  });

  it("reaches into no other server module's internals", () => {
    const bad = imports.flatMap((i) => {
      const target = /^src\/server\/modules\/([^/]+)\/(.+)$/.exec(i.to);
      if (!target || isTest(i.from)) return [];
      const [, module, inside] = target as unknown as [string, string, string];
      if (i.from.startsWith(`src/server/modules/${module}/`)) return [];
      if (inside === 'service.ts' || inside === 'routes.ts') return [];
      if (SERVER_PUBLIC.has(i.to)) return [];
      return [{ key: edge(i), why: `${module}/${inside} is internal to ${module}` }];
    });
    expect(report(bad)).toEqual([]);
  });
});

describe('the parent flow', () => {
  it('loads no staff feature and no zod up front', () => {
    const graph = new Map<string, string[]>();
    for (const i of imports) {
      if (i.typeOnly || i.dynamic) continue;
      graph.set(i.from, [...(graph.get(i.from) ?? []), i.to]);
    }
    const seen = new Set<string>();
    const stack = ['src/web/main.tsx'];
    while (stack.length > 0) {
      const file = stack.pop() as string;
      if (seen.has(file)) continue;
      seen.add(file);
      if (isFile(file)) stack.push(...(graph.get(file) ?? []));
    }
    expect(seen.size).toBeGreaterThan(20);
    const bad = [...seen].flatMap((file) => {
      const feature = /^src\/web\/features\/([^/]+)\//.exec(file)?.[1];
      if (feature && !PARENT_FEATURES.has(feature))
        return [{ key: `parent flow -> ${file}`, why: `${feature} is a staff feature` }];
      if (file === 'zod' || file === 'src/shared/schemas.ts')
        return [{ key: `parent flow -> ${file}`, why: 'zod stays out of the parent bundle' }];
      return [];
    });
    expect(report(bad)).toEqual([]);
  });
});

describe('docs the code cites', () => {
  const productPath = path.join(root, 'docs/product.md');
  const product = existsSync(productPath) ? readFileSync(productPath, 'utf8') : '';
  const anchors = new Set([
    ...[...product.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]),
    ...[...product.matchAll(/^#{1,6} +(.+)$/gm)].map((m) =>
      (m[1] as string)
        .toLowerCase()
        .replace(/[^\w\- ]/g, '')
        .trim()
        .replace(/ /g, '-'),
    ),
  ]);

  it('cites docs/product.md, not "spec §N" (the spec is not in the repository)', () => {
    const cites = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, n) =>
          /spec §|§\d/i.test(line) ? [`${rel(file)}:${n + 1}: ${line.trim()}`] : [],
        ),
    );
    if (cites.length > 0) {
      console.warn(
        `${cites.length} line(s) under src/ cite "spec §N". Cite the section of docs/product.md ` +
          'that covers it instead (e.g. docs/product.md#coach-dashboard); after a merge, ' +
          'the comment rewrite script of decision 026 does it for every line at once.',
      );
    }
    expect(cites).toEqual([]);
  });

  it('cites only anchors docs/product.md has', () => {
    expect(product).not.toBe('');
    const missing = files.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/docs\/product\.md#([\w-]+)/g)]
        .filter((m) => !anchors.has(m[1]))
        .map((m) => `${rel(file)}: #${m[1]}`),
    );
    expect(missing).toEqual([]);
  });

  it('links only to files that exist (README.md, ARCHITECTURE.md, docs/)', () => {
    const docs = [
      'README.md',
      'ARCHITECTURE.md',
      'CODE_STYLE.md',
      'docs/product.md',
      'docs/decisions/README.md',
    ].filter((doc) => existsSync(path.join(root, doc)));
    const broken = docs.flatMap((doc) =>
      [...readFileSync(path.join(root, doc), 'utf8').matchAll(/\]\(([^)#\s]+)(#[^)\s]*)?\)/g)]
        .map((m) => m[1] as string)
        .filter((link) => !/^[a-z]+:/.test(link))
        .filter((link) => !existsSync(path.resolve(path.dirname(path.join(root, doc)), link)))
        .map((link) => `${doc}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('lists every decision record in the index, with its number and title', () => {
    const folder = path.join(root, 'docs/decisions');
    const index = readFileSync(path.join(folder, 'README.md'), 'utf8');
    const unlisted = readdirSync(folder)
      .filter((file) => /^\d{3}-.+\.md$/.test(file))
      .filter((file) => {
        const title = readFileSync(path.join(folder, file), 'utf8').split('\n')[0] ?? '';
        const [number, name] = title.replace(/^# /, '').split(' — ');
        return !index.includes(`| [${number}](${file}) | ${name} |`);
      });
    expect(unlisted).toEqual([]);
  });
});

describe('the allow-list', () => {
  it('has no stale entries (run with the whole file)', () => {
    // Runs last: the tests above mark the entries they met.
    const stale = [...ALLOWED.keys()].filter((key) => !used.has(key));
    expect(stale).toEqual([]);
  });
});
