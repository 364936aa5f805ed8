import { formatDate, formatTime } from '#shared/i18n/datetime.ts';

/** "Jan 4, 2025" and "3:05 PM", shown on two lines. */
export function formatDateAndTime(value: string): { date: string; time: string } {
  return { date: formatDate(value), time: formatTime(value) };
}
