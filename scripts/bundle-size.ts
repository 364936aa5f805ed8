/**
 * Prints the gzipped size of the JavaScript and CSS a parent's phone downloads to open
 * /check-in (the QR landing and the whole parent flow), from the Vite manifest of the
 * last build, and fails when it is over the budget.
 *
 *   npm run build && npm run size
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 120 * 1024;
const distDir = path.resolve(import.meta.dirname, '..', 'dist', 'web');

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

function gzipSize(file: string): number {
  return gzipSync(readFileSync(path.join(distDir, file)), { level: 9 }).length;
}

function kb(bytes: number): string {
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

let manifest: Manifest;
try {
  manifest = JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entryKey) {
  console.error('The manifest has no entry chunk.');
  process.exit(1);
}

// index.html loads public/theme-init.js as a classic script before the bundle.
const files = [...staticFiles(manifest, entryKey), 'theme-init.js'];
const rows = files.map((file) => ({ file, gzip: gzipSize(file) }));
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

console.log('What /check-in loads (JS + CSS, gzip -9):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(BUDGET_BYTES)})`);

const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
if (lazy.length > 0) {
  console.log('\nLoaded on demand (not part of /check-in):');
  for (const chunk of lazy) {
    const size = [chunk.file, ...(chunk.css ?? [])].reduce((sum, f) => sum + gzipSize(f), 0);
    console.log(`  ${kb(size).padStart(9)}  ${chunk.src ?? chunk.file}`);
  }
}

if (total > BUDGET_BYTES) {
  console.error(`\nOver budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
