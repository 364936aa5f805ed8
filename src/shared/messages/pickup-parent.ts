/**
 * Safe pickup (issue 26, decision 049): what the parent's screens show (in the parent
 * bundle, through public.ts). The coach's texts are `pickup` in pickup.ts: a file of its own
 * here, because a bundle carries a module whole.
 */
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
