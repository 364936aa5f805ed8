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
  teams: {
    heading: 'Teams',
    modeOpen:
      'Open mode: no coach is assigned to a team, so every coach sees every event, athlete and guardian phone. Assign a coach to a team to switch to team mode.',
    modeTeams:
      'Team mode: each coach sees only the athletes of their teams (and the events they created). Admins and coaches marked All teams see everything.',
    column: 'Teams',
    allTeams: 'All teams',
    none: 'No team',
    noneScoped: 'No team: sees only events they create',
    edit: 'Teams…',
    editTitle: (who: string) => `Teams of ${who}`,
    editDescription:
      'Choose the teams this coach coaches. They will see those teams’ athletes, arrivals, guardian phones, reports and attendance only.',
    allTeamsLabel: 'All teams (for example an assistant director)',
    teamsLegend: 'Teams',
    noTeamsYet:
      'No teams yet. Teams are created on the Teams tab of the coach tools, or by a roster import.',
    save: 'Save teams',
    saved: (who: string) => `Teams saved for ${who}.`,
    failed: 'Failed to save teams',
    approveWithTeams: 'Approve with these teams',
    approveTitle: (who: string) => `Approve ${who}?`,
    approveDescription:
      'Choose the teams this coach will coach. Leave them all unticked to keep the club in open mode.',
  },
  audit: {
    heading: 'Audit log',
    description:
      'Who did what, and when: sign-ins and role changes, events and rosters, check-ins by hand, and every read of personal data that leaves TapIn in bulk (check-in reports, attendance CSVs, Parent links panels).',
    action: 'Action',
    anyAction: 'Any action',
    dataReads: 'Personal data read (data.*)',
    actor: 'User email',
    from: 'From',
    to: 'To',
    filter: 'Filter',
    download: 'Download CSV',
    who: 'Who',
    target: 'About',
    empty: 'No entries match these filters.',
    loadFailed: 'Failed to load the audit log',
    truncated: (count: number) =>
      `Showing the newest ${count} entries. Narrow the filters, or download the CSV for all of them.`,
    system: 'TapIn',
    parent: 'A parent',
    csvFilename: 'tapin-audit-log.csv',
    csvHeader: [
      'Time (UTC)',
      'Actor type',
      'Actor',
      'Action',
      'Target type',
      'Target',
      'Details',
      'IP address',
    ],
  },
} as const;
