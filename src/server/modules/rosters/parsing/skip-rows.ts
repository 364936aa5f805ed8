/** Rows of a roster file that are not athletes: totals, glossaries, staff and parents. */

import { cleanCell } from './cells.ts';
import { type ColumnMap, normalizeHeader } from './columns.ts';

/** A totals or summary line under a table. */
export const TOTALS =
  /^(team\s+)?(totals?|grand\s+total|sub-?totals?|summary|averages?|count)\b:?/i;
/** The start of a glossary, legend or notes section: everything below it is skipped. */
export const GLOSSARY = /^(glossary|legend|key|abbreviations|definitions|notes?|stat\s+key)\s*:?$/i;
/** Role values of people who are not athletes. */
export const NOT_ATHLETE =
  /\b(coach(es)?|staff|manager|mgr|volunteer|parent|guardian|admin(istrator)?|trainer|official|referee|director|chaperone|assistant|non-?\s?player|team\s?(mom|parent)|scorekeeper)\b/i;
const YES = /^(y|yes|true|1|x|✓|✔)$/i;
const NO = /^(n|no|false|0)$/i;

/** Why a row is not an athlete, from its role columns; null for a player. */
export function roleSkip(header: readonly string[], map: ColumnMap, cells: readonly string[]) {
  for (const index of map.role) {
    const value = cleanCell(cells[index]);
    if (!value) continue;
    const name = normalizeHeader(header[index] ?? '');
    const isPlayerColumn = /isplayer$|^player$/.test(name);
    const detail = `${cleanCell(header[index]) || '?'}: ${value}`.slice(0, 80);
    if (YES.test(value)) {
      if (!isPlayerColumn) return detail;
    } else if (NO.test(value)) {
      if (isPlayerColumn) return detail;
    } else if (NOT_ATHLETE.test(value)) return detail;
  }
  return null;
}

// ---- the table -----------------------------------------------------------------------
