/** Herramientas del entrenador, pestaña Equipos, en español. */
import type { Catalogue } from '../../i18n/translation.ts';
import type * as en from '../coach-tools-teams.ts';

export const teamsTab: Catalogue<typeof en.teamsTab> = {
  createTeamHeading: 'Crear equipo',
  createTeamText:
    'Las listas también crean los equipos que nombran; los nombres son únicos en cualquier caso.',
  teamName: 'Nombre del equipo',
  teamNamePlaceholder: 'p. ej., Eagles',
  createTeam: 'Crear equipo',
  teamCreated: 'Equipo creado',
  failedCreateTeam: 'No se pudo crear el equipo',
  teamsHeading: 'Equipos',
  colTeamName: 'Nombre del equipo',
  colTeamId: 'ID del equipo',
  noTeams: 'Todavía no hay equipos',
  noTeamsText: 'Cree uno aquí arriba o suba una lista que nombre sus equipos.',
  teamsLoadFailed: 'No se pudieron cargar los equipos',
};
