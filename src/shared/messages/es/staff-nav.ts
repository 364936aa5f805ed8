/** La cabecera de las pantallas de entrenadores y administración, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../staff-nav.ts';

export const staffNav: Catalogue<typeof en.staffNav> = {
  label: 'Páginas del entrenador',
  menu: 'Menú',
  dashboard: 'Panel',
  tools: 'Herramientas',
  roster: 'Lista',
  attendance: 'Asistencia',
  qr: 'Código QR',
  admin: 'Administración',
  home: 'Inicio',
  account: 'Cuenta',
  signedInAs: (email: string) => `Sesión abierta como ${email}`,
  switchAccount: 'Cambiar de cuenta',
  logOut: 'Cerrar sesión',
  logIn: 'Iniciar sesión',
  logOutWaitingTitle: 'Cambios aún sin enviar',
  logOutWaiting: (count: number) =>
    icu(
      '{count, plural, one {{count} registro o deshacer que hizo sin conexión todavía no ha llegado} other {{count} registros o deshaceres que hizo sin conexión todavía no han llegado}} al servidor. Mantenga la sesión abierta y conéctese para enviarlos.',
      'es',
    )({ count }),
  logOutWaitingKept:
    'Si cierra la sesión ahora, se quedan en este dispositivo, bloqueados para que nadie más pueda leerlos, y se envían la próxima vez que entre aquí.',
  staySignedIn: 'Mantener la sesión',
  logOutAnyway: 'Cerrar sesión de todos modos',
};
