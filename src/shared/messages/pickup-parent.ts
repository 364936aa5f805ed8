/**
 * Safe pickup (issue 26, decision 049): what the parent's screens show. The codes on the
 * confirmation and the athlete list are `pickupCodes` (pickup-codes.ts, in the parent bundle);
 * the "Who may pick up" screen's texts are loaded with that screen (parent-screens.ts). The
 * coach's texts are `pickup` in pickup.ts: files of their own, because a bundle carries a
 * module whole.
 */
import { pickupCodes } from './pickup-codes.ts';
export const pickupParent = {
  ...pickupCodes,
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
