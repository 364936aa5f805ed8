/** The admin dashboard (/admin): user management. */
import { icu } from '../i18n/icu.ts';

export const admin = {
  title: 'Admin Dashboard',
  usersHeading: 'User Management',
  name: 'Name',
  email: 'Email',
  role: 'Role',
  created: 'Created',
  lastSignIn: 'Last signed in',
  never: 'Never',
  actions: 'Actions',
  approve: 'Approve',
  reject: 'Reject',
  makeAdmin: 'Make Admin',
  makeCoach: 'Make Coach',
  delete: 'Delete',
  cancel: 'Cancel',
  you: '(you)',
  noName: 'No name',
  subtitle: 'Approve new coaches and manage who can use TapIn.',
  noUsers: 'No users yet',
  consentHeading: 'Consent record',
  consentText:
    'Every yes and no to guardian texts: phone, child, when, from where and the wording shown. Kept four years after a phone’s last event.',
  downloadConsent: 'Download consent record',
  noUsersText: 'People appear here after they sign in for the first time.',
  loadFailed: 'Failed to load users',
  summary: (pending: number, coaches: number, admins: number) =>
    icu(
      '{pending} pending · {coaches, plural, one {{coaches} coach} other {{coaches} coaches}} · {admins, plural, one {{admins} admin} other {{admins} admins}}',
    )({ pending, coaches, admins }),
  deleteTitle: (who: string) => `Delete ${who}?`,
  rejectTitle: (who: string) => `Reject ${who}?`,
  /**
   * The title of both success toasts (docs/product.md#errors 'Success'); the text says what
   * happened.
   */
  success: 'Success',
  roleChangedTo: (who: string, role: string) => `User role updated: ${who} is now ${role}.`,
  deletedText: (who: string) => `User deleted: ${who} was removed.`,
  rejectedText: (who: string) => `User rejected: ${who} was removed.`,
  roles: { pending: 'Pending', coach: 'Coach', admin: 'Admin' },
  confirmDelete: 'Are you sure you want to delete this user? This action cannot be undone.',
  confirmReject: 'Are you sure you want to reject this user? This action cannot be undone.',
  roleUpdated: 'User role updated',
  userDeleted: 'User deleted',
  failedRole: 'Failed to update user role',
  failedDelete: 'Failed to delete user',
} as const;
