/** Herramientas del entrenador, pestaña Subir CSV, en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools-csv.ts';

export const csvTab: Catalogue<typeof en.csvTab> = {
  uploadHeading: 'Subir lista CSV',
  uploadText: 'Revise un archivo de lista y luego agregue sus atletas a la lista de un evento.',
  downloadTemplate: 'Descargar plantilla',
  templateDownloaded: 'Plantilla descargada',
  templateDownloadedText: 'roster-template.csv tiene las cuatro columnas y filas de ejemplo.',
  failedTemplate: 'No se pudo descargar la plantilla',
  eventLabel: 'Evento',
  fileLabel: 'Archivo de la lista',
  dropTitle: 'Arrastre y suelte un archivo CSV aquí',
  dropOr: 'o',
  browse: 'Buscar archivos',
  dropHint: 'Exportaciones CSV, TSV o de texto, o Excel .xlsx; hasta 5 MB y 10.000 filas',
  dropActive: 'Suelte el archivo para subirlo',
  chosenFile: (name: string) => `Seleccionado: ${name}`,
  chooseAnother: 'Elegir otro archivo',
  invalidFile: 'Archivo no válido',
  invalidFileText: 'Suba un archivo CSV, o una exportación TSV, de texto o de Excel .xlsx',
  selectFileAndEvent: 'Elija un archivo y un evento',
  chooseEventToPreview: 'Elija un evento aquí arriba para ver la vista previa de este archivo.',
  uploading: (percent: number) => `Subiendo… ${percent} %`,
  reading: 'Leyendo el archivo…',
  importing: 'Importando atletas…',
  fileParsed: 'Archivo leído correctamente',
  previewError: 'Error en la vista previa',
  previewErrorText: 'No se pudo mostrar la vista previa del archivo CSV',
  validationErrors: 'Errores de validación',
  failedUpload: 'No se pudo subir la lista',
  previewHeading: 'Vista previa',
  previewSummary: (shown: number, total: number) =>
    shown === total
      ? icu('{total, plural, one {La única fila} other {Las {total} filas}}', 'es')({ total })
      : `Primeras ${shown} de ${total} filas`,
  validBadge: (count: number) => `${count} válidas`,
  errorBadge: (count: number) => `${count} con errores`,
  colRow: 'Fila',
  colFirstName: 'Nombre',
  colLastName: 'Apellido',
  colTeam: 'Equipo',
  colGradYear: 'Año de graduación',
  colErrors: 'Errores',
  valid: 'Válida',
  hasErrors: 'Con errores',
  empty: '—',
  importAthletes: (count: number) =>
    icu('Importar {count, plural, one {{count} atleta} other {{count} atletas}}', 'es')({ count }),
  importInto: (event: string) => `En ${event}`,
  cancelUpload: 'Cancelar',
  colGuardianPhones: 'Teléfonos de tutores',
  understoodHeading: 'Lo que leyó TapIn',
  readAs: (format: string, headerRow: number) =>
    `Leído como ${format}; nombres de columna en la fila ${headerRow}.`,
  columnsHeading: 'Columnas',
  columnsSummary: (used: number, total: number) => `Columnas: ${used} de ${total} leídas`,
  columnsHelp: '¿Se equivocó? Elija qué contiene la columna y el archivo se vuelve a leer.',
  columnSelectLabel: (header: string) => `Qué contiene la columna ${header}`,
  unnamedColumn: (index: number) => `Columna ${index + 1}`,
  fieldLabels: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    lastNamePrefix: 'Partícula (van, de), parte del apellido',
    fullName: 'Nombre completo',
    suffix: 'Sufijo (Jr., III)',
    teamName: 'Equipo',
    gradYear: 'Año de graduación',
    grade: 'Grado',
    role: 'Rol (el personal se omite)',
    status: 'Estado (quién está en el equipo)',
    guardianPhone: 'Teléfono del tutor',
    athletePhone: 'Teléfono del propio atleta (no se usa)',
    otherPhone: 'Teléfono de emergencia, del trabajo u otro (no es de un tutor, no se usa)',
    ignore: 'No se usa',
  },
  gradeYearsNote: (schoolYear: string, fromFile: boolean, count: number) =>
    fromFile
      ? icu(
          'Años de graduación de {count, plural, one {{count} fila calculados} other {{count} filas calculados}} a partir del grado, para el año escolar {schoolYear} que indica el archivo.',
          'es',
        )({ count, schoolYear })
      : icu(
          'Años de graduación de {count, plural, one {{count} fila calculados} other {{count} filas calculados}} a partir del grado, suponiendo el año escolar actual ({schoolYear}): el archivo no indica ninguno.',
          'es',
        )({ count, schoolYear }),
  guardianPhonesFound: (count: number) =>
    icu(
      '{count, plural, =0 {No se encontraron teléfonos de tutores.} one {Se encontró {count} teléfono de tutor.} other {Se encontraron {count} teléfonos de tutores.}}',
      'es',
    )({ count }),
  skippedHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} fila omitida} other {{count} filas omitidas}} (no son atletas)',
      'es',
    )({ count }),
  skipReasons: {
    blank: 'Fila vacía',
    title: 'Fila de título o encabezado',
    header: 'Nombres de columna repetidos',
    totals: 'Fila de totales o resumen',
    glossary: 'Glosario o notas debajo de la tabla',
    notAthlete: 'No es un atleta',
    note: 'Una nota, no una persona',
  },
  rowLabel: (row: number) => `Fila ${row}`,
  mergedHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} fila unida} other {{count} filas unidas}} al mismo niño',
      'es',
    )({ count }),
  mergedItem: (row: number, into: number) =>
    `Fila ${row}: el mismo niño que la fila ${into} (otro contacto); teléfonos de tutores combinados.`,
  correctionsHeading: 'Corregir cómo se leyó el archivo',
  correctionsHelp:
    'Cada cambio vuelve a leer el archivo al instante. No se importa nada hasta que pulse Importar.',
  teamForMissingLabel: 'Equipo para las filas que no tienen uno',
  teamForAllLabel: 'Equipo para todas las filas',
  teamApply: 'Aplicar',
  teamFromFile: (team: string) => `Las filas sin equipo propio son de ${team} (según el archivo).`,
  sheetsLegend: 'Hojas que se leen',
  sheetOption: (name: string, count: number) =>
    icu(
      '{name} ({count, plural, one {{count} atleta} other {{count} atletas}})',
      'es',
    )({
      name,
      count,
    }),
  statusesLegend: 'Omitidas por su estado',
  statusInclude: (label: string, count: number) =>
    icu(
      'Importar {label} ({count, plural, one {{count} fila} other {{count} filas}})',
      'es',
    )({
      label,
      count,
    }),
  leftOutHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} fila omitida} other {{count} filas omitidas}} por su estado',
      'es',
    )({ count }),
  leftOutItem: (row: number, name: string, status: string) => `Fila ${row}: ${name} (${status})`,
  notTheTeam: (header: string) => `${header} no es el equipo`,
  notTheTeamUndo: 'Volver a leer las columnas de equipo',
  swapNames: 'El nombre y el apellido están al revés',
  sharedPhonesHeading: (count: number) =>
    icu(
      '{count, plural, one {Un teléfono en muchos niños} other {{count} teléfonos en muchos niños}}',
      'es',
    )({ count }),
  sharedPhonesHelp: (flagAt: number) =>
    `Un número dado para ${flagAt} o más niños suele ser de la oficina de un club o de un entrenador. Solo se vincula si lo marca: quien lo tenga podría registrar a todos esos niños.`,
  sharedPhoneConfirm: (phone: string, childCount: number) =>
    icu('Vincular {phone} a sus {childCount} niños', 'es')({ phone, childCount }),
  invalidPhonesHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} teléfono no usado} other {{count} teléfonos no usados}}',
      'es',
    )({ count }),
  invalidPhoneItem: (row: number, value: string) =>
    `Fila ${row}: "${value}" no es un número que un padre pueda verificar.`,
  errorTableHeading: (count: number) =>
    icu(
      '{count, plural, one {{count} fila tiene} other {{count} filas tienen}} errores',
      'es',
    )({ count }),
  errorTableText:
    'Estas filas quedan fuera de la importación. Corríjalas en el archivo y vuelva a subirlo.',
  dismiss: 'Cerrar',
  rosterImported: '¡Lista importada!',
  instructionsHeading: 'Cómo debe ser el archivo',
  instructionsColumns: 'Columnas: firstName, lastName, teamName, gradYear.',
  instructionsFlexible:
    'Los encabezados son flexibles: First Name, first_name y FIRST funcionan, igual que las exportaciones de TeamSnap, LeagueApps, SportsEngine, Sports Connect, GameChanger, MaxPreps, PowerSchool, Infinite Campus y Google Forms (.csv, .tsv, .txt o Excel .xlsx); Team, Division o School para el equipo; Grad Year, Class o un grado (9-12, Fr.-Sr.) para el año; o una sola columna Name ("Apellido, Nombre" o "Nombre Apellido"). También se leen las columnas de teléfonos de tutores.',
  instructionsRequired:
    'El nombre y el apellido son obligatorios. El año de graduación, si está, tiene 4 dígitos, de 2000 a 2100.',
  instructionsTeams: 'Los equipos se crean automáticamente si todavía no existen.',
  instructionsRoster:
    'Los atletas se agregan a la lista del evento elegido; quien ya esté en ella se omite.',
  copyHeading: 'Copiar una lista existente',
  copyText: 'Empiece la lista de un evento con los atletas de otro evento.',
  sourceEvent: 'Copiar de',
  targetEvent: 'Copiar a',
  copyRoster: 'Copiar lista',
  copying: 'Copiando…',
  rosterCopied: '¡Lista copiada!',
  copyFailed: 'No se pudo copiar',
  failedCopy: 'No se pudo copiar la lista',
  selectSourceAndTarget: 'Elija el evento de origen y el de destino',
};
