/** Coach tools, CSV Upload tab: the upload, its preview (what TapIn read) and Copy Existing Roster. */
import { icu } from '../i18n/icu.ts';

export const csvTab = {
  uploadHeading: 'Upload Roster CSV',
  uploadText: "Preview a roster file, then add its athletes to an event's roster.",
  downloadTemplate: 'Download Template',
  templateDownloaded: 'Template Downloaded',
  templateDownloadedText: 'roster-template.csv has the four columns and sample rows.',
  failedTemplate: 'Failed to download the template',
  eventLabel: 'Event',
  fileLabel: 'Roster file',
  dropTitle: 'Drag and drop a CSV file here',
  dropOr: 'or',
  browse: 'Browse Files',
  dropHint: 'CSV, TSV or text exports, or Excel .xlsx; up to 5 MB and 10,000 rows',
  dropActive: 'Drop the file to upload it',
  chosenFile: (name: string) => `Selected: ${name}`,
  chooseAnother: 'Choose Another File',
  invalidFile: 'Invalid File',
  /** The spec's words, and the other tables the drop zone takes (decision 019). */
  invalidFileText: 'Please upload a CSV file, or a TSV, text or Excel .xlsx export',
  selectFileAndEvent: 'Please select a file and event',
  chooseEventToPreview: 'Choose an event above to preview this file.',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  reading: 'Reading the file…',
  importing: 'Importing athletes…',
  fileParsed: 'File Parsed Successfully',
  previewError: 'Preview Error',
  previewErrorText: 'Could not preview CSV file',
  validationErrors: 'Validation Errors',
  failedUpload: 'Failed to upload roster',
  previewHeading: 'Preview',
  previewSummary: (shown: number, total: number) =>
    shown === total
      ? icu('All {total, plural, one {{total} row} other {{total} rows}}')({ total })
      : `First ${shown} of ${total} rows`,
  validBadge: (count: number) => `${count} valid`,
  errorBadge: (count: number) => `${count} with errors`,
  colRow: 'Row',
  colFirstName: 'First Name',
  colLastName: 'Last Name',
  colTeam: 'Team',
  colGradYear: 'Grad Year',
  colErrors: 'Errors',
  valid: 'Valid',
  hasErrors: 'Has errors',
  empty: '—',
  importAthletes: (count: number) =>
    icu('Import {count, plural, one {{count} Athlete} other {{count} Athletes}}')({ count }),
  importInto: (event: string) => `Into ${event}`,
  cancelUpload: 'Cancel',
  colGuardianPhones: 'Guardian Phones',
  // What the preview understood (decision 019).
  understoodHeading: 'What TapIn read',
  readAs: (format: string, headerRow: number) =>
    `Read as ${format}; column names on row ${headerRow}.`,
  columnsHeading: 'Columns',
  columnsSummary: (used: number, total: number) => `Columns: ${used} of ${total} read`,
  columnsHelp: 'A wrong guess? Pick what the column holds and the file is read again.',
  columnSelectLabel: (header: string) => `What the column ${header} holds`,
  unnamedColumn: (index: number) => `Column ${index + 1}`,
  fieldLabels: {
    firstName: 'First name',
    lastName: 'Last name',
    lastNamePrefix: 'Name particle (van, de), part of the last name',
    fullName: 'Full name',
    suffix: 'Suffix (Jr., III)',
    teamName: 'Team',
    gradYear: 'Grad year',
    grade: 'Grade',
    role: 'Role (staff skipped)',
    status: 'Status (who is on the team)',
    guardianPhone: 'Guardian phone',
    athletePhone: "Athlete's own phone (not used)",
    otherPhone: 'Emergency, work or other phone (not a guardian, not used)',
    ignore: 'Not used',
  },
  gradeYearsNote: (schoolYear: string, fromFile: boolean, count: number) =>
    fromFile
      ? icu(
          'Grad years of {count, plural, one {{count} row} other {{count} rows}} worked out from the grade, for the {schoolYear} school year the file names.',
        )({ count, schoolYear })
      : icu(
          'Grad years of {count, plural, one {{count} row} other {{count} rows}} worked out from the grade, assuming the current school year ({schoolYear}): the file names none.',
        )({ count, schoolYear }),
  guardianPhonesFound: (count: number) =>
    icu(
      '{count, plural, =0 {No guardian phone numbers found.} one {{count} guardian phone number found.} other {{count} guardian phone numbers found.}}',
    )({ count }),
  skippedHeading: (count: number) =>
    icu('{count, plural, one {{count} row} other {{count} rows}} skipped (not athletes)')({
      count,
    }),
  skipReasons: {
    blank: 'Blank row',
    title: 'Title or banner row',
    header: 'Column names repeated',
    totals: 'Totals or summary row',
    glossary: 'Glossary or notes below the table',
    notAthlete: 'Not an athlete',
    note: 'A note, not a person',
  },
  rowLabel: (row: number) => `Row ${row}`,
  mergedHeading: (count: number) =>
    icu('{count, plural, one {{count} row} other {{count} rows}} merged into the same child')({
      count,
    }),
  mergedItem: (row: number, into: number) =>
    `Row ${row}: the same child as row ${into} (another contact); guardian phones combined.`,
  // ---- a phone on many children (decision 040) ----
  correctionsHeading: 'Fix how the file was read',
  correctionsHelp:
    'Each change reads the file again at once. Nothing is imported until you press Import.',
  teamForMissingLabel: 'Team for rows without one',
  teamForAllLabel: 'Team for every row',
  teamApply: 'Apply',
  teamFromFile: (team: string) =>
    `Rows without a team of their own are on ${team} (from the file).`,
  sheetsLegend: 'Sheets to read',
  sheetOption: (name: string, count: number) =>
    icu('{name} ({count, plural, one {{count} athlete} other {{count} athletes}})')({
      name,
      count,
    }),
  statusesLegend: 'Left out by their status',
  statusInclude: (label: string, count: number) =>
    icu('Import {label} ({count, plural, one {{count} row} other {{count} rows}})')({
      label,
      count,
    }),
  leftOutHeading: (count: number) =>
    icu('{count, plural, one {{count} row} other {{count} rows}} left out by status')({ count }),
  leftOutItem: (row: number, name: string, status: string) => `Row ${row}: ${name} (${status})`,
  notTheTeam: (header: string) => `${header} is not the team`,
  notTheTeamUndo: 'Read team columns again',
  swapNames: 'First and last names are the other way round',
  sharedPhonesHeading: (count: number) =>
    icu('{count, plural, one {A phone on many children} other {{count} phones on many children}}')({
      count,
    }),
  sharedPhonesHelp: (flagAt: number) =>
    `A number given to ${flagAt} or more children is often a club office or a coach's phone. It is linked only if you tick it: whoever holds it could then check in all those children.`,
  sharedPhoneConfirm: (phone: string, childCount: number) =>
    icu('Link {phone} to its {childCount} children')({ phone, childCount }),
  invalidPhonesHeading: (count: number) =>
    icu('{count, plural, one {{count} phone} other {{count} phones}} not used')({ count }),
  invalidPhoneItem: (row: number, value: string) =>
    `Row ${row}: "${value}" is not a phone number a parent could verify.`,
  errorTableHeading: (count: number) =>
    icu('{count, plural, one {{count} row has} other {{count} rows have}} errors')({ count }),
  errorTableText:
    'These rows are left out of the import. Fix them in the file and upload it again.',
  dismiss: 'Dismiss',
  rosterImported: 'Roster Imported!',
  instructionsHeading: 'How the file should look',
  instructionsColumns: 'Columns: firstName, lastName, teamName, gradYear.',
  instructionsFlexible:
    'Headers are flexible: First Name, first_name and FIRST all work, and so do the exports of TeamSnap, LeagueApps, SportsEngine, Sports Connect, GameChanger, MaxPreps, PowerSchool, Infinite Campus and Google Forms (.csv, .tsv, .txt or Excel .xlsx); Team, Division or School for the team; Grad Year, Class, or a grade (9-12, Fr.-Sr.) for the year; or one Name column ("Last, First" or "First Last"). Guardian phone columns are read too.',
  instructionsRequired:
    'First and last name are required. Grad year, when present, is a 4-digit year from 2000 to 2100.',
  instructionsTeams: 'Teams are created automatically if they do not exist yet.',
  instructionsRoster:
    "Athletes are added to the selected event's roster; anyone already on it is skipped.",
  // Copy Existing Roster.
  copyHeading: 'Copy Existing Roster',
  copyText: "Start an event's roster from another event's athletes.",
  sourceEvent: 'Copy from',
  targetEvent: 'Copy to',
  copyRoster: 'Copy Roster',
  copying: 'Copying…',
  rosterCopied: 'Roster Copied!',
  copyFailed: 'Copy Failed',
  failedCopy: 'Failed to copy roster',
  selectSourceAndTarget: 'Please select source and target events',
} as const;
