// Compiles the server (and the shared code it imports) to plain JavaScript in dist/server
// and dist/shared, next to the browser app in dist/web, and copies the SQL migrations.
// Plain JavaScript itself: `npm run build` needs no tsx.
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';

for (const dir of ['dist/server', 'dist/shared']) rmSync(dir, { recursive: true, force: true });
const tsc = path.join('node_modules', 'typescript', 'bin', 'tsc');
const result = spawnSync(process.execPath, [tsc, '-p', 'tsconfig.server.json'], {
  stdio: 'inherit',
});
if (result.status !== 0) process.exit(result.status ?? 1);
cpSync('src/server/db/migrations', 'dist/server/db/migrations', { recursive: true });
