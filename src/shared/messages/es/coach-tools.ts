/** Herramientas del entrenador (/coach/tools), en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools.ts';
import { csvTab } from './coach-tools-csv.ts';
import { eventsTab, seasonTexts } from './coach-tools-events.ts';
import { reportsTab } from './coach-tools-reports.ts';
import { sheetsTab } from './coach-tools-sheets.ts';
import { teamsTab } from './coach-tools-teams.ts';

export const coachTools: Catalogue<typeof en.coachTools> = {
  title: 'Herramientas del entrenador',
  intro: 'Prepare eventos y equipos, cargue listas y descargue códigos QR e informes.',
  navLabel: 'Enlaces de las herramientas',
  dashboardLink: 'Panel del entrenador',
  homeLink: 'Inicio',
  tabsLabel: 'Secciones de las herramientas',
  tabs: {
    events: 'Eventos',
    teams: 'Equipos',
    csv: 'Subir CSV',
    sheets: 'Hojas de Google',
    reports: 'Informes',
  },
  errorTitle: 'Error',
  chooseEvent: 'Elija un evento',
  eventsLoadFailed: 'No se pudieron cargar los eventos',
  ...eventsTab,
  season: seasonTexts,
  ...teamsTab,
  ...csvTab,
  ...sheetsTab,
  ...reportsTab,
};
