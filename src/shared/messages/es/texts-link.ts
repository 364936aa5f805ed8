/** El enlace a la pantalla Mensajes de texto en la lista de atletas (es/public.ts). */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../texts-link.ts';

export const textsLink: Catalogue<typeof en.textsLink> = {
  openTexts: 'Mensajes de texto y correo',
};
