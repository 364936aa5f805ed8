/** Texts every screen shares: the brand, common controls, the 404 page, the logo page. */
export const brand = {
  name: 'TapIn',
  tagline: "Scan. Tap. You're In.",
  logoAlt: 'TapIn logo',
} as const;

export const common = {
  backToHome: 'Back to Home',
  back: 'Back',
  loading: 'Loading…',
  dismiss: 'Dismiss',
  toggleTheme: 'Toggle dark mode',
  switchToDark: 'Switch to dark theme',
  switchToLight: 'Switch to light theme',
  genericError: 'Something went wrong. Please try again.',
  skipToContent: 'Skip to main content',
  notifications: 'Notifications',
  tryAgain: 'Try Again',
  /** The groups of every event picker, today first. */
  eventGroups: { open: 'Open now', upcoming: 'Coming up', past: 'Past' },
} as const;

export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist.',
} as const;

export const logo = {
  title: 'Download the TapIn Logo',
  description: 'PNG, 237 KB, square (1:1).',
  download: 'Download Logo',
} as const;
