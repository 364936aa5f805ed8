/**
 * The coach-tools screens have a stylesheet of their own (coach-tools.css): styles.css
 * leaves their sources out, and coach-tools.css names every one of them. A component file
 * missing from that list would get none of its classes anywhere: this test says which.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '..', '..');
const routesDir = import.meta.dirname;

function sources(file: string, pattern: RegExp): string[] {
  return [...readFileSync(file, 'utf8').matchAll(pattern)].map((match) => match[1]!);
}

function componentFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.tsx'))
    .map((name) => path.join(target, name));
}

describe('coach-tools.css', () => {
  const excluded = sources(path.join(webDir, 'styles.css'), /@source not '([^']+)'/g).map((entry) =>
    path.resolve(webDir, entry),
  );
  const listed = sources(path.join(routesDir, 'coach-tools.css'), /@source "([^"]+)"/g).map(
    (entry) => path.resolve(routesDir, entry),
  );

  it('lists every component file that styles.css leaves out', () => {
    expect(excluded.length).toBeGreaterThan(0);
    const missing = excluded
      .flatMap(componentFiles)
      .filter((file) => !listed.includes(file))
      .map((file) => path.relative(webDir, file));
    expect(missing).toEqual([]);
  });

  it('lists only files that exist', () => {
    const gone = listed
      .filter((file) => {
        try {
          return !statSync(file).isFile();
        } catch {
          return true;
        }
      })
      .map((file) => path.relative(webDir, file));
    expect(gone).toEqual([]);
  });
});
