// Compiles the server (and the shared code it imports) to plain JavaScript in dist/server
// and dist/shared, next to the browser app in dist/web, and copies the SQL migrations.
// Plain JavaScript itself: `npm run build` needs no tsx.
//
// Path aliases (decision 026): source files import `#server/…` and `#shared/…` with their
// `.ts` extension, resolved by package.json "imports". tsc rewrites only relative
// specifiers (`./x.ts` -> `./x.js`) and refuses to emit an aliased `.ts` one (TS2877), so
// the build checks the types with that rewrite switched off, then emits without checking,
// and writes dist/package.json: plain `node dist/server/main.js` finds it as the nearest
// package scope and maps `#server/x.ts` to `./server/x.js`.
import { spawnSync } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

for (const dir of ['dist/server', 'dist/shared']) rmSync(dir, { recursive: true, force: true });
const tsc = path.join('node_modules', 'typescript', 'bin', 'tsc');
const run = (...args) => {
  const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', ...args], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
};
run('--noEmit', '--rewriteRelativeImportExtensions', 'false');
run('--noCheck');
cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });

// The compiled twin of package.json "imports": every `#alias/*.ts` that points into
// src/server or src/shared points at the compiled file here instead.
const { imports = {} } = JSON.parse(readFileSync('package.json', 'utf8'));
const compiled = {};
for (const [alias, target] of Object.entries(imports)) {
  const match = /^\.\/src\/(server|shared)\/\*$/.exec(String(target));
  if (match && alias.endsWith('/*')) compiled[`${alias}.ts`] = `./${match[1]}/*.js`;
}
writeFileSync(
  'dist/package.json',
  `${JSON.stringify({ private: true, type: 'module', imports: compiled }, null, 2)}\n`,
);
