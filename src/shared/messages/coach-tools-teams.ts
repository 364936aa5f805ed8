/** Coach tools, Teams tab. */
export const teamsTab = {
  createTeamHeading: 'Create Team',
  createTeamText: 'Rosters create the teams they name, too; names are unique in any case.',
  teamName: 'Team Name',
  teamNamePlaceholder: 'e.g. Eagles',
  createTeam: 'Create Team',
  teamCreated: 'Team created successfully',
  failedCreateTeam: 'Failed to create team',
  teamsHeading: 'Teams',
  colTeamName: 'Team Name',
  colTeamId: 'Team ID',
  noTeams: 'No teams created yet',
  noTeamsText: 'Create one above, or upload a roster that names its teams.',
  teamsLoadFailed: 'Failed to fetch teams',
} as const;
