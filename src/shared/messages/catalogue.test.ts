import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { messages as publicMessages } from './public.ts';

describe('the catalogue', () => {
  it('holds the public texts under the same keys as the parent bundle sees them', () => {
    for (const [section, texts] of Object.entries(publicMessages)) {
      expect(messages[section as keyof typeof publicMessages]).toBe(texts);
    }
  });

  it('says one and many in English, as the texts always did', () => {
    expect(messages.parent.searchResultCount(1)).toBe('1 athlete found');
    expect(messages.parent.searchResultCount(0)).toBe('0 athletes found');
    expect(messages.parent.searchResultCount(1200)).toBe('1200 athletes found');
    expect(messages.admin.summary(2, 1, 3)).toBe('2 pending · 1 coach · 3 admins');
    expect(messages.errors.codeWrong(1)).toBe('That code is not correct. 1 try left.');
    expect(messages.errors.rosterRowErrors(1)).toBe(
      '1 row has errors. Fix it and upload again, or import only the valid rows.',
    );
    expect(messages.errors.rosterRowErrors(3)).toBe(
      '3 rows have errors. Fix them and upload again, or import only the valid rows.',
    );
    expect(messages.coachTools.guardianPhonesFound(0)).toBe('No guardian phone numbers found.');
    expect(messages.coachTools.guardianPhonesFound(1)).toBe('1 guardian phone number found.');
    expect(messages.dashboard.arrivedAnnouncement(['Ava Lee'])).toBe('Ava Lee checked in');
    expect(messages.dashboard.arrivedAnnouncement(['Ava Lee', 'Ben Ng'])).toBe(
      '2 athletes checked in: Ava Lee, Ben Ng',
    );
    expect(messages.parentLinks.flaggedSummary(1, 5)).toBe(
      '1 phone is linked to 5 or more athletes: more than most families. Check it belongs to a parent.',
    );
    expect(messages.dashboard.showing(4, 4)).toBe('4 athletes');
    expect(messages.dashboard.showing(1, 4)).toBe('Showing 1 of 4 athletes');
  });
});
