/** El flujo de los padres (/check-in/**) en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../parent.ts';

export const qrLanding: Catalogue<typeof en.qrLanding> = {
  processing: 'Leyendo el código QR...',
};

export const parent: Catalogue<typeof en.parent> = {
  eventNotFound: 'Evento no encontrado',
  phoneTitle: 'Ingrese su número de teléfono',
  phoneText:
    'La primera vez que registre a su atleta en este teléfono le enviaremos un código de 6 dígitos por mensaje de texto.',
  phoneLabel: 'Número de teléfono',
  phonePlaceholder: '(555) 123-4567',
  continue: 'Continuar',
  eventLabel: 'Registro en',
  invalidPhone: 'Ingrese un número de teléfono válido',
  noEventTitle: 'Escanee el código QR de su evento',
  noEventText: 'Para registrar a su atleta, escanee el código QR publicado en su evento.',
  verifyTitle: 'Verifique su teléfono',
  verifyText: (phone: string) =>
    `Ingrese el código de 6 dígitos que enviamos por mensaje de texto al ${phone}.`,
  sendingCode: (phone: string) => `Enviando un código de 6 dígitos al ${phone}…`,
  codeNotSent: (phone: string) => `No se envió ningún código al ${phone}.`,
  codeNotSentHelp:
    'Toque Reenviar código para intentarlo de nuevo, o Atrás para revisar el número.',
  codeLabel: 'Código de verificación',
  codePlaceholder: '••••••',
  verifyPhone: 'Verificar teléfono',
  verifying: 'Verificando...',
  resendCode: 'Reenviar código',
  resendIn: (seconds: number) => `Reenviar el código en ${seconds} s`,
  codeSent: 'Código enviado',
  codeSentText: (phone: string) => `Enviamos un código de 6 dígitos al ${phone}.`,
  failedToSendCode: 'No se pudo enviar el código',
  phoneVerified: 'Teléfono verificado',
  phoneVerifiedText: 'Este teléfono ya está verificado en este dispositivo.',
  verificationFailed: 'La verificación falló',
  selectTitle: 'Elija a su atleta',
  selectText: 'Toque a su atleta para registrar su llegada.',
  athleteMeta: (team: string | null, gradYear: number | null) =>
    [team ?? 'Sin equipo', gradYear ? `Generación ${gradYear}` : null].filter(Boolean).join(' • '),
  checkedInAt: (time: string) => `Registrado a las ${time}`,
  alreadyCheckedIn: 'Ya se había registrado antes: esta es la llegada que consta.',
  noAthletes: 'No hay atletas para este número de teléfono',
  linkYourAthlete: 'Vincular a su atleta',
  addAnotherAthlete: 'Agregar otro atleta',
  notYou: 'Usar otro número de teléfono',
  yourData: 'Sus datos y su privacidad',
  checkingInAs: (phone: string) => `Registrando con el ${phone}`,
  checkingIn: 'Registrando…',
  failedToFetchAthletes: 'No se pudieron cargar los atletas',
  failedToFetchAthlete: 'No se pudo cargar el atleta',
  checkInErrorTitle: 'Error',
  checkInFailed: 'No se pudo registrar al atleta',
  linkTitle: 'Vincular a su atleta',
  linkText: 'Busque a su atleta por nombre o equipo en la lista de este evento.',
  searchLabel: 'Buscar por nombre o equipo',
  searchPlaceholder: 'p. ej., Jordan o Eagles',
  searchHint: 'Escriba al menos 2 caracteres.',
  searchNoResults: 'Ningún atleta coincide con su búsqueda.',
  searching: 'Buscando…',
  searchResultCount: (count: number) =>
    icu(
      '{count, plural, one {{count} atleta encontrado} other {{count} atletas encontrados}}',
      'es',
    )({ count }),
  searchResultsLabel: 'Atletas que coinciden',
  linkAction: 'Vincular',
  backToAthletes: 'Volver a mis atletas',
  enterManually: '¿No encuentra a su atleta? Ingrese los datos a mano',
  firstName: 'Nombre',
  lastName: 'Apellido',
  team: 'Equipo',
  selectTeam: 'Elija un equipo',
  gradYear: 'Año de graduación',
  gradYearPlaceholder: 'p. ej., 2027',
  linkAndCheckIn: 'Vincular y registrar',
  linking: 'Vinculando…',
  fuzzyNote:
    'Comparamos lo que escribe con la lista del evento, así que los pequeños errores no importan.',
  missingInformation: 'Faltan datos',
  fillAllFields: 'Complete todos los campos',
  linkFailed: 'No se pudo vincular',
  linkFailedFallback: 'No encontramos al atleta. Revise los datos.',
  linked: 'Atleta vinculado',
  linkedText: (name: string) => `${name} ya está vinculado a este teléfono.`,
  confirmationTitle: '¡Registrado!',
  checkInAnother: 'Registrar a otro hijo',
  redirecting: 'Volviendo a sus atletas en un momento…',
  eventClosed: 'Este evento no está abierto para registrarse en este momento.',
  seasonLoading: 'Buscando la práctica abierta ahora…',
  seasonOpensTitle: 'El registro todavía no está abierto',
  seasonOpensAt: (when: string) => `El registro abre el ${when}.`,
  seasonOpensToday: (time: string) => `El registro abre hoy a las ${time}.`,
  seasonOpensByItself: 'Deje esta página abierta: el registro se abrirá solo a esa hora.',
  seasonOpensByCoach: 'El registro abre cuando su entrenador lo abra. Deje esta página abierta.',
  seasonOverTitle: 'Esta temporada terminó',
  seasonOverText: (name: string) =>
    `${name} no tiene más sesiones esta temporada. ¡Nos vemos la próxima temporada!`,
  seasonSeeNext: 'Ver cuándo abre la próxima',
  offlineNotice: 'Sin señal. Se muestran los atletas vistos por última vez en este teléfono.',
  savedOffline: 'Guardado en este teléfono. Se enviará cuando vuelva a tener conexión.',
  savedOfflineFor: (name: string, time: string) =>
    `${name}: registro tocado a las ${time}, esperando señal.`,
  sendingSaved: 'Conexión recuperada: enviando su registro guardado…',
  waitingOnCard: (time: string) => `Tocado a las ${time} · esperando señal`,
  savedNotSent: (name: string, reason: string) =>
    `El registro guardado de ${name} no se anotó: ${reason}`,
};

export const checkInAll: Catalogue<typeof en.checkInAll> = {
  button: (count: number) => `Registrar a todos (${count})`,
  busy: 'Registrando a todos…',
  resultLabel: 'Resultado del registro',
  checkedIn: (names: string) => `Registrados: ${names}.`,
  alreadyCheckedIn: (names: string) => `Ya estaban registrados: ${names}.`,
  notCheckedIn: (names: string) =>
    `No registrados: ${names}. Este teléfono ya no está vinculado a ellos aquí; pida ayuda a un entrenador.`,
};
