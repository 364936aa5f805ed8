import { describe, expect, it } from 'vitest';
import { foldName } from '#shared/names.ts';
import { matchAthlete } from './match-athlete.ts';

const roster = [
  { id: 'jon', firstName: 'Jon', lastName: 'Smith', teamId: 'eagles', gradYear: 2030 },
  { id: 'jane', firstName: 'Jane', lastName: 'Smith', teamId: 'eagles', gradYear: 2031 },
  { id: 'jose', firstName: 'José', lastName: 'Muñoz', teamId: 'hawks', gradYear: 2030 },
  { id: 'maya', firstName: 'Maya', lastName: 'Lee', teamId: 'hawks', gradYear: 2029 },
  { id: 'mia', firstName: 'Mia', lastName: 'Lee', teamId: 'falcons', gradYear: 2029 },
  { id: 'sam1', firstName: 'Sam', lastName: 'Taylor', teamId: 'eagles', gradYear: 2030 },
  { id: 'sam2', firstName: 'Sam', lastName: 'Taylor', teamId: 'hawks', gradYear: 2032 },
];

const matchedId = (entry: Parameters<typeof matchAthlete>[1]) => {
  const result = matchAthlete(roster, entry);
  return result.kind === 'match' ? result.athlete.id : result.kind;
};

describe('matchAthlete', () => {
  it('forgives typos and case', () => {
    expect(matchedId({ firstName: 'jon', lastName: 'smyth' })).toBe('jon');
    expect(matchedId({ firstName: 'JON', lastName: 'SMITH' })).toBe('jon');
  });

  it('ignores accents both ways', () => {
    expect(matchedId({ firstName: 'jose', lastName: 'munoz' })).toBe('jose');
    expect(foldName('  José  MUÑOZ ')).toBe('jose munoz');
  });

  it('finds nothing for a name not on the roster or only part of one', () => {
    expect(matchedId({ firstName: 'Zed', lastName: 'Zulu' })).toBe('none');
    expect(matchedId({ firstName: 'Jo', lastName: 'Sm' })).toBe('none');
    expect(matchedId({ firstName: ' ', lastName: ' ' })).toBe('none');
  });

  it('reports two equally close names instead of guessing', () => {
    const result = matchAthlete(roster, { firstName: 'Sam', lastName: 'Taylor' });
    expect(result.kind).toBe('ambiguous');
    expect(result.kind === 'ambiguous' && result.candidates.map((c) => c.id).sort()).toEqual([
      'sam1',
      'sam2',
    ]);
  });

  it('lets the team or year the parent gave settle a tie', () => {
    expect(matchedId({ firstName: 'Sam', lastName: 'Taylor', teamId: 'hawks' })).toBe('sam2');
    expect(matchedId({ firstName: 'Sam', lastName: 'Taylor', gradYear: 2030 })).toBe('sam1');
  });
});
