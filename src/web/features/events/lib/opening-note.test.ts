import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { draftOpeningNote, rowOpeningNote } from './opening-note.ts';

const s = messages.coachTools.season;
const base: TapInEvent = {
  id: 'e1',
  name: 'Saturday Tournament',
  locationId: 'field',
  locationName: 'Field',
  date: '2031-05-03T14:00:00.000Z',
  active: true,
  googleSheetUrl: null,
  lastSyncAt: null,
  lastSyncError: null,
  seriesId: null,
  endsAt: '2031-05-03T20:00:00.000Z',
  cancelled: false,
  autoOpenMinutes: null,
  overlappedBy: null,
  openedBy: 'coach',
  heldOpenUntil: '2031-05-03T20:00:00.000Z',
  waitsFor: null,
};
const now = new Date('2031-05-03T15:00:00.000Z');

describe('what the opening rule will do, said before it happens (decision 039)', () => {
  it('a new self-opening event during a hand-opened one waits for its end', () => {
    const note = draftOpeningNote(
      { name: 'U12 Practice', date: '2031-05-03T17:00:00.000Z', autoOpenMinutes: 30 },
      [base],
      now,
    );
    expect(note).toMatch(/^Saturday Tournament is open by hand until /);
  });

  it('after the hand-opened one ends, or on the switch only, nothing stands in the way', () => {
    expect(
      draftOpeningNote(
        { name: 'Late', date: '2031-05-03T21:00:00.000Z', autoOpenMinutes: 30 },
        [base],
        now,
      ),
    ).toBeNull();
    expect(
      draftOpeningNote({ name: 'Switch', date: '2031-05-03T17:00:00.000Z' }, [base], now),
    ).toBeNull();
  });

  it('one opened by the schedule holds nothing: the sooner rule speaks', () => {
    const practice = {
      ...base,
      openedBy: 'schedule' as const,
      autoOpenMinutes: 30,
      heldOpenUntil: null,
    };
    expect(
      draftOpeningNote(
        { name: 'Second', date: '2031-05-03T16:00:00.000Z', autoOpenMinutes: 90 },
        [practice],
        now,
      ),
    ).toBe(s.formWaitsSooner('Saturday Tournament'));
  });

  it('rows say held open, or waiting', () => {
    expect(rowOpeningNote(base)).toMatch(/^Opened by hand: stays open until /);
    expect(
      rowOpeningNote({
        ...base,
        heldOpenUntil: null,
        waitsFor: { id: 'e1', name: 'Saturday Tournament', until: base.endsAt! },
      }),
    ).toMatch(/^Saturday Tournament was opened by hand/);
    expect(rowOpeningNote({ ...base, heldOpenUntil: null })).toBeNull();
  });
});
