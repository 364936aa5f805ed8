/** Las secciones del paquete de los padres en español (las que carga un teléfono en español). */

import type { Catalogue } from '../../i18n/translation.ts';
import type { PublicMessages } from '../public.ts';
import { brand, common } from './common.ts';
import { checkInAll, parent, qrLanding } from './parent.ts';
import { pickupCodes } from './pickup-codes.ts';
import { textsLink } from './texts-link.ts';

export const messages: Catalogue<PublicMessages> = {
  brand,
  common,
  qrLanding,
  parent,
  checkInAll,
  texts: textsLink,
  pickupParent: pickupCodes,
};
