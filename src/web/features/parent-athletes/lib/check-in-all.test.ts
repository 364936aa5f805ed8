import { describe, expect, it } from 'vitest';
import { messages } from '#shared/messages/public.ts';
import type { ParentAthlete } from '#shared/schemas.ts';
import { describeCheckInAll } from './check-in-all.ts';

const t = messages.checkInAll;
const athlete = (id: string, firstName: string): ParentAthlete => ({
  id,
  firstName,
  lastName: 'Moss',
  teamName: null,
  teamId: null,
  gradYear: null,
  checkIn: null,
});
const kids = [athlete('a', 'Ada'), athlete('b', 'Ben'), athlete('c', 'Cal')];
const checkIn = (athleteId: string) => ({
  athleteId,
  eventId: 'e',
  timestamp: '2026-11-24T02:00:00.000Z',
  source: 'qr' as const,
});

describe('describeCheckInAll', () => {
  it('says who was checked in now, who already was, and who could not be', () => {
    expect(
      describeCheckInAll(kids, [
        { athleteId: 'a', status: 'checked-in', checkIn: checkIn('a') },
        { athleteId: 'b', status: 'already-checked-in', checkIn: checkIn('b') },
        { athleteId: 'c', status: 'checked-in', checkIn: checkIn('c') },
      ]),
    ).toEqual([t.checkedIn('Ada Moss, Cal Moss'), t.alreadyCheckedIn('Ben Moss')]);
    expect(
      describeCheckInAll(kids, [{ athleteId: 'c', status: 'not-linked', checkIn: null }]),
    ).toEqual([t.notCheckedIn('Cal Moss')]);
  });

  it('never names an athlete the server did not answer for', () => {
    expect(describeCheckInAll(kids, [])).toEqual([]);
  });
});
