/**
 * Prints the gzipped size of the JavaScript and CSS a parent's phone downloads to open
 * /check-in (the QR landing and the whole parent flow), from the Vite manifest of the
 * last build, and fails when it is over the budget.
 *
 *   npm run build && npm run size
 */
import {
  gzipSize,
  kb,
  localeParentFiles,
  type Manifest,
  measureParentBundle,
  PARENT_BUNDLE_BUDGET_BYTES,
  readManifest,
} from './parent-bundle.ts';

let manifest: Manifest;
try {
  manifest = readManifest();
} catch {
  console.error('No build found: run `npm run build` first.');
  process.exit(1);
}

const { rows, total } = measureParentBundle(manifest);
console.log('What /check-in loads (JS + CSS, gzip -9):');
for (const row of rows) console.log(`  ${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`  ${kb(total).padStart(9)}  total (budget ${kb(PARENT_BUNDLE_BUDGET_BYTES)})`);

// A Spanish phone fetches its parent texts before the first render (English is built in).
const spanish = localeParentFiles(manifest, 'es');
const spanishBytes = spanish.reduce((sum, file) => sum + gzipSize(file), 0);
console.log(
  `  ${kb(total + spanishBytes).padStart(9)}  on a Spanish phone (+ ${spanish.join(', ')}, ${kb(spanishBytes)})`,
);

const lazy = Object.values(manifest).filter((chunk) => chunk.isDynamicEntry);
if (lazy.length > 0) {
  console.log('\nLoaded on demand (not part of /check-in):');
  for (const chunk of lazy) {
    const size = [chunk.file, ...(chunk.css ?? [])].reduce((sum, f) => sum + gzipSize(f), 0);
    console.log(`  ${kb(size).padStart(9)}  ${chunk.src ?? chunk.file}`);
  }
}

if (total > PARENT_BUNDLE_BUDGET_BYTES) {
  console.error(`\nOver budget by ${kb(total - PARENT_BUNDLE_BUDGET_BYTES)}.`);
  process.exit(1);
}
