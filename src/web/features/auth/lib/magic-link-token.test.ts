import { describe, expect, it } from 'vitest';
import { readTokenFromHash, safeRedirectPath } from './magic-link-token.ts';

describe('readTokenFromHash', () => {
  it('reads the token from the fragment the email carries', () => {
    expect(readTokenFromHash('#token=abc_DEF-123')).toBe('abc_DEF-123');
    expect(readTokenFromHash('token=abc')).toBe('abc');
    expect(readTokenFromHash('#other=1&token=xyz')).toBe('xyz');
  });

  it('answers null without a token', () => {
    expect(readTokenFromHash('')).toBeNull();
    expect(readTokenFromHash('#')).toBeNull();
    expect(readTokenFromHash('#token=')).toBeNull();
    expect(readTokenFromHash('#token=%20')).toBeNull();
  });
});

describe('safeRedirectPath', () => {
  it('follows same-site paths only', () => {
    expect(safeRedirectPath('/coach/dashboard', '/x')).toBe('/coach/dashboard');
    expect(safeRedirectPath('/pending-approval', '/x')).toBe('/pending-approval');
    expect(safeRedirectPath('//evil.example/', '/x')).toBe('/x');
    expect(safeRedirectPath('/\\evil.example', '/x')).toBe('/x');
    expect(safeRedirectPath('https://evil.example/', '/x')).toBe('/x');
    expect(safeRedirectPath('', '/x')).toBe('/x');
    expect(safeRedirectPath(null, '/x')).toBe('/x');
  });
});
