/** The header of the coach and admin screens. */
import { icu } from '../i18n/icu.ts';

export const staffNav = {
  label: 'Coach pages',
  menu: 'Menu',
  dashboard: 'Dashboard',
  tools: 'Tools',
  roster: 'Roster',
  attendance: 'Attendance',
  qr: 'QR Code',
  admin: 'Admin',
  home: 'Home',
  account: 'Account',
  signedInAs: (email: string) => `Signed in as ${email}`,
  switchAccount: 'Switch Account',
  logOut: 'Log Out',
  logIn: 'Log In',
  // Log Out while check-ins or undos made offline have not been sent (decision 036).
  logOutWaitingTitle: 'Changes not sent yet',
  logOutWaiting: (count: number) =>
    icu(
      '{count, plural, one {{count} check-in or undo you made offline has} other {{count} check-ins or undos you made offline have}} not reached the server yet. Stay signed in and go online to send them.',
    )({ count }),
  logOutWaitingKept:
    'If you log out now, they stay on this device, locked so that nobody else can read them, and are sent the next time you sign in here.',
  staySignedIn: 'Stay Signed In',
  logOutAnyway: 'Log Out Anyway',
} as const;
