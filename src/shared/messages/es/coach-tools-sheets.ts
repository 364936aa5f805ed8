/** Herramientas del entrenador, pestaña Hojas de Google, en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools-sheets.ts';

export const sheetsTab: Catalogue<typeof en.sheetsTab> = {
  sheetsHeading: 'Conectar una hoja de Google',
  sheetsText:
    'Sincronice la lista de un evento desde una hoja de Google con las mismas columnas que la plantilla CSV.',
  sheetsShareHint:
    "En Hojas de cálculo de Google, haga clic en Compartir y ponga el acceso general en 'Cualquier persona que tenga el vínculo puede ver' (o use Archivo > Compartir > Publicar en la Web) y pegue el enlace aquí.",
  sheetUrl: 'URL de la hoja de Google',
  sheetUrlPlaceholder: 'https://docs.google.com/spreadsheets/d/…/edit',
  connect: 'Conectar',
  connecting: 'Conectando…',
  sheetConnected: 'Hoja de Google conectada al evento',
  sheetConnectedText: (name: string) =>
    `Pulse Sincronizar ahora en ${name} para importar su lista.`,
  sheetNeedsUrlAndEvent: 'Indique la URL de la hoja de Google y elija un evento',
  failedConnect: 'No se pudo conectar la hoja de Google',
  connectedHeading: 'Eventos conectados',
  noSheets: 'Todavía no hay hojas de Google conectadas. ¡Conecte una aquí arriba para empezar!',
  lastSynced: (time: string) => `Última sincronización: ${time}`,
  neverSynced: 'Nunca sincronizada',
  lastSyncFailed: (time: string, message: string) =>
    `La última sincronización falló (${time}): ${message}`,
  eventOn: (date: string) => `Evento: ${date}`,
  syncNow: 'Sincronizar ahora',
  syncNowFor: (name: string) => `Sincronizar ahora: ${name}`,
  syncing: 'Sincronizando…',
  rosterSynced: '¡Lista sincronizada!',
  syncFailed: 'La sincronización falló',
  failedSync: 'No se pudo sincronizar la lista desde la hoja de Google',
};
