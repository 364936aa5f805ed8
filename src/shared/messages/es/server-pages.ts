/** Páginas que responde el propio servidor, en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../server-pages.ts';
import { verificationSms } from './emails.ts';

export const server: Catalogue<typeof en.server> = {
  webNotBuiltTitle: 'TapIn se está iniciando',
  webNotBuiltText:
    'La aplicación del navegador todavía no está compilada. Aparecerá aquí en cuanto termine `npm run build` (que ejecuta `npm start`): vuelva a cargar esta página en un momento.',
};

export const outbox: Catalogue<typeof en.outbox> = {
  title: 'Buzón de desarrollo',
  text: 'Mensajes que TapIn habría enviado por SMS o correo. Solo se muestra cuando no hay ningún proveedor configurado.',
  empty: 'Todavía no hay mensajes.',
  ...verificationSms,
};
