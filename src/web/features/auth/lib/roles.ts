import { personName } from '#shared/names.ts';
import type { User } from '#shared/schemas.ts';

type Person = Pick<User, 'firstName' | 'lastName' | 'email'>;

/** Coaches and admins use the coach pages; anyone else is pending (docs/product.md#permissions). */
export function isStaff(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'coach' || user?.role === 'admin';
}

export function isAdmin(user: Pick<User, 'role'> | null | undefined): boolean {
  return user?.role === 'admin';
}

/** "First Last" when the account has a name (magic-link accounts often do not). */
export { personName };

/**
 * What to call someone: their full name, else their email, else `fallback`
 * (docs/product.md#approval-pending).
 */
export function displayName(person: Person | null | undefined, fallback: string): string {
  if (!person) return fallback;
  return personName(person) || person.email || fallback;
}

/** Two letters for an avatar: the initials, else the start of the email. */
export function initials(person: Person): string {
  const fromName = [person.firstName, person.lastName]
    .map((part) => part?.trim()?.[0] ?? '')
    .join('');
  return (fromName || person.email.slice(0, 2)).toUpperCase();
}
