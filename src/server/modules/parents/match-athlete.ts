/**
 * Fuzzy matching of a parent's manual entry against an event roster (typos, case,
 * accents). A clear winner is a match; two close candidates are reported, never guessed.
 */
import Fuse from 'fuse.js';
import { foldName } from '#shared/names.ts';

export interface RosterEntry {
  id: string;
  firstName: string;
  lastName: string;
  teamId: string | null;
  gradYear: number | null;
}

export interface ManualEntry {
  firstName: string;
  lastName: string;
  teamId?: string | null;
  gradYear?: number | null;
}

export type MatchResult<T extends RosterEntry> =
  | { kind: 'match'; athlete: T }
  | { kind: 'none' }
  | { kind: 'ambiguous'; candidates: T[] };

/** Scores run from 0 (identical) to 1 (nothing alike). */
const MAX_SCORE = 0.35;
/** Candidates scoring within this of the best are too close to tell apart by name. */
const CLOSE_GAP = 0.1;
/** A part of a name is not the name: "Jo Sm" must not link Jon Smith. */
const MAX_LENGTH_DIFFERENCE = 0.3;

function isSimilarLength(a: string, b: string): boolean {
  return Math.abs(a.length - b.length) / Math.max(a.length, b.length) <= MAX_LENGTH_DIFFERENCE;
}

export function matchAthlete<T extends RosterEntry>(
  roster: T[],
  entry: ManualEntry,
): MatchResult<T> {
  const wanted = foldName(`${entry.firstName} ${entry.lastName}`);
  if (!wanted) return { kind: 'none' };
  const fuse = new Fuse(
    roster.map((athlete) => ({
      athlete,
      name: foldName(`${athlete.firstName} ${athlete.lastName}`),
    })),
    { keys: ['name'], includeScore: true, ignoreLocation: true, threshold: MAX_SCORE },
  );
  const hits = fuse.search(wanted).filter((hit) => isSimilarLength(hit.item.name, wanted));
  const best = hits[0];
  if (!best) return { kind: 'none' };
  const bestScore = best.score ?? 0;
  let close = hits
    .filter((hit) => (hit.score ?? 0) - bestScore <= CLOSE_GAP)
    .map((hit) => hit.item.athlete);
  if (close.length === 1) return { kind: 'match', athlete: close[0]! };

  // Several close names: let the team and the graduation year the parent gave decide.
  if (entry.teamId) {
    const sameTeam = close.filter((athlete) => athlete.teamId === entry.teamId);
    if (sameTeam.length > 0) close = sameTeam;
  }
  if (entry.gradYear) {
    const sameYear = close.filter((athlete) => athlete.gradYear === entry.gradYear);
    if (sameYear.length > 0) close = sameYear;
  }
  return close.length === 1
    ? { kind: 'match', athlete: close[0]! }
    : { kind: 'ambiguous', candidates: close };
}
