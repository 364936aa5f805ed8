/** What the server sends and writes for guardian texts' consent (decision 046). */
export const guardianTexts = {
  /** The one text after a yes (GSM-7, one segment: guardian-texts.test.ts). */
  confirmationSms: (orgName: string) =>
    `${orgName}: Check-in texts on, max 1 per child per event. Msg & data rates may apply. Reply HELP for help, STOP to end.`,
  confirmationEmailSubject: (orgName: string) => `${orgName}: arrival emails are on`,
  confirmationEmailText: (orgName: string) =>
    `You will get an email from ${orgName} when your child is checked in, at most one per child per event. Turn it off any time on the Texts screen of the check-in page.`,
  linkEmailSubject: (orgName: string) => `${orgName}: confirm your email`,
  linkEmailText: (orgName: string, link: string, hours: number) =>
    `Open this link to get ${orgName}'s check-in news by email:\n\n${link}\n\nThe link works for ${hours} hours. If you did not ask for it, ignore this email.`,
  csvFilename: 'consent-record.csv',
  csvHeaders: [
    'When (UTC)',
    'Phone',
    'Athlete',
    'Athlete ID',
    'Kind',
    'Channel',
    'Action',
    'Source',
    'Wording version',
    'IP',
  ],
} as const;
