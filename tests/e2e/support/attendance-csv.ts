/**
 * The attendance figures as a coach reads them, for comparing with figures worked out by
 * hand: the CSV's lines (without the BOM and the CRLF endings Excel wants), an event's day as
 * the column headers write it, in the coach's time zone, and a row of the summary table.
 */
import { readFileSync } from 'node:fs';
import { type Download, expect, type Locator } from '@playwright/test';
import { messages } from '#shared/messages.ts';

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

/**
 * A row of the attendance summary (an athlete's) or of its team totals at 390 px: the rate
 * beside the name, the counts folded under it (the desktop's columns are hidden there).
 */
export async function expectSummaryRow(
  row: Locator,
  figures: { rate: string; expected: number; attended: number; late: number },
) {
  await expect(row.getByRole('cell')).toHaveText([figures.rate]);
  await expect(row.getByRole('rowheader')).toContainText(
    messages.attendance.figures(figures.expected, figures.attended, figures.late),
  );
}
