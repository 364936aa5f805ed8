/**
 * Scores the long-tail fixtures (issue 23) against long-tail-truth.json: per fixture, the
 * athletes read exactly right (names, team, guardian phones) of those the file holds, and
 * the rows read as athletes that are none. Run: node --import tsx <this file>
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseRosterFile } from '../parse-roster.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const truth = JSON.parse(readFileSync(path.join(here, 'long-tail-truth.json'), 'utf8')) as Record<
  string,
  string[]
>;
let right = 0;
let total = 0;
for (const [file, expected] of Object.entries(truth)) {
  const bytes = readFileSync(path.join(here, '..', 'fixtures', file));
  let got: string[] = [];
  let note = '';
  try {
    const parsed = await parseRosterFile(bytes, { today: new Date('2026-01-15T15:00:00Z') });
    got = parsed.athletes.map(
      (a) => `${a.lastName}|${a.firstName}|${a.teamName ?? ''}|${a.guardianPhones.join(' ')}`,
    );
  } catch (error) {
    note = ` refused: ${(error as Error).message}`;
  }
  const canon = (line: string) => {
    const parts = line.split('|');
    parts[3] = (parts[3] ?? '').split(' ').filter(Boolean).sort().join(' ');
    return parts.join('|');
  };
  const gotSet = new Set(got.map(canon));
  const ok = expected.filter((line) => gotSet.has(canon(line))).length;
  const extra = got.filter((line) => !expected.map(canon).includes(canon(line)));
  right += ok;
  total += expected.length;
  console.log(`${file}: ${ok}/${expected.length}${note}`);
  if (process.argv.includes('-v')) for (const line of extra) console.log(`   got: ${line}`);
}
console.log(`all: ${right}/${total}`);
