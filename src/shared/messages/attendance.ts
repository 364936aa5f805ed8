/** The attendance page (/coach/attendance), its API's errors and its CSV (decision 031). */
import { icu } from '../i18n/icu.ts';

export const attendance = {
  title: 'Attendance',
  intro:
    'Who came over a stretch of time: events that took place in the range, from their rosters and check-ins.',
  from: 'From',
  to: 'To',
  team: 'Team',
  allTeams: 'All teams',
  threshold: 'Highlight below',
  thresholdHint: 'Athletes whose rate is under this are marked "Below".',
  show: 'Show',
  viewSummary: 'Summary',
  viewByEvent: 'By event',
  downloadCsv: 'Download CSV',
  loading: 'Loading attendance…',
  failed: 'Could not load attendance.',
  empty: 'No events took place in this range.',
  emptyHint: 'Choose a wider range, or another team.',
  summary: (athletes: number, events: number) =>
    icu(
      '{athletes, plural, one {{athletes} athlete} other {{athletes} athletes}} over {events, plural, one {{events} event} other {{events} events}}',
    )({ athletes, events }),
  belowCount: (count: number, threshold: number) =>
    icu(
      '{count, plural, =0 {No athlete is} one {{count} athlete is} other {{count} athletes are}} below {threshold}%',
    )({ count, threshold }),
  columns: {
    athlete: 'Athlete',
    team: 'Team',
    expected: 'Expected',
    attended: 'Attended',
    late: 'Late',
    rate: 'Rate',
  },
  /** At phone width the counts fold under the name: the columns would not fit beside it. */
  figures: (expected: number, attended: number, late: number) =>
    icu('Attended {attended} of {expected} · {late} late')({ expected, attended, late }),
  /** Under the by-event grid at phone width, when its events run past the screen's edge. */
  scrollHint: 'Swipe sideways for every event.',
  below: 'Below',
  noTeam: 'No team',
  presence: { present: 'Came', late: 'Came late', absent: 'Missed', none: 'Not on roster' },
  presenceShort: { present: '✓', late: 'L', absent: '✗', none: '' },
  presenceLegend: '✓ came · L came late · ✗ missed · blank: not on the roster',
  teamsHeading: 'By team',
  trendHeading: 'Rate per event',
  trendDescription: (events: number) =>
    icu(
      'Attendance rate of each of {events, plural, one {{events} event} other {{events} events}}, oldest first. The table below lists the same figures.',
    )({ events }),
  trendTable: 'Rate per event, as a table',
  event: 'Event',
  date: 'Date',
  // ---- the API ----
  dateInvalid: 'Dates must be real days written YYYY-MM-DD.',
  yearOutOfRange: (first: number, last: number) =>
    `Dates must fall between the years ${first} and ${last}.`,
  rangeReversed: 'The start date must not be after the end date.',
  rangeTooLong: (days: number) => `The range may cover at most ${days} days.`,
  // ---- the CSV ----
  csvHeader: [
    'First Name',
    'Last Name',
    'Team',
    'Expected',
    'Attended',
    'Late',
    'Rate (%)',
  ] as const,
  csvFilename: (from: string, to: string) => `attendance-${from}-to-${to}.csv`,
} as const;
