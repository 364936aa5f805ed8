/** The live coach dashboard (docs/product.md#coach-dashboard, decision 014). */
import { icu } from '../i18n/icu.ts';

export const dashboard = {
  title: 'Coach Dashboard',
  intro: 'Watch arrivals live, and check athletes in by hand.',
  navLabel: 'Dashboard links',
  toolsLink: 'Coach Tools',
  homeLink: 'Home',
  loginLink: 'Coach Login',
  eventLabel: 'Event',
  eventOption: (name: string, date: string, isActive: boolean) =>
    `${name} · ${date}${isActive ? ' (Active)' : ''}`,
  noEventsTitle: 'No events created yet',
  noEventsText: 'Create an event in Coach Tools, then upload its roster.',
  failedToFetchEvents: 'Failed to fetch events',
  failedToFetchRoster: 'Failed to fetch roster',
  failedToFetchCheckIns: 'Failed to fetch check-ins',
  clockLabel: 'Current time',
  // Stat cards (spec): clicking one filters the roster; clicking the active one shows all.
  statsLabel: 'Filter the roster by status',
  checkedIn: 'Checked In',
  expected: 'Expected',
  notYetCheckedIn: 'Not Yet Checked In',
  // Late-arrivals banner: late once the event's start time has passed.
  lateBannerLabel: 'Attendance',
  lateCount: (count: number) =>
    icu(
      '{count, plural, one {{count} late arrival} other {{count} late arrivals}}: not yet checked in',
    )({
      count,
    }),
  lateSince: (time: string) => `The event started at ${time}.`,
  expectedCount: (count: number) =>
    icu('{count, plural, one {{count} athlete} other {{count} athletes}} still expected')({
      count,
    }),
  startsAt: (time: string) => `The event starts at ${time}.`,
  everyoneIn: 'Everyone is checked in',
  showLate: 'Show who is missing',
  // Roster table (spec): Athlete, Team/School, Status, Arrival Time, Actions.
  rosterHeading: 'Roster',
  searchLabel: 'Search athletes by name',
  searchPlaceholder: 'Search by name',
  showing: (shown: number, total: number) =>
    shown === total
      ? icu('{total, plural, one {{total} athlete} other {{total} athletes}}')({ total })
      : `Showing ${shown} of ${total} athletes`,
  filterAll: 'All athletes',
  filterCheckedIn: 'Checked in only',
  filterNotCheckedIn: 'Not yet checked in only',
  showAll: 'Show all',
  colAthlete: 'Athlete',
  colTeam: 'Team/School',
  colStatus: 'Status',
  colArrival: 'Arrival Time',
  colActions: 'Actions',
  statusCheckedIn: 'Checked In',
  statusNotArrived: 'Not Yet Arrived',
  classOf: (year: number) => `Class of ${year}`,
  noTeam: 'No team',
  manual: 'manual',
  checkIn: 'Check In',
  undo: 'Undo',
  emptyRoster: 'No athletes on this roster yet. Upload one in Coach Tools.',
  noMatches: 'No athletes match your search.',
  errorTitle: 'Error',
  checkInFailed: 'Failed to check in athlete',
  undoFailed: 'Failed to remove check-in',
  // Live updates.
  live: 'Live',
  liveHint: 'Arrivals appear the moment they happen.',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  pollingHint: 'Refreshing every 5 seconds until the live connection is back.',
  arrivedAnnouncement: (names: string[]) =>
    icu('{count, plural, one {{first} checked in} other {{count} athletes checked in: {list}}}')({
      count: names.length,
      first: names[0] ?? '',
      list: names.join(', '),
    }),
  undoneAnnouncement: (name: string) => `${name} is no longer checked in`,
  // Arrivals chart.
  chartHeading: 'Arrivals',
  chartText: 'Check-ins per 5 minutes',
  chartEmpty: 'No arrivals yet. The chart fills in as athletes check in.',
  chartSummary: (total: number, from: string, to: string, peak: string, peakCount: number) =>
    icu(
      '{total, plural, one {{total} check-in} other {{total} check-ins}} between {from} and {to}. Busiest 5 minutes: {peak}, with {peakCount}.',
    )({ total, from, to, peak, peakCount }),
  chartStart: 'Start',
  chartTableToggle: 'Show the numbers',
  chartColTime: 'Time',
  chartColCount: 'Check-ins',
  // Offline (decision 028): the dashboard as last loaded, and changes sent when back online.
  offline: 'Offline',
  offlineHint: 'No connection. Changes are saved on this device and sent when it is back.',
  offlineTitle: 'You are offline',
  offlineText: (savedAt: string | null) =>
    `Showing the roster and check-ins as last loaded${savedAt ? ` at ${savedAt}` : ''}. Check-ins and undos you make now are saved on this device and sent in order when the connection returns.`,
  pendingHeading: (count: number) =>
    icu('{count, plural, one {{count} change} other {{count} changes}} waiting to be sent')({
      count,
    }),
  sendingPending: (count: number) =>
    icu('Sending {count} saved {count, plural, one {change} other {changes}}…')({ count }),
  pendingCheckIn: (name: string, time: string) => `Check in ${name} (${time})`,
  pendingUndo: (name: string, time: string) => `Undo ${name} (${time})`,
  syncedHeading: 'Changes made offline',
  syncedCheckIn: (name: string) => `${name}: checked in.`,
  syncedUndo: (name: string) => `${name}: check-in undone.`,
  // Arrivals sent later (decision 039): dated by the tap when the server could defend it.
  recordedOffline: 'Recorded offline',
  recordedOfflineAtReceipt: 'Offline, time of receipt',
  /** A tap from a phone nobody confirmed as the athlete's guardian (decision 059). */
  unconfirmedCheckIn: 'Checked in by an unconfirmed phone',
  syncedCheckInAtReceipt: (name: string, time: string) =>
    `${name}: checked in at ${time}, when it reached the server (the time of the tap could not be confirmed).`,
  syncKeptMine: (name: string, byParent: boolean, time: string) =>
    `${name} was also checked in ${byParent ? 'by a parent' : 'by another coach'}, later: your check-in at ${time} is the arrival kept.`,
  // What the schedule did, for every coach (decision 039).
  noticesHeading: 'Check-in schedule',
  noticeWaited: (name: string, time: string, other: string, until: string) =>
    `${name} did not open at ${time}: ${other} stays open until ${until}. ${name} opens then if its time is still running.`,
  noticeClosedFor: (name: string, time: string, other: string) =>
    `Check-in for ${name} closed at ${time}: ${other} opened by itself.`,
  noticeDismiss: (name: string) => `Dismiss the notice about ${name}`,
  syncKeptEarlier: (name: string, byParent: boolean, time: string) =>
    `${name} was already checked in ${byParent ? 'by a parent' : 'by a coach'} at ${time}: the earlier check-in is kept.`,
  syncNothingToUndo: (name: string) =>
    `${name} was not checked in any more: the undo changed nothing.`,
  syncRefused: (name: string, reason: string | null) =>
    `${name}: not sent. ${reason ?? 'The server refused it.'}`,
  dismiss: 'Dismiss',
  // The active event changed while the page was open: the schedule (decision 030) or a
  // coach elsewhere switched it (decision 035).
  switchHeading: (time: string) => `Check-in changed at ${time}`,
  switchOpenedBySchedule: (name: string) => `Check-in opened by itself for ${name}.`,
  switchClosedBySchedule: (name: string) => `Check-in for ${name} closed by itself.`,
  switchOpenedByCoach: (name: string) => `A coach switched check-in on for ${name}.`,
  switchClosedByCoach: (name: string) => `A coach switched check-in off for ${name}.`,
  switchOverlap: (name: string, winner: string) =>
    `${name} overlaps ${winner}, which starts sooner: check-in stays open for ${winner}, and ${name} opens by itself once ${winner} has closed.`,
  switchHeld: (name: string, held: string, until: string) =>
    `${name} waits: ${held} was opened by hand and stays open until ${until}. ${name} opens by itself then, if its time is still running.`,
  switchShownClosed: (name: string) =>
    `This page shows ${name}: parents can no longer check in to it. Its roster and check-ins stay here.`,
  switchShownOpened: (name: string) => `This page shows ${name}: parents can check in to it now.`,
  switchShow: (name: string) => `Show ${name}`,
  // Offline changes another coach made on this device (decision 035): kept, never sent
  // under the coach signed in now.
  heldHeading: (count: number, name: string | null) =>
    icu(
      '{count, plural, one {{count} change} other {{count} changes}} made offline by {name} not sent',
    )({ count, name: name ?? 'a coach signed in earlier' }),
  heldText: (name: string | null) =>
    `They stay on this device, locked so that only ${name ?? 'that coach'} can read them, and are sent when ${name ?? 'that coach'} signs in here again. They are never sent under another coach's name.`,
} as const;
