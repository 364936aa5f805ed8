/**
 * Safe pickup (issue 26, decision 049): `pickupParent` is what the parent's screens show (in
 * the parent bundle, through public.ts); `pickup` is the coach's dashboard, the API's errors,
 * the texts and the report cells.
 */
import { icu } from '../i18n/icu.ts';

export const pickupParent = {
  codeTitle: 'Pickup code',
  codeFor: (name: string) => `Pickup code for ${name}`,
  codeHelp: 'Show this code (or its QR) to the coach when you collect your child.',
  codeQrLabel: (name: string, code: string) => `QR code of ${name}'s pickup code ${code}`,
  codesLoading: 'Loading pickup codes…',
  codesFailed: 'Could not load the pickup codes. Open this page again to see them.',
  releasedAt: (name: string, time: string) => `${name} was picked up at ${time}.`,
  trustedLink: 'Who may pick up',
  trustedTitle: 'Who may pick up',
  trustedIntro:
    'Guardians linked to your child may pick them up. Add another adult here: once they verify their own phone on TapIn, they see a pickup code too.',
  trustedFor: (name: string) => `Adults who may pick up ${name}`,
  guardianTag: 'Guardian',
  addedTag: 'Added by a guardian',
  waitingTag: 'Not verified yet',
  you: 'You',
  nameLabel: 'Adult’s name',
  phoneLabel: 'Their phone number',
  add: 'Add adult',
  adding: 'Adding…',
  remove: (name: string) => `Remove ${name}`,
  removeShort: 'Remove',
  removed: (name: string) => `${name} can no longer pick up; their codes no longer work.`,
  added: (name: string) => `${name} was added. They verify their phone on TapIn to see a code.`,
  invalidName: 'Enter the adult’s name.',
  noAdded: 'No other adults added yet.',
  back: 'Back to athletes',
  failed: 'That did not work. Please try again.',
} as const;

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
