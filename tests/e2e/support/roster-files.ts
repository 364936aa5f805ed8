/**
 * What the roster-file specs share: a fixture file's path, an event to load a roster into,
 * and a file chosen on the roster page for that event (which previews it at once).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { staffRequest } from './staff.ts';

export const fixture = (name: string) => path.join(import.meta.dirname, '..', 'fixtures', name);

export async function createEvent(page: Page, name: string, date = '2031-05-09T14:00:00Z') {
  return staffRequest<TapInEvent>(page, 'POST', '/api/events', {
    name,
    locationName: 'E2E Field House',
    date,
  });
}

export async function previewOnRosterPage(page: Page, eventId: string, file: string) {
  await page.goto('/coach/roster');
  await page.getByLabel(messages.rosterPage.eventLabel, { exact: true }).selectOption(eventId);
  await page.getByTestId('roster-page-file-input').setInputFiles(fixture(file));
}
