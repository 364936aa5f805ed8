import type { UserRole } from '#shared/constants.ts';
import type { AdminUser } from '#shared/schemas.ts';

export type UserAction =
  | { kind: 'role'; name: 'approve' | 'makeAdmin' | 'makeCoach'; role: UserRole }
  | { kind: 'delete'; name: 'reject' | 'delete' };

/**
 * What an admin may do to a user (docs/product.md#states, #permissions): Approve or Reject a
 * pending user, make a coach an admin, make another admin a coach, delete anyone but themselves.
 */
export function actionsFor(
  user: Pick<AdminUser, 'id' | 'role'>,
  currentUserId: string,
): UserAction[] {
  if (user.id === currentUserId) return [];
  switch (user.role) {
    case 'pending':
      return [
        { kind: 'role', name: 'approve', role: 'coach' },
        { kind: 'delete', name: 'reject' },
      ];
    case 'coach':
      return [
        { kind: 'role', name: 'makeAdmin', role: 'admin' },
        { kind: 'delete', name: 'delete' },
      ];
    case 'admin':
      return [
        { kind: 'role', name: 'makeCoach', role: 'coach' },
        { kind: 'delete', name: 'delete' },
      ];
  }
}

/** Counts per role, for the summary line. */
export function countRoles(users: Pick<AdminUser, 'role'>[]): Record<UserRole, number> {
  const counts: Record<UserRole, number> = { pending: 0, coach: 0, admin: 0 };
  for (const user of users) counts[user.role] += 1;
  return counts;
}
