/** Las secciones del paquete de los padres en español (las que carga un teléfono en español). */

import type { Catalogue } from '../../i18n/translation.ts';
import type { PublicMessages } from '../public.ts';
import { brand, common, logo, notFound, placeholder } from './common.ts';
import { home } from './home.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { pickupParent } from './pickup-parent.ts';
import { texts } from './texts.ts';

export const messages: Catalogue<PublicMessages> = {
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
  pickupParent,
};
