/** Textos que escribe la API de herramientas: resúmenes de importación y celdas del informe CSV. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-api.ts';

export const coachApi: Catalogue<typeof en.coachApi> = {
  rosterParsed: (valid: number, errors: number) =>
    icu(
      'Se encontraron {valid, plural, one {{valid} atleta válido} other {{valid} atletas válidos}}, {errors} con errores',
      'es',
    )({ valid, errors }),
  rosterImported: (count: number, newCount: number, duplicateCount: number) =>
    `Se importaron ${count} atleta(s). ${newCount} nuevo(s), ${duplicateCount} duplicado(s) omitido(s).`,
  sharedPhonesNotLinked: (phones: string[]) =>
    icu(
      '{count, plural, one {{list} figura} other {{list} figuran}} en muchos niños y no se {count, plural, one {vinculó} other {vincularon}} a ellos: {count, plural, one {márquelo} other {márquelos}} en la vista previa para vincular.',
      'es',
    )({ count: phones.length, list: phones.join(', ') }),
  rosterCopied: (count: number, newCount: number, duplicateCount: number) =>
    `Se copiaron ${count} atleta(s). ${newCount} nuevo(s), ${duplicateCount} ya estaban en la lista.`,
  rosterSynced: (count: number) => `Se importaron ${count} atletas desde la hoja de Google`,
  rosterSyncedWithErrors: (count: number, errorCount: number) =>
    icu(
      'Se importaron {count} atletas desde la hoja de Google. {errorCount, plural, one {Se omitió {errorCount} fila} other {Se omitieron {errorCount} filas}} por errores.',
      'es',
    )({ count, errorCount }),
  reportHeader: (timeZone: string) => [
    'Nombre',
    'Apellido',
    'Equipo',
    'Año de graduación',
    'Registrado',
    `Hora de registro (${timeZone})`,
    'Origen',
    'Anotado sin conexión',
  ],
  unknownTimeZone: 'Zona horaria desconocida: use un nombre IANA como America/Chicago.',
  eventsCursorUnknown: 'No existe el evento desde el que listar los eventos anteriores (before).',
  yes: 'Sí',
  no: 'No',
  sources: { qr: 'código QR', manual_fallback: 'a mano' },
  unconfirmedSource: (source: string) => `${source} (teléfono no confirmado como tutor)`,
  offline: { tap: 'Sí (hora del toque)', receipt: 'Sí (hora de recepción)' },
};
