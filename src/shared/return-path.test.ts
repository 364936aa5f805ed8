import { describe, expect, it } from 'vitest';
import { isStaffReturnPath } from './return-path.ts';

describe('isStaffReturnPath', () => {
  it.each([
    '/coach/dashboard',
    '/coach/dashboard?event=2b1c',
    '/coach/tools?tab=teams',
    '/coach/roster',
    '/admin/qr',
    '/admin/dashboard',
    '/coach',
  ])('follows the staff page %s', (path) => {
    expect(isStaffReturnPath(path)).toBe(true);
  });

  it.each([
    '',
    '/',
    '/check-in?event=1',
    '/coach/login',
    '/coach/login/verify',
    '/coaching',
    '/administrator',
    '//evil.example/coach',
    '/\\evil.example',
    'https://evil.example/admin/qr',
    'javascript:alert(1)',
    '/coach/ tools',
    `/coach/${'a'.repeat(600)}`,
  ])('refuses %s', (path) => {
    expect(isStaffReturnPath(path)).toBe(false);
  });
});
