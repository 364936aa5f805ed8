import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.ts';

describe('normalizePhone', () => {
  it('reads the ways a parent types one US number as the same E.164 number', () => {
    const forms = [
      '(555) 123-4567',
      '+1 555 123 4567',
      '5551234567',
      '555.123.4567',
      '1-555-123-4567',
    ];
    expect(new Set(forms.map(normalizePhone))).toEqual(new Set(['+15551234567']));
  });

  it('keeps international numbers given with a plus', () => {
    expect(normalizePhone('+44 7911 123456')).toBe('+447911123456');
  });

  it.each([
    ['too short', '555123'],
    ['too long', '+1234567890123456'],
    ['leading zero', '0551234567'],
    ['letters only', 'call me'],
    ['empty', ''],
  ])('refuses %s', (_label, input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
