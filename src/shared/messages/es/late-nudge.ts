/** El aviso del entrenador desde el banner de llegadas tarde (decisión 042), en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../late-nudge.ts';

export const lateNudge: Catalogue<typeof en.lateNudge> = {
  button: 'Enviar un mensaje a sus tutores',
  title: '¿Enviar un mensaje a los tutores de los atletas que llegan tarde?',
  description: (texts: number, athletes: number) =>
    icu(
      '{texts, plural, one {Se enviará {texts} mensaje} other {Se enviarán {texts} mensajes}} a los tutores de {athletes, plural, one {{athletes} atleta que llega tarde} other {{athletes} atletas que llegan tarde}} que pidieron avisos por mensaje. Esto se puede hacer una vez por evento.',
      'es',
    )({ texts, athletes }),
  nobody:
    'Ningún tutor de los atletas que llegan tarde pidió avisos por mensaje: no se enviará nada.',
  emails: (emails: number) =>
    icu(
      '{emails, plural, one {Y {emails} correo electrónico.} other {Y {emails} correos electrónicos.}}',
      'es',
    )({ emails }),
  confirm: 'Enviar mensajes',
  cancel: 'Cancelar',
  counting: 'Contando…',
  sent: (texts: number) =>
    icu(
      '{texts, plural, one {Se envió {texts} mensaje a los tutores.} other {Se enviaron {texts} mensajes a los tutores.}}',
      'es',
    )({ texts }),
  alreadySent: (time: string) => `Se envió un mensaje a los tutores a las ${time}.`,
  failed: 'No se pudieron enviar los mensajes.',
};
