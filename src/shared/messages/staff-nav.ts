/** The header of the coach and admin screens. */
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
} as const;
