/** Herramientas del entrenador, pestaña Eventos, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools-events.ts';

export const eventsTab: Catalogue<typeof en.eventsTab> = {
  createEventHeading: 'Crear evento',
  createEventText: 'Los eventos nuevos empiezan inactivos. Active uno cuando abra el registro.',
  eventName: 'Nombre del evento',
  eventNamePlaceholder: 'p. ej., Jamboree de primavera',
  location: 'Lugar',
  locationPlaceholder: 'p. ej., Gimnasio Riverside',
  dateTime: 'Fecha y hora',
  createEvent: 'Crear evento',
  creatingEvent: 'Creando…',
  eventCreated: 'Evento creado',
  failedCreateEvent: 'No se pudo crear el evento',
  eventsHeading: 'Eventos',
  oneActiveNote: 'Solo hay un evento activo a la vez: al activar uno se desactivan los demás.',
  colName: 'Nombre',
  colLocation: 'Lugar',
  colDate: 'Fecha',
  colStatus: 'Estado',
  colActions: 'Acciones',
  showOccurrences: (count: number, name: string) =>
    icu(
      'Ver {count, plural, one {# fecha más} other {# fechas más}} de {name}',
      'es',
    )({ count, name }),
  hideOccurrences: (count: number, name: string) =>
    icu(
      'Ocultar {count, plural, one {# fecha} other {# fechas}} de {name}',
      'es',
    )({
      count,
      name,
    }),
  noEvents: 'Todavía no hay eventos',
  noEventsText: 'Cree su primer evento aquí arriba.',
  showEarlierEvents: 'Ver eventos anteriores',
  showMoreEarlierEvents: 'Ver más eventos anteriores',
  loadingEarlierEvents: 'Cargando eventos anteriores…',
  earlierEventsHeading: 'Eventos anteriores',
  noEarlierEvents: 'No hay eventos anteriores.',
  earlierEventsFailed: 'No se pudieron cargar los eventos anteriores',
  rename: (name: string) => `Cambiar el nombre de ${name}`,
  editNameLabel: 'Nombre del evento',
  editNameHint: 'Intro guarda, Escape cancela.',
  save: 'Guardar',
  cancel: 'Cancelar',
  validationError: 'Error de validación',
  eventNameEmpty: 'El nombre del evento no puede estar vacío',
  eventNameUpdated: 'Nombre del evento actualizado',
  failedRename: 'No se pudo cambiar el nombre del evento',
  active: 'Activo',
  inactive: 'Inactivo',
  activeSwitch: (name: string) => `${name} activo`,
  eventStatusUpdated: 'Estado del evento actualizado',
  eventActivated: (name: string) => `${name} es ahora el evento activo.`,
  eventDeactivated: (name: string) => `${name} ya no está activo.`,
  failedUpdateEvent: 'No se pudo actualizar el evento',
  qrCode: 'Código QR',
  qrCodeFor: (name: string) => `Código QR de ${name}`,
  qrDownloaded: 'Código QR descargado',
  failedQr: 'No se pudo generar el código QR',
};

export const seasonTexts: Catalogue<typeof en.seasonTexts> = {
  endTime: 'Hora de fin (opcional)',
  autoOpen: 'Abrir el registro solo',
  autoOpenMinutes: 'Minutos antes del inicio',
  autoOpenHint: 'El registro se abre ese tiempo antes del inicio y se cierra al final.',
  repeat: 'Repetir',
  repeatOn: 'Repetir los',
  repeatUntil: 'Hasta',
  weekdayNames: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  weekdayShort: ['Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá', 'Do'],
  dateRange: (start: string, end: string) => `${start} – ${end}`,
  seriesMark: 'Se repite',
  cancelledMark: 'Cancelado',
  autoMark: 'Se abre solo',
  cancelOccurrence: (name: string) => `Cancelar ${name} en esta fecha`,
  restoreOccurrence: (name: string) => `Restablecer ${name}`,
  cancelOccurrenceShort: 'Cancelar',
  restoreOccurrenceShort: 'Restablecer',
  cancelOccurrenceTitle: (name: string, when: string) => `¿Cancelar ${name} el ${when}?`,
  cancelOccurrenceText:
    'A los padres que escaneen su código QR se les dirá que está cancelado, y no se abrirá para registrarse. Puede restablecerlo hasta que empiece.',
  cancelOccurrenceConfirm: 'Cancelar esta fecha',
  keepOccurrence: 'Mantenerla',
  occurrenceCancelled: 'Fecha cancelada',
  occurrenceRestored: 'Fecha restablecida',
  endSeries: 'Terminar la serie',
  endSeriesFor: (name: string) => `Terminar la serie de ${name}`,
  endSeriesTitle: (name: string) => `¿Terminar la serie de ${name}?`,
  endSeriesText:
    'Se cancelan todas las fechas que aún no han empezado. Las fechas pasadas y sus registros se conservan.',
  endSeriesConfirm: 'Terminar la serie',
  seriesEnded: (count: number) =>
    icu(
      'Serie terminada: {count, plural, one {{count} fecha cancelada} other {{count} fechas canceladas}}',
      'es',
    )({ count }),
  failedSeries: 'No se pudo actualizar la serie',
  overlapNote: (winner: string) =>
    `Coincide con ${winner}, que empieza antes: se abre solo cuando ${winner} cierre.`,
  heldNote: (until: string) =>
    `Abierto a mano: sigue abierto hasta las ${until}, aunque otro evento fuera a abrirse solo.`,
  waitsNote: (other: string, until: string) =>
    `${other} se abrió a mano: este se abre solo cuando ${other} termine a las ${until}.`,
  openingRule:
    'Un evento abierto a mano sigue abierto hasta su fin: uno que se abriría solo mientras tanto espera y luego se abre. De dos que se abren solos, abre primero el que empieza antes.',
  thisEvent: 'Este evento',
  formWaitsHeld: (other: string, until: string) =>
    `${other} está abierto a mano hasta las ${until}: el registro de este evento espera hasta entonces.`,
  formWaitsSooner: (other: string) =>
    `Coincide con ${other}, que empieza antes: el registro de este evento se abre cuando ${other} cierre.`,
  endsAtInvalid: 'La hora de fin debe ser una fecha y hora ISO con zona',
  endsBeforeStart: 'El fin debe ser posterior al inicio',
  autoOpenInvalid: 'Los minutos antes del inicio deben ser un número entero de 0 a 1440',
  weekdaysInvalid:
    'Repetir necesita uno o más días de la semana del 1 (lunes) al 7 (domingo), cada uno una vez',
  untilInvalid: 'Repetir hasta debe ser una fecha (AAAA-MM-DD)',
  untilBeforeStart: 'Repetir hasta debe ser igual o posterior a la fecha de inicio',
  timeZoneInvalid: 'Zona horaria desconocida',
  noOccurrences: 'Ningún día elegido cae entre la fecha de inicio y la fecha final',
  tooManyOccurrences: (max: number) => `Una serie puede tener como máximo ${max} fechas`,
  notInSeries: 'Este evento no forma parte de una serie',
  seriesAlreadyEnded: 'Esta serie ya terminó',
  cancelledNotActive: 'Un evento cancelado no se puede activar: restablézcalo primero',
};
