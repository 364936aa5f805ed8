import { type ComponentType, type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { forgetOfflineData, forgetUnlessOwner } from '#web/features/dashboard/api/offline-data.ts';
import { loginReturningHere } from '#web/lib/login-return.ts';
import { useGoToLoginWhenSessionEnds } from '#web/lib/session-ended.ts';
import { useUser } from '../api/get-user.ts';
import { isStaff } from '../lib/roles.ts';
import { AccessPending, UserLoadFailed } from './access-screens.tsx';
import { CenteredSpinner } from './status-panel.tsx';

/**
 * The coach pages' guard (docs/product.md#staff-guard, #permissions): a spinner while GET
 * /api/auth/user loads; signed out goes to /coach/login (with `next`, this page); a role other than
 * coach or admin sees Access Pending. Only a coach or an admin gets `children`. The guard's own
 * screens are drawn inside `frame` (the staff layout); the page brings its own layout.
 *
 * The server refuses every staff call to anyone else anyway: this is for the person,
 * not for security.
 */
export function RequireStaff({
  children,
  frame: Frame,
}: {
  children: ReactNode;
  frame: ComponentType<{ children: ReactNode }>;
}) {
  const user = useUser();
  const [, navigate] = useLocation();
  // Any staff call that finds the session ended sends the person to sign in again, and
  // this device forgets what the coach pages kept offline (decision 036).
  useGoToLoginWhenSessionEnds(forgetOfflineData);
  const isSignedOut = user.isSuccess && user.data === null;
  const signedIn = user.isSuccess ? user.data : undefined;

  useEffect(() => {
    // The server named nobody, someone else, or someone no longer staff: not their data.
    if (signedIn !== undefined) void forgetUnlessOwner(signedIn);
  }, [signedIn]);

  useEffect(() => {
    // After sign-in the coach comes back here, not to the dashboard.
    if (isSignedOut) navigate(loginReturningHere(), { replace: true });
  }, [isSignedOut, navigate]);

  if (user.isPending || isSignedOut) {
    return (
      <Frame>
        <CenteredSpinner className="min-h-[60dvh]" />
      </Frame>
    );
  }
  if (user.isError) {
    return (
      <Frame>
        <UserLoadFailed onRetry={() => void user.refetch()} />
      </Frame>
    );
  }
  if (!isStaff(user.data)) {
    return (
      <Frame>
        <AccessPending />
      </Frame>
    );
  }
  return children;
}
