/** Coach tools, Reports tab. */
export const reportsTab = {
  reportsHeading: 'Check-In Report',
  reportsText: 'Download a spreadsheet of who came, for your records.',
  downloadReport: 'Download Report',
  downloading: 'Downloading…',
  reportDownloaded: 'Report Downloaded',
  selectEvent: 'Select Event',
  selectEventText: 'Please select an event to download the report',
  failedReport: 'Failed to download the report',
  reportContentsHeading: 'The report contains',
  reportContents: [
    'Every athlete on the event roster, checked in or not',
    'Check-in status: Yes or No',
    'Check-in timestamp',
    'Athlete details: first and last name, team and grad year',
    'Check-in source: QR code (a parent scanned and tapped) or manual (a coach checked them in)',
  ],
  reportFormatNote:
    "A CSV file that opens in Excel, Numbers and Google Sheets. Times are in this device's time zone.",
} as const;
