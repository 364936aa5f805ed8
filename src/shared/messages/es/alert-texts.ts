/**
 * Los mensajes de texto y correos que TapIn envía a los tutores sobre un niño (decisión 042),
 * en español. Cada SMS cabe en un segmento GSM-7 con los nombres más largos que acepta el
 * producto (sms.test.ts): á, í, ó, ú van sin tilde (ñ, é, ü, ¿ y ¡ sí son GSM-7), sin comillas
 * tipográficas ni rayas, y STOP, START y HELP se quedan en inglés (las palabras de los
 * operadores). Los correos llevan todas las tildes.
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../alert-texts.ts';

export const alertTexts: Catalogue<typeof en.alertTexts> = {
  stopLine: 'Responda STOP para cancelar.',
  someChild: 'Su hijo(a)',
  childByInitial: (initial: string) => `Menor ${initial}.`,
  somePractice: 'la practica',
  arrival: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} se registro a las ${time} en ${event}. Responda STOP para cancelar.`,
  arrivalLate: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} se registro a las ${time} en ${event} (aviso tardio). Responda STOP para cancelar.`,
  arrivalUnconfirmed: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} se registro a las ${time} en ${event} (telefono sin confirmar). Cancelar: STOP.`,
  guardianLinked: (org: string, last4: string, child: string) =>
    `${org}: Tel. terminado en ${last4} se vinculo a ${child}. ¿No es suyo? Avise al entrenador. Cancelar: STOP.`,
  guardianConfirmed: (org: string, last4: string, child: string) =>
    `${org}: Tel. terminado en ${last4} es ahora tutor confirmado de ${child}. Cancelar: STOP.`,
  guardianUnconfirmed: (org: string, child: string) =>
    `${org}: Su telefono ya no es tutor confirmado de ${child}. Pregunte al entrenador. Cancelar: STOP.`,
  correction: (org: string, child: string, event: string) =>
    `${org}: Correccion: se anulo el registro de ${child} en ${event}. Responda STOP para cancelar.`,
  nudge: (org: string, event: string, time: string, child: string) =>
    `${org}: ${event} empezo a las ${time} y ${child} aun no se registra. Responda STOP para cancelar.`,
  stopReply: (org: string) =>
    `${org}: Ya no le enviaremos avisos de llegada. Responda START para volver a recibirlos.`,
  startReply: (org: string) =>
    `${org}: Avisos de llegada activados de nuevo. Pueden aplicarse tarifas de mensajes y datos. Ayuda: HELP. Cancelar: STOP.`,
  helpReply: (org: string, contact: string | null) =>
    contact
      ? `Avisos de ${org}. Ayuda: ${contact}. Pueden aplicarse tarifas de msj y datos. Cancelar: STOP.`
      : `Avisos de ${org}. Para ayuda, pregunte a su entrenador. Pueden aplicarse tarifas de mensajes y datos. Cancelar: STOP.`,
};

export const alertEmails: Catalogue<typeof en.alertEmails> = {
  arrivalSubject: (child: string, event: string) => `${child} se registró en ${event}`,
  arrivalText: (org: string, child: string, event: string, time: string, late: boolean) =>
    `${child} se registró en ${event} a las ${time}${late ? ' (enviado con retraso: el teléfono que hizo el registro no tenía señal)' : ''}.\n\n${org}, a través de TapIn. Recibe este correo porque pidió los avisos de registro en la página de registro; puede desactivarlos allí.`,
  correctionSubject: (child: string, event: string) =>
    `Corrección: se anuló el registro de ${child} en ${event}`,
  unconfirmedNote:
    'Este registro se hizo desde un teléfono que aún no está confirmado como tutor de su hijo(a). Si no lo esperaba, avise a su entrenador.',
  correctionText: (org: string, child: string, event: string) =>
    `El entrenador anuló el registro de ${child} en ${event}: al final, no consta su llegada.\n\n${org}, a través de TapIn.`,
  nudgeSubject: (child: string, event: string) =>
    `${child} todavía no se ha registrado en ${event}`,
  nudgeText: (org: string, event: string, time: string, child: string) =>
    `${event} empezó a las ${time} y ${child} todavía no se ha registrado.\n\n${org}, a través de TapIn.`,
};

export const outboxReasons: Catalogue<typeof en.outboxReasons> = {
  capReached: (cap: number) => `Límite diario alcanzado (${cap} mensajes de aviso al día)`,
  tooLate: (minutes: number) =>
    `No enviado: seguía esperando ${minutes} minutos después de lo que contaba, demasiado tarde para avisar`,
  checkInUndone: 'No enviado: el registro se anuló durante el periodo de gracia',
  stopped: 'No enviado: el tutor respondió STOP',
  noLongerSubscribed: 'No enviado: el tutor ya no está suscrito',
  erased: 'No enviado: el tutor borró su teléfono',
};
