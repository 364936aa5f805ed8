import type { AdminUser } from '../../../../shared/schemas.ts';

/** "Jan 4, 2025" and "3:05 PM": US English (spec §9), shown on two lines. */
export function formatDateAndTime(value: string): { date: string; time: string } {
  const when = new Date(value);
  return {
    date: when.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' }),
    time: when.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' }),
  };
}

/** "First Last", or '' when the account has no name (magic-link accounts often do not). */
export function userName(user: Pick<AdminUser, 'firstName' | 'lastName'>): string {
  return [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}
