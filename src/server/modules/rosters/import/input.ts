/** What an import is given, and how two rows are known to be the same athlete. */
import type { ValidAthlete } from '../parsing/cells.ts';

/**
 * An athlete to import. `guardianPhones` (E.164, already checked) given replaces the
 * athlete's links from this event's roster file; left out, they stay as they are.
 */
export type ImportAthlete = Omit<ValidAthlete, 'guardianPhones'> & { guardianPhones?: string[] };

/** First name, last name and team, lower-cased: one athlete whatever the case. */
export const keyOf = (athlete: ImportAthlete) =>
  [athlete.firstName, athlete.lastName, athlete.teamName ?? ''].map((part) => part.toLowerCase());

export const rowKey = (athlete: ImportAthlete) => keyOf(athlete).join('\u0000');
