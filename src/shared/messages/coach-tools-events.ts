/** Coach tools, Events tab: create, rename, switch on and off, QR codes. */
import { icu } from '../i18n/icu.ts';

export const eventsTab = {
  createEventHeading: 'Create Event',
  createEventText: 'New events start inactive. Switch one on when check-in opens.',
  eventName: 'Event Name',
  eventNamePlaceholder: 'e.g. Spring Jamboree',
  location: 'Location',
  locationPlaceholder: 'e.g. Riverside Field House',
  dateTime: 'Date & Time',
  createEvent: 'Create Event',
  creatingEvent: 'Creating…',
  eventCreated: 'Event created successfully',
  failedCreateEvent: 'Failed to create event',
  eventsHeading: 'Events',
  oneActiveNote: 'Only one event is active at a time: switching one on switches the others off.',
  colName: 'Name',
  colLocation: 'Location',
  colDate: 'Date',
  colStatus: 'Status',
  colActions: 'Actions',
  showOccurrences: (count: number, name: string) =>
    icu('Show {count, plural, one {# more occurrence} other {# more occurrences}} of {name}')({
      count,
      name,
    }),
  hideOccurrences: (count: number, name: string) =>
    icu('Hide {count, plural, one {# occurrence} other {# occurrences}} of {name}')({
      count,
      name,
    }),
  noEvents: 'No events created yet',
  noEventsText: 'Create your first event above.',
  showEarlierEvents: 'Show earlier events',
  showMoreEarlierEvents: 'Show more earlier events',
  loadingEarlierEvents: 'Loading earlier events…',
  earlierEventsHeading: 'Earlier events',
  noEarlierEvents: 'No earlier events.',
  earlierEventsFailed: 'Failed to fetch earlier events',
  rename: (name: string) => `Rename ${name}`,
  editNameLabel: 'Event name',
  editNameHint: 'Enter saves, Escape cancels.',
  save: 'Save',
  cancel: 'Cancel',
  validationError: 'Validation Error',
  eventNameEmpty: 'Event name cannot be empty',
  eventNameUpdated: 'Event name updated',
  failedRename: 'Failed to update event name',
  active: 'Active',
  inactive: 'Inactive',
  activeSwitch: (name: string) => `${name} active`,
  eventStatusUpdated: 'Event status updated',
  eventActivated: (name: string) => `${name} is now the active event.`,
  eventDeactivated: (name: string) => `${name} is no longer active.`,
  failedUpdateEvent: 'Failed to update event',
  qrCode: 'QR Code',
  qrCodeFor: (name: string) => `QR Code for ${name}`,
  qrDownloaded: 'QR code downloaded',
  failedQr: 'Failed to generate QR code',
} as const;

/**
 * Repeating events, an end time and check-in that opens by itself (decision 030): the
 * create form's extra fields, the events table's marks, and the API's refusals.
 */
export const seasonTexts = {
  endTime: 'End time (optional)',
  autoOpen: 'Open check-in by itself',
  autoOpenMinutes: 'Minutes before the start',
  autoOpenHint: 'Check-in opens this long before the start and closes at the end.',
  repeat: 'Repeat',
  repeatOn: 'Repeat on',
  repeatUntil: 'Until',
  weekdayNames: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
  weekdayShort: ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'],
  /** The date column with an end: "May 2, 2026, 6:00 PM – 7:30 PM". */
  dateRange: (start: string, end: string) => `${start} – ${end}`,
  seriesMark: 'Repeats',
  cancelledMark: 'Cancelled',
  autoMark: 'Opens by itself',
  cancelOccurrence: (name: string) => `Cancel ${name} on this date`,
  restoreOccurrence: (name: string) => `Restore ${name}`,
  cancelOccurrenceShort: 'Cancel',
  restoreOccurrenceShort: 'Restore',
  cancelOccurrenceTitle: (name: string, when: string) => `Cancel ${name} on ${when}?`,
  cancelOccurrenceText:
    'Parents who scan its QR code are told it is cancelled, and it does not open for check-in. You can restore it until it starts.',
  cancelOccurrenceConfirm: 'Cancel this date',
  keepOccurrence: 'Keep it',
  occurrenceCancelled: 'Occurrence cancelled',
  occurrenceRestored: 'Occurrence restored',
  endSeries: 'End series',
  endSeriesFor: (name: string) => `End the series of ${name}`,
  endSeriesTitle: (name: string) => `End the series of ${name}?`,
  endSeriesText:
    'Every occurrence that has not started yet is cancelled. Past occurrences and their check-ins stay.',
  endSeriesConfirm: 'End series',
  seriesEnded: (count: number) =>
    icu(
      'Series ended: {count, plural, one {{count} occurrence} other {{count} occurrences}} cancelled',
    )({ count }),
  failedSeries: 'Failed to update the series',
  overlapNote: (winner: string) =>
    `Overlaps ${winner}, which starts sooner: opens by itself once ${winner} has closed.`,
  // The opening rule said before it happens (decision 039).
  heldNote: (until: string) =>
    `Opened by hand: stays open until ${until}, even when another event would open by itself.`,
  waitsNote: (other: string, until: string) =>
    `${other} was opened by hand: this one opens by itself when ${other} ends at ${until}.`,
  openingRule:
    'An event opened by hand stays open until its end: one that would open by itself meanwhile waits, then opens. Of two that open by themselves, the one starting sooner opens first.',
  thisEvent: 'This event',
  formWaitsHeld: (other: string, until: string) =>
    `${other} is open by hand until ${until}: check-in for this event waits until then.`,
  formWaitsSooner: (other: string) =>
    `Overlaps ${other}, which starts sooner: check-in for this event opens once ${other} has closed.`,
  // API refusals (400 VALIDATION_FAILED).
  endsAtInvalid: 'End time must be an ISO date and time with a zone',
  endsBeforeStart: 'The end must be after the start',
  autoOpenInvalid: 'Minutes before the start must be a whole number from 0 to 1440',
  weekdaysInvalid: 'Repeat needs one or more weekdays from 1 (Monday) to 7 (Sunday), each once',
  untilInvalid: 'Repeat until must be a date (YYYY-MM-DD)',
  untilBeforeStart: 'Repeat until must be on or after the start date',
  timeZoneInvalid: 'Unknown time zone',
  noOccurrences: 'No chosen weekday falls between the start date and the until date',
  tooManyOccurrences: (max: number) => `A series can have at most ${max} occurrences`,
  notInSeries: 'This event is not part of a series',
  seriesAlreadyEnded: 'This series has already ended',
  cancelledNotActive: 'A cancelled event cannot be switched on: restore it first',
} as const;
