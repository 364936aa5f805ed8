/**
 * /admin/dashboard (docs/product.md#admin-dashboard, #permissions): admins manage users. A visitor
 * who is not signed in, or is not an admin, sees Access Denied with the spec's two texts.
 */
import { messages } from '#shared/messages.ts';
import { StaffLayout } from '#web/app/layouts/staff-layout.tsx';
import { AuditLog } from '#web/features/admin/components/audit-log.tsx';
import { ConsentRecord } from '#web/features/admin/components/consent-record.tsx';
import { TeamMode } from '#web/features/admin/components/team-mode.tsx';
import { TextsPanel } from '#web/features/admin/components/texts-panel.tsx';
import { UserManagement } from '#web/features/admin/components/user-management.tsx';
import { useUser } from '#web/features/auth/api/get-user.ts';
import { AccessDenied, UserLoadFailed } from '#web/features/auth/components/access-screens.tsx';
import { CenteredSpinner } from '#web/features/auth/components/status-panel.tsx';
import { isAdmin } from '#web/features/auth/lib/roles.ts';
import { forgetOfflineData } from '#web/features/dashboard/api/offline-data.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';
import { useGoToLoginWhenSessionEnds } from '#web/lib/session-ended.ts';

const t = messages.admin;

export default function AdminDashboardRoute() {
  const user = useUser();
  // The admin area is outside RequireStaff (it shows Access Denied): the same one handler.
  useGoToLoginWhenSessionEnds(forgetOfflineData);
  return (
    <StaffLayout>
      {user.isPending ? (
        <CenteredSpinner className="min-h-[60dvh]" />
      ) : user.isError ? (
        <UserLoadFailed onRetry={() => void user.refetch()} />
      ) : !user.data || !isAdmin(user.data) ? (
        <AccessDenied isSignedOut={!user.data} />
      ) : (
        <AdminDashboard currentUserId={user.data.id} />
      )}
    </StaffLayout>
  );
}

function AdminDashboard({ currentUserId }: { currentUserId: string }) {
  useDocumentTitle(t.title);
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
        <p className="text-muted-foreground">{t.subtitle}</p>
      </div>
      <TeamMode />
      <UserManagement currentUserId={currentUserId} />
      <ConsentRecord />
      <TextsPanel />
      <AuditLog />
    </div>
  );
}
