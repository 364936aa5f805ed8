/** The 404 page, placeholders and the logo page: loaded with them (parent-screens.ts). */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist.',
} as const;

export const placeholder = {
  text: 'This screen is coming soon.',
  titles: {
    coachLogin: 'Coach Login',
    coachDashboard: 'Coach Dashboard',
    coachTools: 'Coach Tools',
    coachRoster: 'Roster Upload',
    coachGuide: 'Coach Guide',
    adminQr: 'QR Code Generator',
    adminDashboard: 'Admin Dashboard',
    pendingApproval: 'Approval Pending',
  },
} as const;

export const logo = {
  title: 'Download the TapIn Logo',
  description: 'PNG, 237 KB, square (1:1).',
  download: 'Download Logo',
} as const;
