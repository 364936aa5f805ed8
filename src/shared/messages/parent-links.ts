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
} as const;
