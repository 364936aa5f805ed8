import { describe, expect, it } from 'vitest';
import { cleanPhoneInput, displayPhone, isPhoneShaped, isSamePhone } from './phone.ts';

describe('cleanPhoneInput', () => {
  it('keeps digits and a leading plus only', () => {
    expect(cleanPhoneInput('(555) 123-4567')).toBe('5551234567');
    expect(cleanPhoneInput(' +1 555 123 4567 ')).toBe('+15551234567');
    expect(cleanPhoneInput('555+123')).toBe('555123');
  });
});

describe('isPhoneShaped', () => {
  it('accepts 10 to 15 digits starting 1-9, with an optional plus (docs/product.md#validation)', () => {
    expect(isPhoneShaped('5551234567')).toBe(true);
    expect(isPhoneShaped('+447911123456')).toBe(true);
    expect(isPhoneShaped('123456789012345')).toBe(true);
    expect(isPhoneShaped('555123456')).toBe(false);
    expect(isPhoneShaped('0551234567')).toBe(false);
    expect(isPhoneShaped('1234567890123456')).toBe(false);
  });
});

describe('isSamePhone', () => {
  it('matches what a parent types against the E.164 number of the session', () => {
    expect(isSamePhone('(555) 123-4567', '+15551234567')).toBe(true);
    expect(isSamePhone('15551234567', '+15551234567')).toBe(true);
    expect(isSamePhone('+15551234567', '+15551234567')).toBe(true);
    expect(isSamePhone('5551234568', '+15551234567')).toBe(false);
    expect(isSamePhone('5551234567', null)).toBe(false);
    expect(isSamePhone('+445551234567', '+15551234567')).toBe(false);
  });
});

describe('displayPhone', () => {
  it('formats North American numbers and leaves others alone', () => {
    expect(displayPhone('+15551234567')).toBe('(555) 123-4567');
    expect(displayPhone('5551234567')).toBe('(555) 123-4567');
    expect(displayPhone('+447911123456')).toBe('+447911123456');
  });
});
