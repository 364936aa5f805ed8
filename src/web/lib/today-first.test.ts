import { describe, expect, it } from 'vitest';
import { groupSeries, phaseGroups, todayFirst } from './today-first.ts';

const NOW = Date.parse('2026-11-25T18:00:00Z');
const hours = (h: number) => new Date(NOW + h * 3_600_000).toISOString();
const event = (
  id: string,
  startInHours: number,
  extra: { active?: boolean; seriesId?: string } = {},
) => ({
  id,
  date: hours(startInHours),
  endsAt: hours(startInHours + 1),
  active: extra.active ?? false,
  seriesId: extra.seriesId ?? null,
});

describe('today first', () => {
  it('puts the open event first, then what is under way or to come soonest first, then the past latest first', () => {
    const list = [
      event('last-week', -168),
      event('next-week', 168),
      event('yesterday', -24),
      event('tomorrow', 24),
      event('under-way', -0.5),
      event('open', 48, { active: true }),
    ];
    expect(todayFirst(list, NOW).map((e) => e.id)).toEqual([
      'open',
      'under-way',
      'tomorrow',
      'next-week',
      'yesterday',
      'last-week',
    ]);
  });

  it('folds a season of twenty occurrences into one group led by the next one', () => {
    const season = Array.from({ length: 20 }, (_, week) =>
      event(`week-${week}`, (week - 5) * 168 + 2, { seriesId: 'u12' }),
    );
    const groups = groupSeries([...season, event('tournament', 30)], NOW);
    expect(groups.map((group) => group.lead.id)).toEqual(['week-5', 'tournament']);
    expect(groups[0]!.more).toHaveLength(19);
    // The rest of the season: the coming weeks in order, then the past, latest first.
    expect(groups[0]!.more.slice(0, 2).map((e) => e.id)).toEqual(['week-6', 'week-7']);
    expect(groups[0]!.more.at(-1)!.id).toBe('week-0');
  });

  it('leads with the occurrence open now, wherever it falls', () => {
    const groups = groupSeries(
      [event('a', 24, { seriesId: 's' }), event('b', 48, { seriesId: 's', active: true })],
      NOW,
    );
    expect(groups).toEqual([
      { lead: expect.objectContaining({ id: 'b' }), more: [expect.objectContaining({ id: 'a' })] },
    ]);
  });
});

describe('phase groups', () => {
  it('gives a picker its open, coming and past events, leaving out an empty phase', () => {
    const groups = phaseGroups([event('past', -24), event('soon', 2), event('later', 30)], NOW);
    expect(groups.map((group) => [group.phase, group.events.map((e) => e.id)])).toEqual([
      ['upcoming', ['soon', 'later']],
      ['past', ['past']],
    ]);
  });
});
