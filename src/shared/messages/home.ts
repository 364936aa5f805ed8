/** The home page (/). */
export const home = {
  title: 'TapIn',
  intro: 'Attendance check-in for sports teams and schools.',
  coachGuide: 'Coach Guide',
  coachGuideText: 'How to set up events, rosters and QR codes.',
  coachDashboard: 'Coach Dashboard',
  coachDashboardText: 'Watch arrivals live and check athletes in.',
  generateQr: 'Generate QR Code',
  generateQrText: 'Print the QR code parents scan at the door.',
  coachHeading: 'For Coaches',
  coachSignUp: 'Sign Up / Log In as Coach',
  coachNote:
    'After you sign up, your account is pending approval until an administrator approves it.',
  parentHeading: 'For Parents',
  parentText:
    'Scan the QR code at the event. The first time, link your phone number to your athlete; after that, checking in is one tap.',
  lead: 'Parents scan, tap and go. Coaches see who has arrived, live.',
  quickLinks: 'Coach shortcuts',
  parentSteps: ['Scan', 'Tap', "You're In"],
  downloadLogoLink: 'Download the logo',
} as const;
