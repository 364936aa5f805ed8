/** El panel en vivo del entrenador, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../dashboard.ts';

export const dashboard: Catalogue<typeof en.dashboard> = {
  title: 'Panel del entrenador',
  intro: 'Vea las llegadas en vivo y registre atletas a mano.',
  navLabel: 'Enlaces del panel',
  toolsLink: 'Herramientas del entrenador',
  homeLink: 'Inicio',
  loginLink: 'Acceso de entrenadores',
  eventLabel: 'Evento',
  eventOption: (name: string, date: string, isActive: boolean) =>
    `${name} · ${date}${isActive ? ' (Activo)' : ''}`,
  noEventsTitle: 'Todavía no hay eventos',
  noEventsText: 'Cree un evento en Herramientas del entrenador y luego suba su lista.',
  failedToFetchEvents: 'No se pudieron cargar los eventos',
  failedToFetchRoster: 'No se pudo cargar la lista',
  failedToFetchCheckIns: 'No se pudieron cargar los registros',
  clockLabel: 'Hora actual',
  statsLabel: 'Filtrar la lista por estado',
  checkedIn: 'Registrados',
  expected: 'Esperados',
  notYetCheckedIn: 'Sin registrar',
  lateBannerLabel: 'Asistencia',
  lateCount: (count: number) =>
    icu(
      '{count, plural, one {{count} llegada tarde} other {{count} llegadas tarde}}: aún sin registrar',
      'es',
    )({ count }),
  lateSince: (time: string) => `El evento empezó a las ${time}.`,
  expectedCount: (count: number) =>
    icu(
      '{count, plural, one {Aún se espera {count} atleta} other {Aún se esperan {count} atletas}}',
      'es',
    )({ count }),
  startsAt: (time: string) => `El evento empieza a las ${time}.`,
  everyoneIn: 'Todos están registrados',
  showLate: 'Ver quién falta',
  rosterHeading: 'Lista',
  searchLabel: 'Buscar atletas por nombre',
  searchPlaceholder: 'Buscar por nombre',
  showing: (shown: number, total: number) =>
    shown === total
      ? icu('{total, plural, one {{total} atleta} other {{total} atletas}}', 'es')({ total })
      : `Se muestran ${shown} de ${total} atletas`,
  filterAll: 'Todos los atletas',
  filterCheckedIn: 'Solo registrados',
  filterNotCheckedIn: 'Solo sin registrar',
  showAll: 'Ver todos',
  colAthlete: 'Atleta',
  colTeam: 'Equipo/Escuela',
  colStatus: 'Estado',
  colArrival: 'Hora de llegada',
  colActions: 'Acciones',
  statusCheckedIn: 'Registrado',
  statusNotArrived: 'No ha llegado',
  classOf: (year: number) => `Generación ${year}`,
  noTeam: 'Sin equipo',
  manual: 'a mano',
  checkIn: 'Registrar',
  undo: 'Deshacer',
  emptyRoster: 'Esta lista todavía no tiene atletas. Suba una en Herramientas del entrenador.',
  noMatches: 'Ningún atleta coincide con su búsqueda.',
  errorTitle: 'Error',
  checkInFailed: 'No se pudo registrar al atleta',
  undoFailed: 'No se pudo quitar el registro',
  live: 'En vivo',
  liveHint: 'Las llegadas aparecen en cuanto ocurren.',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  pollingHint: 'Se actualiza cada 5 segundos hasta que vuelva la conexión en vivo.',
  arrivedAnnouncement: (names: string[]) =>
    icu(
      '{count, plural, one {{first} se registró} other {{count} atletas se registraron: {list}}}',
      'es',
    )({
      count: names.length,
      first: names[0] ?? '',
      list: names.join(', '),
    }),
  undoneAnnouncement: (name: string) => `${name} ya no está registrado`,
  chartHeading: 'Llegadas',
  chartText: 'Registros cada 5 minutos',
  chartEmpty: 'Todavía no hay llegadas. El gráfico se llena a medida que llegan los atletas.',
  chartSummary: (total: number, from: string, to: string, peak: string, peakCount: number) =>
    icu(
      '{total, plural, one {{total} registro} other {{total} registros}} entre las {from} y las {to}. Los 5 minutos con más llegadas: {peak}, con {peakCount}.',
      'es',
    )({ total, from, to, peak, peakCount }),
  chartStart: 'Inicio',
  chartTableToggle: 'Ver las cifras',
  chartColTime: 'Hora',
  chartColCount: 'Registros',
  offline: 'Sin conexión',
  offlineHint:
    'Sin conexión. Los cambios se guardan en este dispositivo y se envían cuando vuelva.',
  offlineTitle: 'Está sin conexión',
  offlineText: (savedAt: string | null) =>
    `Se muestran la lista y los registros tal como se cargaron por última vez${savedAt ? ` a las ${savedAt}` : ''}. Los registros y deshaceres que haga ahora se guardan en este dispositivo y se envían en orden cuando vuelva la conexión.`,
  pendingHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} cambio espera} other {{count} cambios esperan}} para enviarse',
      'es',
    )({ count }),
  sendingPending: (count: number) =>
    icu(
      'Enviando {count, plural, one {{count} cambio guardado} other {{count} cambios guardados}}…',
      'es',
    )({ count }),
  pendingCheckIn: (name: string, time: string) => `Registrar a ${name} (${time})`,
  pendingUndo: (name: string, time: string) => `Deshacer ${name} (${time})`,
  syncedHeading: 'Cambios hechos sin conexión',
  syncedCheckIn: (name: string) => `${name}: registrado.`,
  syncedUndo: (name: string) => `${name}: registro deshecho.`,
  recordedOffline: 'Anotado sin conexión',
  recordedOfflineAtReceipt: 'Sin conexión, hora de recepción',
  unconfirmedCheckIn: 'Registrado por un teléfono sin confirmar',
  syncedCheckInAtReceipt: (name: string, time: string) =>
    `${name}: registrado a las ${time}, cuando llegó al servidor (no se pudo confirmar la hora del toque).`,
  syncKeptMine: (name: string, byParent: boolean, time: string) =>
    `${name} también fue registrado ${byParent ? 'por un padre' : 'por otro entrenador'}, más tarde: se conserva su registro de las ${time}.`,
  noticesHeading: 'Horario de registro',
  noticeWaited: (name: string, time: string, other: string, until: string) =>
    `${name} no abrió a las ${time}: ${other} sigue abierto hasta las ${until}. ${name} abrirá entonces si todavía está en su horario.`,
  noticeClosedFor: (name: string, time: string, other: string) =>
    `El registro de ${name} cerró a las ${time}: ${other} se abrió solo.`,
  noticeDismiss: (name: string) => `Cerrar el aviso sobre ${name}`,
  syncKeptEarlier: (name: string, byParent: boolean, time: string) =>
    `${name} ya estaba registrado ${byParent ? 'por un padre' : 'por un entrenador'} a las ${time}: se conserva el registro anterior.`,
  syncNothingToUndo: (name: string) => `${name} ya no estaba registrado: deshacer no cambió nada.`,
  syncRefused: (name: string, reason: string | null) =>
    `${name}: no enviado. ${reason ?? 'El servidor lo rechazó.'}`,
  dismiss: 'Cerrar',
  switchHeading: (time: string) => `El registro cambió a las ${time}`,
  switchOpenedBySchedule: (name: string) => `El registro de ${name} se abrió solo.`,
  switchClosedBySchedule: (name: string) => `El registro de ${name} se cerró solo.`,
  switchOpenedByCoach: (name: string) => `Un entrenador abrió el registro de ${name}.`,
  switchClosedByCoach: (name: string) => `Un entrenador cerró el registro de ${name}.`,
  switchOverlap: (name: string, winner: string) =>
    `${name} coincide con ${winner}, que empieza antes: el registro sigue abierto para ${winner}, y ${name} se abrirá solo cuando ${winner} cierre.`,
  switchHeld: (name: string, held: string, until: string) =>
    `${name} espera: ${held} se abrió a mano y sigue abierto hasta las ${until}. ${name} se abrirá solo entonces, si todavía está en su horario.`,
  switchShownClosed: (name: string) =>
    `Esta página muestra ${name}: los padres ya no pueden registrarse en él. Su lista y sus registros se quedan aquí.`,
  switchShownOpened: (name: string) =>
    `Esta página muestra ${name}: los padres ya pueden registrarse en él.`,
  switchShow: (name: string) => `Ver ${name}`,
  heldHeading: (count: number, name: string | null) =>
    icu(
      '{count, plural, one {{count} cambio hecho} other {{count} cambios hechos}} sin conexión por {name} sin enviar',
      'es',
    )({ count, name: name ?? 'un entrenador que entró antes' }),
  heldText: (name: string | null) =>
    `Se quedan en este dispositivo, bloqueados para que solo ${name ?? 'ese entrenador'} pueda leerlos, y se envían cuando ${name ?? 'ese entrenador'} vuelva a entrar aquí. Nunca se envían con el nombre de otro entrenador.`,
};
