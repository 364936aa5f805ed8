/**
 * The parent and public screens loaded on demand, not on a QR scan's path: the Texts screen
 * and the emailed link's page, who may pick up, what TapIn keeps about a phone, the home
 * page. Each is a route chunk of its own; with it come these texts (in another language, its
 * `parent-screens` catalogue, fetched by the route: `withCatalogue(…, 'screens')`). Holds
 * the parent bundle's sections too, with `texts` and `pickupParent` whole.
 */
import { localized } from '../i18n/active.ts';
import { guardianData } from './guardian-data.ts';
import { home } from './home.ts';
import { pickupParent } from './pickup-parent.ts';
import { english as publicMessages } from './public.ts';
import { logo, notFound } from './public-pages.ts';
import { texts } from './texts.ts';

/** The English sections of the parent and public screens. */
export const english = {
  ...publicMessages,
  home,
  notFound,
  logo,
  texts,
  pickupParent,
  guardianData,
} as const;

export type ParentScreenMessages = typeof english;

/** The same in the active language (decision 045). */
export const messages: ParentScreenMessages = localized(english);
