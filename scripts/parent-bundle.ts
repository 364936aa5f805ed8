/**
 * What a parent's phone downloads to open /check-in (the QR landing and the whole parent
 * flow): the entry chunk, its static imports and their CSS, from the Vite manifest of the
 * last build, gzipped. Shared by `npm run size` and the field-conditions e2e spec.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/** Issue 25: the parent page stays within 60 KB gzipped (decision 008 set 90 KB, 022 reached 60). */
export const PARENT_BUNDLE_BUDGET_BYTES = 60 * 1024;
export const distDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export function gzipSize(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

export function kb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Files a chunk loads up front: itself, its static imports (recursively) and their CSS. */
function staticFiles(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) staticFiles(manifest, imported, seen);
  return seen;
}

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
}

/**
 * The files /check-in loads up front: the entry chunk, its static imports and their CSS,
 * and public/theme-init.js (a classic script index.html loads before the bundle).
 */
export function parentFiles(manifest: Manifest): string[] {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk.');
  return [...staticFiles(manifest, entryKey), 'theme-init.js'];
}

/**
 * Sources the parent flow loads after its first paint, not up front (the toaster, which
 * only an error or a notice needs; the link step, which only a first visit or "Add another
 * athlete" opens, decision 054): the service worker precaches them with the shell, so
 * they are there with no signal too.
 */
export const PARENT_DEFERRED_SOURCES = [
  'components/ui/toaster.tsx',
  'features/pickup-codes/components/pickup-code-cards.tsx',
  'app/routes/check-in/link.tsx',
];

/** The files of PARENT_DEFERRED_SOURCES not already among the parent's up-front files. */
export function parentDeferredFiles(manifest: Manifest): string[] {
  const upFront = new Set(parentFiles(manifest));
  const files = new Set<string>();
  for (const source of PARENT_DEFERRED_SOURCES) {
    if (!manifest[source]) throw new Error(`${source} is not a chunk of the build.`);
    for (const file of staticFiles(manifest, source)) if (!upFront.has(file)) files.add(file);
  }
  return [...files];
}

/** The parent's up-front files with their gzipped sizes, and the total. */
export function measureParentBundle(manifest: Manifest = readManifest()) {
  const files = parentFiles(manifest);
  const rows = files.map((file) => ({ file, gzip: gzipSize(file) }));
  const total = rows.reduce((sum, row) => sum + row.gzip, 0);
  return { rows, total };
}

/**
 * What a phone in another language loads before its first render, besides the parent
 * bundle: that language's parent texts (src/shared/messages/<code>/public.ts; decision 045).
 * Rolldown may make that module a shared chunk of its own (the language's `parent-screens`
 * imports it too), which the manifest names but does not map to its source: it is then
 * found as the chunk of that name the `parent-screens` chunk imports.
 */
export function localeParentFiles(manifest: Manifest, code: string): string[] {
  const source = `../shared/messages/${code}/public.ts`;
  if (manifest[source]) return [...staticFiles(manifest, source)].filter(notUpFront(manifest));
  const screens = manifest[`../shared/messages/${code}/parent-screens.ts`];
  const key = screens?.imports?.find((imported) => manifest[imported]?.name === 'public');
  if (!key) throw new Error(`${source} is not found in the build.`);
  return [...staticFiles(manifest, key)].filter(notUpFront(manifest));
}

function notUpFront(manifest: Manifest) {
  const upFront = new Set(parentFiles(manifest));
  return (file: string) => !upFront.has(file);
}
