/** Las secciones del paquete de los padres en español (las que carga un teléfono en español). */

import type { Catalogue } from '../../i18n/translation.ts';
import type { PublicMessages } from '../public.ts';
import { brand, common, logo, notFound } from './common.ts';
import { home } from './home.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { pickupParent } from './pickup.ts';
import { texts } from './texts.ts';

export const messages: Catalogue<PublicMessages> = {
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
};
