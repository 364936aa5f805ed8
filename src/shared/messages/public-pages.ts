/** The 404 page and the logo page: loaded with them (parent-screens.ts). */
export const notFound = {
  title: 'Page Not Found',
  text: 'The page you are looking for does not exist.',
} as const;

export const logo = {
  title: 'Download the TapIn Logo',
  description: 'PNG, 237 KB, square (1:1).',
  download: 'Download Logo',
} as const;
