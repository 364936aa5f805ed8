/** The dashboard's parent links panel (decision 021). */
import { icu } from '../i18n/icu.ts';

export const parentLinks = {
  heading: 'Parent links',
  intro:
    'Phones that see athletes of this event on the check-in page, whether the roster file listed them or a parent linked them.',
  show: 'Show parent links',
  hide: 'Hide parent links',
  loading: 'Loading parent links…',
  failed: 'Failed to fetch parent links',
  empty: 'No phone is linked to an athlete of this event yet.',
  count: (links: number, phones: number) =>
    icu(
      '{links, plural, one {{links} link} other {{links} links}}, {phones, plural, one {{phones} phone} other {{phones} phones}}',
    )({ links, phones }),
  flaggedSummary: (count: number, at: number) =>
    icu(
      '{count, plural, one {{count} phone is} other {{count} phones are}} linked to {at} or more athletes: more than most families. Check {count, plural, one {it belongs} other {they belong}} to a parent.',
    )({ count, at }),
  flagged: (count: number) => `Linked to ${count} athletes`,
  listLabel: 'Linked phones and athletes',
  phone: 'Phone',
  fromRoster: (eventName: string | null) =>
    eventName ? `Roster file (${eventName})` : 'Roster file',
  fromParent: 'Linked by parent',
  fromStaff: 'Added by a coach',
  since: (date: string) => `since ${date}`,
  remove: 'Remove',
  /** The Remove button as a screen reader announces it. */
  removeFor: (name: string, phone: string) => `Remove ${name} from ${phone}`,
  removeTitle: (phone: string, name: string) => `Remove the link between ${phone} and ${name}?`,
  removeText:
    'This phone will no longer see this athlete on the check-in page. Importing a roster file that still lists the phone links it again.',
  cancel: 'Cancel',
  removing: 'Removing…',
  removed: 'Link removed',
  removedText: (phone: string, name: string) => `${phone} is no longer linked to ${name}.`,
  removeFailed: 'Failed to remove link',
  removedByGuardianHeading: 'Removed by the guardian',
  removedByGuardianIntro:
    'Links a guardian removed from their own phone. Importing a roster file that still lists the phone does not link it again.',
  removedByGuardian: (name: string, date: string) =>
    `${name}: link removed by the guardian on ${date}`,
  erasedByGuardian: (name: string, date: string) =>
    `${name}: the guardian erased their phone from TapIn on ${date}`,
  /** Whether the phone is a confirmed guardian of the athlete (decision 059), and by whom. */
  confirmedBy: {
    import: 'Confirmed (roster file)',
    coach: 'Confirmed by a coach',
    guardian: 'Confirmed by a guardian',
    rostering: 'Confirmed (school rostering)',
  },
  notConfirmed: 'Waiting for confirmation',
  undoConfirmation: 'Undo confirmation',
  /** The Undo confirmation button as a screen reader announces it. */
  undoConfirmationFor: (name: string, phone: string) =>
    `Undo confirmation of ${phone} as ${name}’s guardian`,
  undoConfirmationTitle: (phone: string, name: string) =>
    `Undo the confirmation of ${phone} as ${name}’s guardian?`,
  undoConfirmationText:
    'The phone can still check this athlete in, but its pickup codes stop working at once, adults it added can no longer pick up, and its texts about this athlete pause until someone confirms it again. The phone is told by text.',
  undoingConfirmation: 'Undoing…',
  confirmationUndone: 'Confirmation undone',
  confirmationUndoneText: (phone: string, name: string) =>
    `${phone} is no longer a confirmed guardian of ${name}.`,
  undoConfirmationFailed: 'Failed to undo the confirmation',
  // The "Waiting for confirmation" panel (decision 059): one tap per phone and child.
  waitingHeading: 'Waiting for confirmation',
  waitingIntro:
    'Phones that linked themselves to an athlete (or came from a roster file nobody previewed). Until confirmed they only check the athlete in: no pickup code, no texts, no view of who may pick up. Confirm only a phone you know is the family’s.',
  waitingLoading: 'Loading phones waiting for confirmation…',
  waitingFailed: 'Failed to fetch the phones waiting for confirmation',
  waitingEmpty: 'No phone is waiting for confirmation.',
  waitingCount: (phones: number) =>
    icu(
      '{phones, plural, one {{phones} phone is} other {{phones} phones are}} waiting for confirmation.',
    )({ phones }),
  waitingShow: 'Show waiting phones',
  waitingHide: 'Hide waiting phones',
  waitingListLabel: 'Phones waiting for confirmation',
  linkedFromPhoneOn: (date: string) => `Linked from this phone on ${date}`,
  listedByFileOn: (date: string) => `Listed by a roster file nobody previewed, on ${date}`,
  /** Followed by the child's confirmed guardian phones, to compare. */
  confirmedPhones: 'Confirmed guardian phones on file:',
  noConfirmedPhones: 'No guardian phone on file — confirm in person if you know the family.',
  confirm: 'Confirm',
  /** The Confirm button as a screen reader announces it: one phone, one child. */
  confirmFor: (phone: string, name: string) => `Confirm ${phone} as ${name}’s guardian`,
  confirming: 'Confirming…',
  guardianConfirmed: 'Guardian confirmed',
  guardianConfirmedText: (phone: string, name: string) =>
    `${phone} is now a confirmed guardian of ${name}.`,
  confirmFailed: 'Failed to confirm the guardian',
  // "Add a guardian's phone", in Parent links (decision 059): confirmed at once.
  addHeading: 'Add a guardian’s phone',
  addIntro:
    'For a club whose rosters carry no phones: a coach who knows the family adds their phone here, and it is confirmed at once (pickup code, texts, who may pick up). The athlete’s confirmed guardians are told.',
  addAthleteLabel: 'Athlete',
  addChooseAthlete: 'Choose an athlete',
  addAthletesLoading: 'Loading athletes…',
  addPhoneLabel: 'Guardian’s mobile number',
  addPhone: 'Add phone',
  adding: 'Adding…',
  addChooseAthleteFirst: 'Choose the athlete this phone belongs to.',
  addTypePhoneFirst: 'Type the guardian’s mobile number.',
  addPhoneInvalid: 'That is not a mobile number we can text.',
  addAthleteGone: 'This athlete is no longer on this event’s roster.',
  addFailed: 'Failed to add the phone',
  phoneAdded: 'Phone added',
  phoneAddedText: (phone: string, name: string) =>
    `${phone} is now a confirmed guardian of ${name}.`,
} as const;
