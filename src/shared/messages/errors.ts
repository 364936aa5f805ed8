/** Error answers of the API (shown by the screens as they come). */
import { icu } from '../i18n/icu.ts';
import { common } from './common.ts';
import { parent } from './parent.ts';
import { texts } from './texts.ts';

export const errors = {
  generic: common.genericError,
  notFound: 'Not found',
  invalidRequest: 'Invalid request',
  tooManyRequests: 'Too many requests. Please wait a moment and try again.',
  forbiddenOrigin: 'Cross-site request refused',
  invalidPhone: 'Please enter a valid phone number',
  invalidCode: 'Please enter the 6-digit code',
  resendCooldown: (seconds: number) =>
    `Please wait ${seconds} seconds before requesting another code.`,
  sendCapReached: 'Too many codes requested. Please try again later.',
  networkSendCapReached:
    'Too many codes were requested from this network and never used. Please try again later, or switch to mobile data.',
  phoneCountryNotServed: (countries: string[]) =>
    `TapIn can only text phone numbers from ${countries.join(', ')}.`,
  smsFailed: 'We could not send a text message right now. Please try again.',
  codeExpired: 'This code has expired or was never sent. Please request a new code.',
  codeWrong: (remaining: number) =>
    icu(
      'That code is not correct. {remaining, plural, one {{remaining} try} other {{remaining} tries}} left.',
    )({
      remaining,
    }),
  codeLocked: 'Too many incorrect tries. Please request a new code.',
  parentNotVerified: 'Please verify your phone number first.',
  phoneMismatch: 'This phone number is not verified on this device.',
  eventNotFound: parent.eventNotFound,
  scheduleNoticeNotFound: 'This notice no longer exists.',
  eventNotActive: 'This event is not open for check-in right now.',
  tapTooOld:
    'This check-in was tapped more than a day ago and was not recorded. Scan the QR code to check in again.',
  actingUserChanged:
    'Another coach is signed in on this device now. This change was made by someone else and was not sent.',
  athleteNotFound: 'Athlete not found',
  wordingChanged: 'The wording of this screen has changed. Please read it again and save.',
  emailNotConfirmed: 'Confirm your email address before choosing email.',
  emailLinkExpired: texts.expiredText,
  emailLinkUsed: texts.usedText,
  emailLinkInvalid: texts.invalidText,
  athleteNotOnRoster: 'This athlete is not on the roster for this event.',
  athleteNotMatched: 'Could not find athlete. Please check the information.',
  athleteAmbiguous:
    'More than one athlete matches. Please search for your athlete and pick from the list.',
  searchTooShort: 'Please type at least 2 characters.',
  tooManyLinks: (max: number) =>
    `This phone number is already linked to ${max} athletes, the most allowed. Please ask a coach to check your athlete in.`,
  tooManyGuardianPhones: (max: number) => `At most ${max} guardian phones per athlete.`,
  invalidGuardianPhone: (phone: string) => `Guardian phone "${phone}" is not a valid phone number.`,
  parentLinkNotFound: 'This phone is not linked to this athlete.',
  guardianNotConfirmed:
    'This phone is not confirmed as this child’s guardian (or you did not confirm it).',
  invalidEmail: 'Please enter a valid email address',
  magicLinkCap: 'Too many sign-in links requested. Please try again later.',
  magicLinkInvalid: 'This sign-in link is invalid or has expired. Please request a new one.',
  otherAccount: 'This sign-in link is for another account.',
  invalidReturnPath: 'The page to return to after sign-in must be a coach or admin page.',
  signInRequired: 'Unauthorized: please sign in.',
  pendingApproval: 'Your coach access is pending approval.',
  adminOnly: 'Only administrators can do this.',
  webhookSignatureInvalid: 'This request is not signed by the text provider.',
  lateNudgeSent: 'The guardians of the athletes not here yet were already texted for this event.',
  lateNudgeTooEarly: 'The event has not started yet.',
  userNotFound: 'User not found',
  cannotChangeOwnRole: 'You cannot change your own role.',
  cannotDeleteSelf: 'You cannot delete your own account.',
  lastAdmin: 'TapIn needs at least one administrator.',
  invalidRole: 'Role must be pending, coach or admin.',
  oidcFailed: 'Sign-in with your identity provider failed. Please try again.',
  invalidGradYear: 'Graduation year must be a 4-digit year between 2000 and 2100.',
  // Coach tools (decision 009): events, teams, rosters, sheets.
  eventNameRequired: 'Event name cannot be empty',
  eventNameTooLong: 'Event name is too long (200 characters at most).',
  locationRequired: 'Location is required',
  locationTooLong: 'Location is too long (200 characters at most).',
  eventDateInvalid: 'Please choose a valid date and time.',
  eventUpdateEmpty: 'Nothing to update: send active, name or googleSheetUrl.',
  teamNameRequired: 'Team name cannot be empty',
  teamNameTooLong: 'Team name is too long (100 characters at most).',
  teamExists: (name: string) => `A team named "${name}" already exists.`,
  rosterFileAndEvent: 'Please select a file and event',
  rosterOneFile: 'Please upload one CSV file at a time.',
  rosterNotCsv:
    'Please upload a CSV file, or a TSV, text or Excel .xlsx export. Download the template for the correct format.',
  rosterFileTooLarge: 'This file is larger than 5 MB. Please split the roster into smaller files.',
  rosterTooManyRows:
    'This file has more than 10,000 rows. Please split the roster into smaller files.',
  rosterEmpty: 'This file has no athletes in it. Download the template for the correct format.',
  rosterNoNameColumns:
    'Could not find First Name and Last Name columns (or a Name column). Download the template for the correct format.',
  rosterRowErrors: (count: number) =>
    icu(
      '{count, plural, one {{count} row has errors. Fix it} other {{count} rows have errors. Fix them}} and upload again, or import only the valid rows.',
    )({ count }),
  rosterNothingToImport: 'There are no valid athletes to import.',
  unknownTeam: 'One of these teams no longer exists. Reload the page and try again.',
  rosterTeamNotCoached: (team: string, yours: string[]) =>
    yours.length > 0
      ? `You do not coach ${team}: you can import athletes of ${yours.join(', ')} only.`
      : `You do not coach ${team}: an admin has not assigned you a team yet.`,
  rosterRowWithoutTeam: (yours: string[]) =>
    yours.length > 0
      ? `This row names no team: add a Team column (you coach ${yours.join(', ')}).`
      : 'This row names no team, and an admin has not assigned you a team yet.',
  rosterTooManyColumns:
    'This file has more than 500 columns. Keep the roster columns (names, team, grade, phones) and upload again.',
  rosterTooManySheets:
    'This workbook has more than 50 sheets. Copy the roster sheet into its own file and upload that.',
  rosterTooBigToRead:
    'This file needs too much memory to read. Save the roster sheet alone as CSV and upload that.',
  rosterTooSlowToRead:
    'This file took too long to read, and nothing was imported. Save the roster sheet alone as CSV and upload that.',
  rosterReadersBusy:
    'Several roster files are being read right now. Please try again in a few seconds.',
  rosterWorkbookUnreadable:
    'This Excel workbook could not be read (damaged, protected, or far too large inside). Save it again as .xlsx or CSV and upload that.',
  rosterNameGarbled:
    "This name came out garbled: the file's text encoding could not be read. Save the file as CSV UTF-8 and upload it again.",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  firstNameTooLong: 'First name is too long (100 characters at most)',
  lastNameTooLong: 'Last name is too long (100 characters at most)',
  copyEventsRequired: 'Please select source and target events',
  copySameEvent: 'Source and target events must be different.',
  sheetUrlRequired: 'Please provide Google Sheet URL and select an event',
  sheetUrlInvalid:
    'This is not a Google Sheets link. Copy the link from the Share button, or a File > Share > Publish to web CSV link.',
  sheetUrlNotHttps: 'Google Sheet links must start with https://',
  sheetHostNotAllowed: 'TapIn only syncs rosters from Google Sheets (docs.google.com).',
  sheetAddressRefused:
    'This link leads to a private or local network address, so TapIn will not fetch it.',
  sheetTooManyRedirects: 'The Google Sheet link redirected too many times.',
  sheetNotShared:
    "This Google Sheet is not shared publicly. In Google Sheets, click Share and set General access to 'Anyone with the link can view', or use File > Share > Publish to web, then sync again.",
  sheetNotFound: 'Google Sheet not found. Please check the link.',
  sheetTimeout: 'The Google Sheet took too long to answer. Please try again.',
  sheetTooLarge: 'The Google Sheet is larger than 5 MB. Please split the roster.',
  sheetFetchFailed: 'Could not download the Google Sheet. Please try again.',
  sheetNotConnected: 'Connect a Google Sheet to this event first.',
  // Self-hosting (decision 018): outages, malformed uploads, connection caps.
  uploadMalformed:
    'The upload was cut off or is not a valid file form. Please choose the file and try again.',
  databaseUnavailable:
    'TapIn cannot reach its database right now. Please try again in a few seconds.',
  tooManyLiveStreams:
    'Too many live dashboards are open from here. Close one and reload this page.',
  shuttingDown: 'TapIn is restarting. Please try again in a few seconds.',
} as const;
