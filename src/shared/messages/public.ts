/**
 * The public catalogue: what the home page and the parent check-in flow show. Kept apart so
 * the parent bundle carries only these texts (decisions 008 and 025); `../messages.ts`
 * adds the staff, email and server texts to make the whole catalogue. Both export the same
 * name, `messages`: a screen imports this file when it is part of the parent bundle.
 */
import { brand, common, logo, notFound, placeholder } from './common.ts';
import { home } from './home.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { texts } from './texts.ts';

export const messages = {
  brand,
  common,
  home,
  notFound,
  placeholder,
  logo,
  qrLanding,
  parent,
  checkInAll,
  texts,
} as const;

export type PublicMessages = typeof messages;
