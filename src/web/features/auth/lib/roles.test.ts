import { describe, expect, it } from 'vitest';
import { displayName, initials, isAdmin, isStaff } from './roles.ts';

describe('roles', () => {
  it('lets coaches and admins in, nobody else (docs/product.md#permissions)', () => {
    expect(isStaff({ role: 'coach' })).toBe(true);
    expect(isStaff({ role: 'admin' })).toBe(true);
    expect(isStaff({ role: 'pending' })).toBe(false);
    expect(isStaff(null)).toBe(false);
    expect(isAdmin({ role: 'admin' })).toBe(true);
    expect(isAdmin({ role: 'coach' })).toBe(false);
  });
});

describe('displayName', () => {
  it('is the full name, else the email, else the fallback (docs/product.md#approval-pending)', () => {
    const base = { firstName: null, lastName: null, email: 'pat@school.org' };
    expect(displayName({ ...base, firstName: 'Pat', lastName: 'Lee' }, 'there')).toBe('Pat Lee');
    expect(displayName({ ...base, firstName: 'Pat' }, 'there')).toBe('Pat');
    expect(displayName({ ...base, firstName: '  ' }, 'there')).toBe('pat@school.org');
    expect(displayName(base, 'there')).toBe('pat@school.org');
    expect(displayName({ ...base, email: '' }, 'there')).toBe('there');
    expect(displayName(null, 'there')).toBe('there');
  });

  it('makes initials from the name or the email', () => {
    expect(initials({ firstName: 'Pat', lastName: 'Lee', email: 'x@y.z' })).toBe('PL');
    expect(initials({ firstName: null, lastName: null, email: 'pat@school.org' })).toBe('PA');
  });
});
