/** Herramientas del entrenador, pestaña Informes, en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools-reports.ts';

export const reportsTab: Catalogue<typeof en.reportsTab> = {
  reportsHeading: 'Informe de registros',
  reportsText: 'Descargue una hoja de cálculo de quién vino, para sus registros.',
  downloadReport: 'Descargar informe',
  downloading: 'Descargando…',
  reportDownloaded: 'Informe descargado',
  selectEvent: 'Elija un evento',
  selectEventText: 'Elija un evento para descargar el informe',
  failedReport: 'No se pudo descargar el informe',
  reportContentsHeading: 'El informe contiene',
  reportContents: [
    'Todos los atletas de la lista del evento, registrados o no',
    'Estado del registro: Sí o No',
    'Fecha y hora del registro',
    'Datos del atleta: nombre y apellido, equipo y año de graduación',
    'Origen del registro: código QR (un padre escaneó y tocó) o a mano (lo registró un entrenador)',
  ],
  reportFormatNote:
    'Un archivo CSV que se abre en Excel, Numbers y Hojas de cálculo de Google. Las horas están en la zona horaria de este dispositivo.',
};
