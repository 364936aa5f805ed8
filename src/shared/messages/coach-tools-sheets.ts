/** Coach tools, Google Sheets tab. */
export const sheetsTab = {
  sheetsHeading: 'Connect a Google Sheet',
  sheetsText:
    "Sync an event's roster from a Google Sheet with the same columns as the CSV template.",
  sheetsShareHint:
    "In Google Sheets, click Share and set General access to 'Anyone with the link can view' (or use File > Share > Publish to web), then paste the link here.",
  sheetUrl: 'Google Sheet URL',
  sheetUrlPlaceholder: 'https://docs.google.com/spreadsheets/d/…/edit',
  connect: 'Connect',
  connecting: 'Connecting…',
  sheetConnected: 'Google Sheet connected to event',
  sheetConnectedText: (name: string) => `Press Sync Now on ${name} to import its roster.`,
  sheetNeedsUrlAndEvent: 'Please provide Google Sheet URL and select an event',
  failedConnect: 'Failed to connect Google Sheet',
  connectedHeading: 'Connected Events',
  noSheets: 'No Google Sheets connected yet. Connect one above to get started!',
  lastSynced: (time: string) => `Last synced ${time}`,
  neverSynced: 'Never synced',
  /** Under the last good sync (or "Never synced"): the failure the toast told, kept. */
  lastSyncFailed: (time: string, message: string) => `Last sync failed ${time}: ${message}`,
  eventOn: (date: string) => `Event: ${date}`,
  syncNow: 'Sync Now',
  syncNowFor: (name: string) => `Sync Now: ${name}`,
  syncing: 'Syncing…',
  rosterSynced: 'Roster Synced!',
  syncFailed: 'Sync Failed',
  failedSync: 'Failed to sync roster from Google Sheet',
} as const;
