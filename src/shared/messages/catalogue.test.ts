import { describe, expect, it } from 'vitest';
import { english as englishAll, messages } from '../messages.ts';
import { english as parentScreens } from './parent-screens.ts';
import { english, messages as publicMessages } from './public.ts';

describe('the catalogue', () => {
  it('holds the public texts under the same keys as the parent bundle sees them', () => {
    // A section of the parent bundle can be a part of the catalogue's (`texts` there is the
    // athlete list's link only): every text in it is the catalogue's own, at the same path.
    for (const [section, texts] of Object.entries(english)) {
      const whole = messages[section as keyof typeof english] as Record<string, unknown>;
      for (const [key, text] of Object.entries(texts)) {
        expect(whole[key], `${section}.${key}`).toBe(
          (publicMessages as Record<string, Record<string, unknown>>)[section]?.[key],
        );
        expect((englishAll as Record<string, Record<string, unknown>>)[section]?.[key]).toBe(text);
      }
    }
  });

  it('holds the parent screens’ texts whole, under the same keys', () => {
    for (const [section, texts] of Object.entries(parentScreens)) {
      expect(englishAll[section as keyof typeof parentScreens], section).toBe(texts);
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
