/**
 * The attendance CSV as a coach downloads it, for comparing with figures worked out by hand:
 * its lines (without the BOM and the CRLF endings Excel wants), and an event's day as the
 * column headers write it, in the coach's time zone.
 */
import { readFileSync } from 'node:fs';
import type { Download } from '@playwright/test';

export async function csvLines(download: Download): Promise<string[]> {
  const csv = readFileSync((await download.path())!, 'utf8');
  return csv
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
}

export function csvDay(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}
