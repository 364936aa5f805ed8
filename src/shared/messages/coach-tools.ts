/** Coach tools (/coach/tools): the page itself; each tab has its own file (coach-tools-*.ts). */

import { csvTab } from './coach-tools-csv.ts';
import { eventsTab, seasonTexts } from './coach-tools-events.ts';
import { reportsTab } from './coach-tools-reports.ts';
import { sheetsTab } from './coach-tools-sheets.ts';
import { teamsTab } from './coach-tools-teams.ts';

export const coachTools = {
  title: 'Coach Tools',
  intro: 'Set up events and teams, load rosters, and download QR codes and reports.',
  navLabel: 'Coach tools links',
  dashboardLink: 'Coach Dashboard',
  homeLink: 'Home',
  tabsLabel: 'Coach tools sections',
  tabs: {
    events: 'Events',
    teams: 'Teams',
    csv: 'CSV Upload',
    sheets: 'Google Sheets',
    reports: 'Reports',
  },
  errorTitle: 'Error',
  chooseEvent: 'Choose an event',
  eventsLoadFailed: 'Failed to fetch events',
  ...eventsTab,
  season: seasonTexts,
  ...teamsTab,
  ...csvTab,
  ...sheetsTab,
  ...reportsTab,
} as const;
