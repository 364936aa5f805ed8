/**
 * Las pantallas de los padres y las públicas que se cargan al abrirlas (Mensajes de texto,
 * quién puede hacer la recogida, mis datos, la página de inicio), en español.
 */

import type { Catalogue } from '../../i18n/translation.ts';
import type { ParentScreenMessages } from '../parent-screens.ts';
import { guardianData } from './guardian-data.ts';
import { home } from './home.ts';
import { pickupParent } from './pickup-parent.ts';
import { messages as publicMessages } from './public.ts';
import { logo, notFound } from './public-pages.ts';
import { texts } from './texts.ts';

export const messages: Catalogue<ParentScreenMessages> = {
  ...publicMessages,
  home,
  notFound,
  logo,
  texts,
  pickupParent,
  guardianData,
};
