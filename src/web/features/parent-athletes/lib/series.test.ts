import { describe, expect, it } from 'vitest';
import { formatTime, formatWeekdayDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { AFTER_OPENING_MS, MAX_TIMER_MS, opensText, reopenDelay } from './series.ts';

describe('reopenDelay', () => {
  const now = '2026-11-24T18:00:00.000Z';

  it("waits until a moment after the opening, by the server's clock", () => {
    expect(reopenDelay('2026-11-24T18:10:00.000Z', now, 0)).toBe(600_000 + AFTER_OPENING_MS);
    // The answer is a minute old: a minute less to wait.
    expect(reopenDelay('2026-11-24T18:10:00.000Z', now, 60_000)).toBe(540_000 + AFTER_OPENING_MS);
  });

  it('asks at once when the opening passed, and waits in steps one timer can take', () => {
    expect(reopenDelay('2026-11-24T17:00:00.000Z', now, 0)).toBe(0);
    expect(reopenDelay('2027-06-24T18:00:00.000Z', now, 0)).toBe(MAX_TIMER_MS);
  });
});

describe('opensText', () => {
  it('says "today" on the day itself, else the weekday and date', () => {
    const at = new Date(2026, 10, 24, 18, 50);
    expect(opensText(at.toISOString(), new Date(2026, 10, 24, 9))).toBe(
      messages.parent.seasonOpensToday(formatTime(at)),
    );
    expect(opensText(at.toISOString(), new Date(2026, 10, 23, 9))).toBe(
      messages.parent.seasonOpensAt(formatWeekdayDateTime(at)),
    );
  });
});
