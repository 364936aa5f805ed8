/** El panel Mensajes de texto del administrador (decisión 042), en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../admin-texts.ts';

export const adminTexts: Catalogue<typeof en.adminTexts> = {
  heading: 'Mensajes de texto',
  intro: 'Los avisos de llegada y las respuestas enviados a los tutores, y lo que cuestan.',
  loadFailed: 'No se pudo cargar el resumen de los mensajes de texto.',
  today: 'Hoy',
  thisMonth: 'Este mes',
  texts: 'Mensajes',
  segments: 'Segmentos',
  emails: 'Correos',
  estimatedCost: 'Costo estimado',
  priceNote: (price: string) =>
    `Calculado a ${price} por segmento. Un mensaje de texto es un segmento hasta 160 caracteres; TapIn mantiene los avisos de llegada en uno.`,
  capHeading: 'Límite diario',
  capUsed: (used: number, perDay: number) =>
    icu(
      '{used} de {perDay, plural, one {{perDay} mensaje de aviso enviado} other {{perDay} mensajes de aviso enviados}} hoy',
      'es',
    )({ used, perDay }),
  capReached: (skipped: number) =>
    icu(
      'Límite alcanzado hoy: {skipped, plural, one {{skipped} mensaje no se envió} other {{skipped} mensajes no se enviaron}}.',
      'es',
    )({ skipped }),
  skippedToday: (skipped: number) =>
    icu(
      '{skipped, plural, one {{skipped} mensaje no se envió} other {{skipped} mensajes no se enviaron}} hoy.',
      'es',
    )({ skipped }),
  why: (reason: string) => `Motivo: ${reason}`,
  pending: (count: number) =>
    icu(
      '{count, plural, one {{count} mensaje en espera} other {{count} mensajes en espera}}',
      'es',
    )({ count }),
  queueDelay: (seconds: number) =>
    seconds < 120
      ? icu(
          'Los mensajes salen con {seconds, plural, one {{seconds} segundo} other {{seconds} segundos}} de retraso (el ritmo del remitente).',
          'es',
        )({ seconds })
      : icu(
          'Los mensajes salen con {minutes, plural, one {{minutes} minuto} other {{minutes} minutos}} de retraso (el ritmo del remitente).',
          'es',
        )({ minutes: Math.floor(seconds / 60) }),
  failed: (count: number) =>
    icu(
      '{count, plural, one {{count} mensaje rechazado hoy por el proveedor} other {{count} mensajes rechazados hoy por el proveedor}}',
      'es',
    )({ count }),
  lastFailure: (reason: string) => `Último rechazo: ${reason}`,
};
