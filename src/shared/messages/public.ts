/**
 * The public catalogue: what the parent's first page shows, from the QR scan to the
 * confirmation. Kept apart so the parent bundle carries only these texts (decisions 008, 025
 * and 045); `parent-screens.ts` adds the parent and public screens loaded on demand (Texts,
 * who may pick up, my data, the home page), and `../messages.ts` the staff, email and server
 * texts to make the whole catalogue. All three export the same name, `messages`: a screen
 * imports the smallest that holds its texts.
 *
 * A bundle carries a module whole: a section here comes from a file holding parent texts
 * only (`texts` and `pickupParent` are the parts of those sections the first page shows).
 */
import { localized } from '../i18n/active.ts';
import { brand, common } from './common.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { pickupCodes } from './pickup-codes.ts';
import { textsLink } from './texts-link.ts';

/** The English parent-bundle sections. */
export const english = {
  brand,
  common,
  qrLanding,
  parent,
  checkInAll,
  texts: textsLink,
  pickupParent: pickupCodes,
} as const;

export type PublicMessages = typeof english;

/** The parent-bundle sections in the active language (decision 045). */
export const messages: PublicMessages = localized(english);
