/**
 * The public catalogue: what the home page and the parent check-in flow show. Kept apart so
 * the parent bundle carries only these texts (decisions 008 and 025); `../messages.ts`
 * adds the staff, email and server texts to make the whole catalogue. Both export the same
 * name, `messages`: a screen imports this file when it is part of the parent bundle.
 */
import { localized } from '../i18n/active.ts';
import { brand, common, logo, notFound } from './common.ts';
import { home } from './home.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { pickupParent } from './pickup.ts';
import { texts } from './texts.ts';

/** The English parent-bundle sections. */
export const english = {
  brand,
  common,
  home,
  notFound,
  logo,
  qrLanding,
  parent,
  checkInAll,
  texts,
  pickupParent,
} as const;

export type PublicMessages = typeof english;

/** The parent-bundle sections in the active language (decision 045). */
export const messages: PublicMessages = localized(english);
