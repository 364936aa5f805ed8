/**
 * The parent's Texts screen and the offer after verifying (decision 046): the consent wording
 * (pinned to TEXTS_WORDING_VERSION by shared/guardian-texts.test.ts: change one, change the other), the
 * choices per child, the STOP state and the email channel. Its link on the athlete list is
 * `textsLink` (texts-link.ts, in the parent bundle); the rest is loaded with the screen
 * (parent-screens.ts).
 */
import { textsLink } from './texts-link.ts';

export const texts = {
  ...textsLink,
  title: 'Texts When Your Child Arrives',
  offerTitle: 'Want a text when your child arrives?',
  /** (consent wording, versioned) */
  consent: (orgName: string) =>
    `${orgName} can text this phone when a child you pick below is checked in: at most one text per child per event. Msg & data rates may apply. Reply STOP to end, HELP for help.`,
  /** (consent wording, versioned) */
  contact: (orgContact: string) => `Questions? Contact ${orgContact}.`,
  childLabel: (name: string) => `Text me when ${name} is checked in`,
  /** (consent wording, versioned; shown only for children whose events use pickup check) */
  departureConsent: (orgName: string) =>
    `${orgName} can also text this phone when a child you pick below is picked up, naming the adult who collected them: at most one text per child per event.`,
  /** (consent wording, versioned) */
  departureLabel: (name: string) => `Text me when ${name} is picked up`,
  allLabel: 'All my children',
  /** A child this phone is not a confirmed guardian of yet (decision 059): no box to tick. */
  awaitingConfirmation: (name: string) =>
    `Texts about ${name} start once a coach confirms this phone as a guardian.`,
  /** The same, with a yes given before: kept, not sent. */
  pausedUntilConfirmed: (name: string) =>
    `Your texts about ${name} are paused until a coach confirms this phone as a guardian.`,
  // The other phones linked to a child, as a confirmed guardian sees them (decision 059).
  otherPhonesHeading: (name: string) => `Other phones linked to ${name}`,
  otherPhonesIntro:
    'A confirmed phone gets pickup codes and texts about your child, and sees who may pick them up. Confirm a phone only if you know whose it is.',
  otherPhonesLoading: 'Loading the other phones…',
  otherPhonesFailed: 'Could not load the other phones.',
  otherPhonesNone: 'No other phone is linked.',
  phoneConfirmed: 'Confirmed guardian',
  phoneWaiting: 'Waiting for confirmation',
  confirmPhone: 'Confirm',
  confirmPhoneFor: (phone: string, name: string) => `Confirm ${phone} as ${name}’s guardian`,
  phoneConfirmedNow: (phone: string) => `${phone} is confirmed.`,
  undoMine: 'Undo my confirmation',
  undoMineFor: (phone: string, name: string) =>
    `Undo my confirmation of ${phone} as ${name}’s guardian`,
  undoMineTitle: (phone: string, name: string) =>
    `Undo your confirmation of ${phone} as ${name}’s guardian?`,
  undoMineText:
    'That phone stops getting pickup codes and texts about your child at once, and is told by text.',
  phoneUnconfirmedNow: (phone: string) => `${phone} is no longer confirmed.`,
  cancel: 'Cancel',
  actionFailed: 'That did not work. Please try again.',
  save: 'Save',
  saving: 'Saving...',
  notNow: 'Not now',
  saved: 'Your choices are saved',
  savedOn: 'We texted you to confirm.',
  saveFailed: 'Your choices were not saved',
  noChildren: 'Link your athlete first, then choose texts here.',
  stoppedTitle: 'Texts to this phone are off',
  stoppedText:
    'You replied STOP, so we send this phone no texts. To turn them back on, reply START to our last text.',
  loadFailed: 'Could not load your choices.',
  back: 'Back to athletes',
  channelsTitle: 'How to tell you',
  bySms: 'By text message',
  byEmail: 'By email',
  emailTitle: 'Email instead of, or besides, texts',
  emailText: 'Add an email address, open the link we send to it, then choose email above.',
  emailLabel: 'Email address',
  sendLink: 'Email me a link',
  sendingLink: 'Sending...',
  linkSent: (email: string) => `We emailed a link to ${email}. Open it to confirm the address.`,
  emailConfirmed: (email: string) => `Email: ${email} (confirmed)`,
  emailNeedsConfirming: 'Confirm your email address before choosing email.',
  confirmTitle: 'Confirm Your Email',
  confirming: 'Confirming...',
  confirmedText: (email: string) =>
    `${email} is confirmed. Choose email on the Texts screen of the check-in page to get news there.`,
  expiredText: 'This link has expired. Ask for a new one on the Texts screen of the check-in page.',
  usedText:
    'This link was already used, so it works no more. If you opened it before, your address is confirmed.',
  invalidText:
    'This link is not valid. Ask for a new one on the Texts screen of the check-in page.',
} as const;
