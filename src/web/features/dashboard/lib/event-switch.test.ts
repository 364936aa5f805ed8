import { describe, expect, it } from 'vitest';
import type { EventSwitch, TapInEvent } from '#shared/schemas.ts';
import { applySwitch, describeSwitch } from './event-switch.ts';

const meet = { id: 'meet', name: 'Spring Meet' };
const practice = { id: 'practice', name: 'Tuesday Practice' };
const scrimmage = { id: 'scrimmage', name: 'Scrimmage' };
const change = (over: Partial<EventSwitch>): EventSwitch => ({
  by: 'schedule',
  opened: [],
  closed: [],
  passedOver: [],
  active: null,
  ...over,
});

describe('describeSwitch', () => {
  it('says the schedule handed over, that the event on screen closed, and offers the new one', () => {
    expect(
      describeSwitch(change({ opened: [practice], closed: [meet], active: practice }), 'meet'),
    ).toEqual({
      lines: [
        'Check-in for Spring Meet closed by itself.',
        'Check-in opened by itself for Tuesday Practice.',
        'This page shows Spring Meet: parents can no longer check in to it. Its roster and check-ins stay here.',
      ],
      offer: practice,
    });
  });

  it('says a coach switched, and offers nothing when the page shows the event now open', () => {
    expect(
      describeSwitch(
        change({ by: 'coach', opened: [practice], closed: [meet], active: practice }),
        'practice',
      ),
    ).toEqual({
      lines: [
        'A coach switched check-in off for Spring Meet.',
        'A coach switched check-in on for Tuesday Practice.',
        'This page shows Tuesday Practice: parents can check in to it now.',
      ],
      offer: null,
    });
    expect(describeSwitch(change({ by: 'coach', closed: [meet] }), 'scrimmage')).toEqual({
      lines: ['A coach switched check-in off for Spring Meet.'],
      offer: null,
    });
  });

  it('says which event the overlap rule kept open, and why', () => {
    expect(
      describeSwitch(change({ passedOver: [scrimmage], active: practice }), 'scrimmage'),
    ).toEqual({
      lines: [
        'Scrimmage overlaps Tuesday Practice, which starts sooner: check-in stays open for Tuesday Practice, and Scrimmage opens by itself once Tuesday Practice has closed.',
      ],
      offer: practice,
    });
  });
});

describe('applySwitch (decision 038)', () => {
  const listed = (ref: { id: string; name: string }, active: boolean): TapInEvent => ({
    ...ref,
    locationId: 'gym',
    locationName: 'Gym',
    date: '2031-03-04T18:00:00.000Z',
    active,
    googleSheetUrl: null,
    lastSyncAt: null,
    lastSyncError: null,
    seriesId: null,
    endsAt: null,
    cancelled: false,
    autoOpenMinutes: 30,
    openedBy: null,
    heldOpenUntil: null,
    waitsFor: null,
    overlappedBy: null,
  });
  const list = [listed(meet, true), listed(practice, false), listed(scrimmage, false)];

  it('switches the opened events on and the closed ones off, leaving the rest as they are', () => {
    const next = applySwitch(
      list,
      change({ opened: [practice], closed: [meet], active: practice }),
    );
    expect(next?.map((event) => [event.id, event.active])).toEqual([
      ['meet', false],
      ['practice', true],
      ['scrimmage', false],
    ]);
    expect(next?.[2]).toBe(list[2]);
  });

  it('gives up (the list is asked for again) when the switch names an event the list lacks', () => {
    const elsewhere = { id: 'elsewhere', name: 'Away Game' };
    expect(applySwitch(list, change({ opened: [elsewhere], closed: [meet] }))).toBeUndefined();
    expect(applySwitch(undefined, change({ closed: [meet] }))).toBeUndefined();
  });
});
