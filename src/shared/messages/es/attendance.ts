/** La página de asistencia (/coach/attendance), su API y su CSV, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../attendance.ts';

export const attendance: Catalogue<typeof en.attendance> = {
  title: 'Asistencia',
  intro:
    'Quién vino durante un periodo: los eventos que se celebraron en esas fechas, según sus listas y registros.',
  from: 'Desde',
  to: 'Hasta',
  team: 'Equipo',
  allTeams: 'Todos los equipos',
  threshold: 'Resaltar por debajo de',
  thresholdHint: 'Los atletas con un porcentaje menor se marcan como "Bajo".',
  show: 'Mostrar',
  viewSummary: 'Resumen',
  viewByEvent: 'Por evento',
  downloadCsv: 'Descargar CSV',
  loading: 'Cargando la asistencia…',
  failed: 'No se pudo cargar la asistencia.',
  empty: 'No hubo eventos en estas fechas.',
  emptyHint: 'Elija un periodo más amplio u otro equipo.',
  summary: (athletes: number, events: number) =>
    icu(
      '{athletes, plural, one {{athletes} atleta} other {{athletes} atletas}} en {events, plural, one {{events} evento} other {{events} eventos}}',
      'es',
    )({ athletes, events }),
  belowCount: (count: number, threshold: number) =>
    icu(
      '{count, plural, =0 {Ningún atleta está} one {{count} atleta está} other {{count} atletas están}} por debajo del {threshold} %',
      'es',
    )({ count, threshold }),
  columns: {
    athlete: 'Atleta',
    team: 'Equipo',
    expected: 'Esperado',
    attended: 'Asistió',
    late: 'Tarde',
    rate: 'Porcentaje',
  },
  figures: (expected: number, attended: number, late: number) =>
    icu('Asistió a {attended} de {expected} · {late} tarde', 'es')({ expected, attended, late }),
  scrollHint: 'Deslice hacia el lado para ver todos los eventos.',
  below: 'Bajo',
  noTeam: 'Sin equipo',
  presence: { present: 'Vino', late: 'Vino tarde', absent: 'Faltó', none: 'No está en la lista' },
  presenceShort: { present: '✓', late: 'T', absent: '✗', none: '' },
  presenceLegend: '✓ vino · T vino tarde · ✗ faltó · vacío: no está en la lista',
  teamsHeading: 'Por equipo',
  trendHeading: 'Porcentaje por evento',
  trendDescription: (events: number) =>
    icu(
      'Porcentaje de asistencia de {events, plural, one {{events} evento} other {cada uno de los {events} eventos}}, del más antiguo al más reciente. La tabla de abajo tiene las mismas cifras.',
      'es',
    )({ events }),
  trendTable: 'Porcentaje por evento, en tabla',
  event: 'Evento',
  date: 'Fecha',
  dateInvalid: 'Las fechas deben ser días reales escritos AAAA-MM-DD.',
  yearOutOfRange: (first: number, last: number) =>
    `Las fechas deben estar entre los años ${first} y ${last}.`,
  rangeReversed: 'La fecha de inicio no puede ser posterior a la de fin.',
  rangeTooLong: (days: number) => `El periodo puede abarcar como máximo ${days} días.`,
  csvHeader: ['Nombre', 'Apellido', 'Equipo', 'Esperado', 'Asistió', 'Tarde', 'Porcentaje (%)'],
  csvFilename: (from: string, to: string) => `asistencia-${from}-a-${to}.csv`,
};
