/** Las respuestas de error de la API, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../errors.ts';
import { common } from './common.ts';
import { parent } from './parent.ts';
import { texts } from './texts.ts';

export const errors: Catalogue<typeof en.errors> = {
  generic: common.genericError,
  notFound: 'No encontrado',
  invalidRequest: 'Solicitud no válida',
  tooManyRequests: 'Demasiadas solicitudes. Espere un momento e inténtelo de nuevo.',
  forbiddenOrigin: 'Solicitud de otro sitio rechazada',
  invalidPhone: 'Ingrese un número de teléfono válido',
  invalidCode: 'Ingrese el código de 6 dígitos',
  resendCooldown: (seconds: number) => `Espere ${seconds} segundos antes de pedir otro código.`,
  sendCapReached: 'Se pidieron demasiados códigos. Inténtelo de nuevo más tarde.',
  networkSendCapReached:
    'Desde esta red se pidieron demasiados códigos que nunca se usaron. Inténtelo más tarde o cambie a datos móviles.',
  phoneCountryNotServed: (countries: string[]) =>
    `TapIn solo puede enviar mensajes a números de ${countries.join(', ')}.`,
  smsFailed: 'No pudimos enviar el mensaje de texto en este momento. Inténtelo de nuevo.',
  codeExpired: 'Este código venció o nunca se envió. Pida un código nuevo.',
  codeWrong: (remaining: number) =>
    icu(
      'Ese código no es correcto. {remaining, plural, one {Le queda {remaining} intento} other {Le quedan {remaining} intentos}}.',
      'es',
    )({ remaining }),
  codeLocked: 'Demasiados intentos incorrectos. Pida un código nuevo.',
  parentNotVerified: 'Primero verifique su número de teléfono.',
  phoneMismatch: 'Este número de teléfono no está verificado en este dispositivo.',
  eventNotFound: parent.eventNotFound,
  scheduleNoticeNotFound: 'Este aviso ya no existe.',
  eventNotActive: 'Este evento no está abierto para registrarse en este momento.',
  tapTooOld:
    'Este registro se tocó hace más de un día y no se anotó. Escanee el código QR para registrarse de nuevo.',
  actingUserChanged:
    'Ahora hay otro entrenador con la sesión abierta en este dispositivo. Este cambio lo hizo otra persona y no se envió.',
  athleteNotFound: 'Atleta no encontrado',
  wordingChanged: 'El texto de esta pantalla cambió. Vuelva a leerlo y guarde.',
  emailNotConfirmed:
    'Confirme su dirección de correo electrónico antes de elegir el correo electrónico.',
  emailLinkExpired: texts.expiredText,
  emailLinkUsed: texts.usedText,
  emailLinkInvalid: texts.invalidText,
  athleteNotOnRoster: 'Este atleta no está en la lista de este evento.',
  athleteNotMatched: 'No encontramos al atleta. Revise los datos.',
  athleteAmbiguous: 'Coincide más de un atleta. Busque a su atleta y elíjalo de la lista.',
  searchTooShort: 'Escriba al menos 2 caracteres.',
  tooManyLinks: (max: number) =>
    `Este número de teléfono ya está vinculado a ${max} atletas, el máximo permitido. Pida a un entrenador que registre a su atleta.`,
  tooManyGuardianPhones: (max: number) => `Como máximo ${max} teléfonos de tutores por atleta.`,
  invalidGuardianPhone: (phone: string) =>
    `El teléfono de tutor "${phone}" no es un número de teléfono válido.`,
  parentLinkNotFound: 'Este teléfono no está vinculado a este atleta.',
  guardianNotConfirmed:
    'Este teléfono no está confirmado como tutor de este niño (o no lo confirmaste tú).',
  invalidEmail: 'Ingrese un correo electrónico válido',
  magicLinkCap: 'Se pidieron demasiados enlaces de acceso. Inténtelo de nuevo más tarde.',
  magicLinkInvalid: 'Este enlace de acceso no es válido o venció. Pida uno nuevo.',
  otherAccount: 'Este enlace de acceso es de otra cuenta.',
  invalidReturnPath:
    'La página a la que se vuelve después de entrar debe ser una página de entrenador o de administración.',
  signInRequired: 'No autorizado: inicie sesión.',
  pendingApproval: 'Su acceso de entrenador está pendiente de aprobación.',
  adminOnly: 'Solo los administradores pueden hacer esto.',
  webhookSignatureInvalid: 'Esta solicitud no está firmada por el proveedor de mensajes de texto.',
  lateNudgeSent:
    'Ya se envió un mensaje a los tutores de los atletas que todavía no han llegado a este evento.',
  lateNudgeTooEarly: 'El evento todavía no ha empezado.',
  userNotFound: 'Usuario no encontrado',
  cannotChangeOwnRole: 'No puede cambiar su propio rol.',
  cannotDeleteSelf: 'No puede eliminar su propia cuenta.',
  lastAdmin: 'TapIn necesita al menos un administrador.',
  invalidRole: 'El rol debe ser pendiente, entrenador o administrador.',
  oidcFailed: 'No se pudo entrar con su proveedor de identidad. Inténtelo de nuevo.',
  invalidGradYear: 'El año de graduación debe tener 4 dígitos, entre 2000 y 2100.',
  eventNameRequired: 'El nombre del evento no puede estar vacío',
  eventNameTooLong: 'El nombre del evento es demasiado largo (200 caracteres como máximo).',
  locationRequired: 'El lugar es obligatorio',
  locationTooLong: 'El lugar es demasiado largo (200 caracteres como máximo).',
  eventDateInvalid: 'Elija una fecha y una hora válidas.',
  eventUpdateEmpty: 'Nada que actualizar: envíe active, name o googleSheetUrl.',
  teamNameRequired: 'El nombre del equipo no puede estar vacío',
  teamNameTooLong: 'El nombre del equipo es demasiado largo (100 caracteres como máximo).',
  teamExists: (name: string) => `Ya existe un equipo llamado "${name}".`,
  rosterFileAndEvent: 'Elija un archivo y un evento',
  rosterOneFile: 'Suba un solo archivo CSV a la vez.',
  rosterNotCsv:
    'Suba un archivo CSV, o una exportación TSV, de texto o de Excel .xlsx. Descargue la plantilla para ver el formato correcto.',
  rosterFileTooLarge: 'Este archivo pesa más de 5 MB. Divida la lista en archivos más pequeños.',
  rosterTooManyRows:
    'Este archivo tiene más de 10.000 filas. Divida la lista en archivos más pequeños.',
  rosterEmpty:
    'Este archivo no tiene atletas. Descargue la plantilla para ver el formato correcto.',
  rosterNoNameColumns:
    'No encontramos las columnas de nombre y apellido (ni una columna Name). Descargue la plantilla para ver el formato correcto.',
  rosterRowErrors: (count: number) =>
    icu(
      '{count, plural, one {{count} fila tiene errores. Corríjala} other {{count} filas tienen errores. Corríjalas}} y vuelva a subir el archivo, o importe solo las filas válidas.',
      'es',
    )({ count }),
  rosterNothingToImport: 'No hay atletas válidos para importar.',
  unknownTeam: 'Uno de estos equipos ya no existe. Vuelva a cargar la página e inténtelo de nuevo.',
  rosterTeamNotCoached: (team: string, yours: string[]) =>
    yours.length > 0
      ? `Usted no entrena a ${team}: solo puede importar atletas de ${yours.join(', ')}.`
      : `Usted no entrena a ${team}: un administrador todavía no le ha asignado ningún equipo.`,
  rosterRowWithoutTeam: (yours: string[]) =>
    yours.length > 0
      ? `Esta fila no indica ningún equipo: agregue una columna Team o Equipo (usted entrena a ${yours.join(', ')}).`
      : 'Esta fila no indica ningún equipo, y un administrador todavía no le ha asignado ningún equipo.',
  rosterTooManyColumns:
    'Este archivo tiene más de 500 columnas. Deje las columnas de la lista (nombres, equipo, grado, teléfonos) y vuelva a subirlo.',
  rosterTooManySheets:
    'Este libro tiene más de 50 hojas. Copie la hoja de la lista en un archivo aparte y súbalo.',
  rosterTooBigToRead:
    'Leer este archivo requiere demasiada memoria. Guarde solo la hoja de la lista como CSV y súbala.',
  rosterTooSlowToRead:
    'Este archivo tardó demasiado en leerse y no se importó nada. Guarde solo la hoja de la lista como CSV y súbala.',
  rosterReadersBusy:
    'Se están leyendo varios archivos de listas ahora mismo. Inténtelo de nuevo en unos segundos.',
  rosterWorkbookUnreadable:
    'No se pudo leer este libro de Excel (dañado, protegido o demasiado grande por dentro). Guárdelo de nuevo como .xlsx o CSV y súbalo.',
  rosterNameGarbled:
    'Este nombre salió ilegible: no se pudo leer la codificación de texto del archivo. Guarde el archivo como CSV UTF-8 y vuelva a subirlo.',
  firstNameRequired: 'El nombre es obligatorio',
  lastNameRequired: 'El apellido es obligatorio',
  firstNameTooLong: 'El nombre es demasiado largo (100 caracteres como máximo)',
  lastNameTooLong: 'El apellido es demasiado largo (100 caracteres como máximo)',
  copyEventsRequired: 'Elija el evento de origen y el de destino',
  copySameEvent: 'El evento de origen y el de destino deben ser distintos.',
  sheetUrlRequired: 'Indique la URL de la hoja de Google y elija un evento',
  sheetUrlInvalid:
    'Este no es un enlace de Hojas de cálculo de Google. Copie el enlace del botón Compartir, o un enlace CSV de Archivo > Compartir > Publicar en la Web.',
  sheetUrlNotHttps: 'Los enlaces de Hojas de cálculo de Google deben empezar por https://',
  sheetHostNotAllowed:
    'TapIn solo sincroniza listas desde Hojas de cálculo de Google (docs.google.com).',
  sheetAddressRefused:
    'Este enlace lleva a una dirección de red privada o local, así que TapIn no lo abrirá.',
  sheetTooManyRedirects: 'El enlace de la hoja de Google redirigió demasiadas veces.',
  sheetNotShared:
    "Esta hoja de Google no está compartida públicamente. En Hojas de cálculo de Google, haga clic en Compartir y ponga el acceso general en 'Cualquier persona que tenga el vínculo puede ver', o use Archivo > Compartir > Publicar en la Web; luego sincronice de nuevo.",
  sheetNotFound: 'No se encontró la hoja de Google. Revise el enlace.',
  sheetTimeout: 'La hoja de Google tardó demasiado en responder. Inténtelo de nuevo.',
  sheetTooLarge: 'La hoja de Google pesa más de 5 MB. Divida la lista.',
  sheetFetchFailed: 'No se pudo descargar la hoja de Google. Inténtelo de nuevo.',
  sheetNotConnected: 'Primero conecte una hoja de Google a este evento.',
  uploadMalformed:
    'El archivo llegó cortado o el formulario no es válido. Elija el archivo e inténtelo de nuevo.',
  databaseUnavailable:
    'TapIn no puede conectarse a su base de datos en este momento. Inténtelo de nuevo en unos segundos.',
  tooManyLiveStreams:
    'Hay demasiados paneles en vivo abiertos desde aquí. Cierre uno y vuelva a cargar esta página.',
  shuttingDown: 'TapIn se está reiniciando. Inténtelo de nuevo en unos segundos.',
};
