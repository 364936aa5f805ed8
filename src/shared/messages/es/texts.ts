/**
 * La pantalla Mensajes de texto del padre y la oferta después de verificar (decisión 046), en
 * español. El texto del consentimiento nombra al club, dice cuántos mensajes, que pueden
 * aplicarse tarifas y cómo dejar de recibirlos: STOP y HELP se quedan en inglés (son las
 * palabras que reconocen los operadores) y se dice que PARAR y AYUDA también sirven.
 */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../texts.ts';
import { textsLink } from './texts-link.ts';

export const texts: Catalogue<typeof en.texts> = {
  ...textsLink,
  title: 'Mensajes de texto cuando llegue su hijo',
  offerTitle: '¿Quiere recibir un mensaje de texto cuando llegue su hijo?',
  consent: (orgName: string) =>
    `${orgName} puede enviar mensajes de texto a este teléfono cuando se registre a un niño que usted elija abajo: como máximo un mensaje por niño y por evento. Pueden aplicarse tarifas de mensajes y datos. Responda STOP (o PARAR) para dejar de recibirlos y HELP (o AYUDA) para obtener ayuda.`,
  contact: (orgContact: string) => `¿Preguntas? Comuníquese con ${orgContact}.`,
  childLabel: (name: string) => `Enviarme un mensaje de texto cuando se registre a ${name}`,
  departureConsent: (orgName: string) =>
    `${orgName} también puede enviar mensajes de texto a este teléfono cuando recojan a un niño que usted elija abajo, con el nombre del adulto que lo recogió: como máximo un mensaje por niño y por evento.`,
  departureLabel: (name: string) => `Enviarme un mensaje de texto cuando recojan a ${name}`,
  allLabel: 'Todos mis hijos',
  awaitingConfirmation: (name: string) =>
    `Los mensajes de texto sobre ${name} empiezan cuando un entrenador confirme este teléfono como tutor.`,
  pausedUntilConfirmed: (name: string) =>
    `Sus mensajes de texto sobre ${name} están en pausa hasta que un entrenador confirme este teléfono como tutor.`,
  otherPhonesHeading: (name: string) => `Otros teléfonos vinculados a ${name}`,
  otherPhonesIntro:
    'Un teléfono confirmado recibe códigos de recogida y mensajes de texto sobre su hijo, y ve quién puede recogerlo. Confirme un teléfono solo si sabe de quién es.',
  otherPhonesLoading: 'Cargando los otros teléfonos…',
  otherPhonesFailed: 'No se pudieron cargar los otros teléfonos.',
  otherPhonesNone: 'No hay ningún otro teléfono vinculado.',
  phoneConfirmed: 'Tutor confirmado',
  phoneWaiting: 'Pendiente de confirmación',
  confirmPhone: 'Confirmar',
  confirmPhoneFor: (phone: string, name: string) => `Confirmar el ${phone} como tutor de ${name}`,
  phoneConfirmedNow: (phone: string) => `${phone} está confirmado.`,
  undoMine: 'Deshacer mi confirmación',
  undoMineFor: (phone: string, name: string) =>
    `Deshacer mi confirmación del ${phone} como tutor de ${name}`,
  undoMineTitle: (phone: string, name: string) =>
    `¿Deshacer su confirmación del ${phone} como tutor de ${name}?`,
  undoMineText:
    'Ese teléfono deja de recibir al instante códigos de recogida y mensajes de texto sobre su hijo, y se le avisa por mensaje de texto.',
  phoneUnconfirmedNow: (phone: string) => `${phone} ya no está confirmado.`,
  cancel: 'Cancelar',
  actionFailed: 'No funcionó. Vuelva a intentarlo.',
  save: 'Guardar',
  saving: 'Guardando...',
  notNow: 'Ahora no',
  saved: 'Sus preferencias se guardaron',
  savedOn: 'Le enviamos un mensaje de texto para confirmarlo.',
  saveFailed: 'Sus preferencias no se guardaron',
  noChildren: 'Primero vincule a su atleta; luego elija aquí los mensajes de texto.',
  stoppedTitle: 'Los mensajes de texto a este teléfono están desactivados',
  stoppedText:
    'Usted respondió STOP, así que no enviamos mensajes de texto a este teléfono. Para volver a recibirlos, responda START a nuestro último mensaje.',
  loadFailed: 'No se pudieron cargar sus preferencias.',
  back: 'Volver a mis atletas',
  channelsTitle: 'Cómo avisarle',
  bySms: 'Por mensaje de texto',
  byEmail: 'Por correo electrónico',
  emailTitle: 'Correo electrónico en lugar de mensajes de texto, o además de ellos',
  emailText:
    'Agregue una dirección de correo electrónico, abra el enlace que le enviaremos y luego elija Por correo electrónico arriba.',
  emailLabel: 'Correo electrónico',
  sendLink: 'Enviarme un enlace por correo',
  sendingLink: 'Enviando...',
  linkSent: (email: string) => `Enviamos un enlace a ${email}. Ábralo para confirmar la dirección.`,
  emailConfirmed: (email: string) => `Correo electrónico: ${email} (confirmado)`,
  emailNeedsConfirming:
    'Confirme su dirección de correo electrónico antes de elegir el correo electrónico.',
  confirmTitle: 'Confirme su correo electrónico',
  confirming: 'Confirmando...',
  confirmedText: (email: string) =>
    `${email} está confirmado. Para recibir allí los avisos, elija Por correo electrónico en la pantalla de mensajes de texto de la página de registro.`,
  expiredText:
    'Este enlace venció. Pida uno nuevo en la pantalla de mensajes de texto de la página de registro.',
  usedText:
    'Este enlace ya se usó, así que ya no funciona. Si usted lo abrió antes, su dirección está confirmada.',
  invalidText:
    'Este enlace no es válido. Pida uno nuevo en la pantalla de mensajes de texto de la página de registro.',
};
