/**
 * Safe pickup (issue 26, decision 049): the coach's dashboard, the API's errors, the texts
 * and the report cells. What the parent's screens show is `pickupParent`, in its own file
 * (pickup-parent.ts): the parent bundle carries a whole module, so staff texts sharing a
 * file with parent texts would ship to every parent's phone.
 */
import { icu } from '../i18n/icu.ts';

export const pickup = {
  // The switch (per event, per series)
  switchLabel: 'Pickup check',
  switchHelp:
    'Parents see a pickup code when they check in, and you release each child to a known adult.',
  seriesSwitchLabel: 'Pickup check for every practice of this series',
  // Dashboard states
  arrived: 'Arrived',
  released: 'Released',
  releasedTo: (name: string, time: string) => `Released to ${name} at ${time}`,
  releaseAction: (name: string) => `Release ${name}`,
  release: 'Release',
  undoRelease: 'Undo release',
  flagged: 'No code',
  notAuthorised: (adult: string) => `Not authorised for this child: ${adult}`,
  /** A phone its owner erased, by the tag of its keyed hash (issue 32). */
  erasedPhone: (tag: string) => `Erased phone ${tag}`,
  pickupModeOpen: 'Pickup mode',
  pickupModeTitle: 'Pickup',
  pickupModeClose: 'Close pickup mode',
  codeLabel: 'Pickup code',
  codeHelp: 'Type the 4 characters on the adult’s phone, or scan its QR.',
  scan: 'Scan QR',
  scanStop: 'Stop scanning',
  scanUnavailable: 'This browser cannot scan: type the code instead.',
  releasing: 'Releasing…',
  releasedToast: (child: string, adult: string) => `${child} released to ${adult}`,
  queuedToast: (child: string, adult: string) =>
    `${child} released to ${adult} (saved on this tablet, sent when back online)`,
  pickFromList: 'Pick from the trusted list',
  confirmPick: (child: string, adult: string) => `Release ${child} to ${adult}?`,
  confirm: 'Confirm release',
  cancel: 'Cancel',
  noCode: 'Release without a code',
  reasonLabel: 'Reason (required)',
  reasons: [
    'Adult’s phone is dead or lost',
    'Known adult, no phone with them',
    'Child walks home (guardian’s permission)',
  ],
  otherReason: 'Other reason',
  reasonRequired: 'Choose or type a reason.',
  releasedToLabel: 'Released to (name)',
  lastWaitingTitle: 'Still waiting for pickup',
  lastWaiting: (count: number) =>
    icu(
      '{count, plural, one {{count} child is} other {{count} children are}} still waiting, 10 minutes after the end:',
    )({ count }),
  textPending: 'Text their guardians',
  pendingSent: (count: number) =>
    icu('{count, plural, one {{count} text} other {{count} texts}} queued.')({ count }),
  markNotAuthorised: 'Not authorised',
  markNotAuthorisedFor: (name: string) => `Mark an adult not authorised for ${name}`,
  markNotAuthorisedHelp:
    'Their phone can no longer collect this child; the coach sees a warning, parents never do.',
  notAuthorisedPhone: 'Adult’s phone number',
  // API errors
  errors: {
    pickupOff: 'Pickup check is not on for this event.',
    notCheckedIn: 'This child is not checked in at this event.',
    codeRefused: 'That code does not belong to this child’s trusted adults here.',
    qrRefused: 'That QR code is not a pickup code of this event.',
    notAuthorised: 'Staff marked this adult “not authorised for this child”.',
    reasonRequired: 'A release without a code needs a reason.',
    undoExpired: 'A release can be undone only within 5 minutes.',
    alreadyUndone: 'This release was already undone: the child is waiting again.',
    releaseNotFound: 'No such release at this event.',
    trustedAdultNotFound: 'No such adult for this child.',
    guesses: 'Too many wrong codes here: wait a few minutes, or release from the trusted list.',
    notTrusted: 'This adult is not on this child’s trusted list.',
    tooManyAdults: 'This child has the most added adults allowed: remove one first.',
  },
  // Texts to guardians (one GSM-7 segment: names are cut and cleaned, decision 049)
  sms: {
    departure: (child: string, adult: string, time: string) =>
      `${child} was picked up by ${adult} at ${time}. Reply STOP to end.`,
    pending: (child: string, event: string) =>
      `${child} is still waiting to be picked up from ${event}. Reply STOP to end.`,
    someone: 'an adult',
    somePractice: 'practice',
  },
  // Report and CSV cells
  report: {
    releasedAt: 'Released At',
    releasedTo: 'Released To',
    releaseMethod: 'Release Method',
    releaseReason: 'Release Reason',
    attendanceColumn: (event: string) => `${event}: released`,
    methods: { code: 'Code', qr: 'QR', list: 'Trusted list', no_code: 'No code (flagged)' },
  },
} as const;
