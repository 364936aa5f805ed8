/** /coach/roster en español. */
import { icu } from '../../i18n/icu.ts';
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../roster-page.ts';

export const rosterPage: Catalogue<typeof en.rosterPage> = {
  title: 'Subir lista',
  intro: 'Agregue atletas a la lista de un evento desde un archivo CSV.',
  stepEvent: 'Elija el evento',
  stepFile: 'Elija el archivo CSV',
  eventLabel: 'Evento',
  fileLabel: 'Archivo CSV',
  chooseFile: 'Elegir archivo CSV',
  fileHint:
    'Un archivo .csv con columnas de nombre, apellido, equipo y año de graduación, o la lista que exporta el sistema de su club o escuela (.tsv, .txt, .xlsx).',
  selectEventFirst: 'Primero elija el evento',
  selectEventFirstText: 'Elija el evento al que pertenece esta lista y luego el archivo.',
  invalidFileType: 'Tipo de archivo no válido',
  invalidFileTypeText:
    'Suba un archivo CSV, o una exportación TSV, de texto o de Excel .xlsx. Descargue la plantilla para ver el formato correcto.',
  uploadFailed: 'No se pudo subir',
  uploadFailedFallback: 'No se pudo subir el archivo',
  importFailed: 'No se pudo importar',
  importSuccessful: 'Importación correcta',
  importButton: (count: number) =>
    icu('Importar {count, plural, one {{count} atleta} other {{count} atletas}}', 'es')({ count }),
  cancel: 'Cancelar',
  previewHeading: (file: string) => `Vista previa de ${file}`,
  toolsLink: 'Más herramientas de listas',
};
