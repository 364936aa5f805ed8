/**
 * The access screens (docs/product.md#staff-guard): Access Pending for coach pages, Access Denied
 * for admin.
 */

import { useLocation } from 'wouter';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { AlertIcon, HourglassIcon, LockIcon } from '#web/components/ui/staff-icons.tsx';
import { loginReturningHere } from '#web/lib/login-return.ts';
import { paths } from '#web/lib/paths.ts';
import { StatusPanel } from './status-panel.tsx';

const t = messages.access;

export function AccessPending() {
  const [, navigate] = useLocation();
  return (
    <StatusPanel
      icon={<HourglassIcon />}
      tone="warning"
      title={t.pendingTitle}
      actions={
        <Button size="lg" onClick={() => navigate(paths.home.to())}>
          {t.goHome}
        </Button>
      }
    >
      <p>{t.pendingText}</p>
    </StatusPanel>
  );
}

/** Admin only: `isSignedOut` picks the text for a visitor who has not logged in. */
export function AccessDenied({ isSignedOut }: { isSignedOut: boolean }) {
  const [, navigate] = useLocation();
  return (
    <StatusPanel
      icon={<LockIcon />}
      tone="danger"
      title={t.deniedTitle}
      actions={
        <>
          {isSignedOut ? (
            <Button size="lg" onClick={() => navigate(loginReturningHere())}>
              {t.logIn}
            </Button>
          ) : null}
          <Button
            size="lg"
            variant={isSignedOut ? 'outline' : 'default'}
            onClick={() => navigate(paths.home.to())}
          >
            {t.goHome}
          </Button>
        </>
      }
    >
      <p>{isSignedOut ? t.deniedLoggedOut : t.deniedText}</p>
    </StatusPanel>
  );
}

/** GET /api/auth/user failed for another reason than "signed out" (server or network). */
export function UserLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <StatusPanel
      icon={<AlertIcon />}
      tone="danger"
      title={messages.common.genericError}
      actions={
        <Button size="lg" onClick={onRetry}>
          {messages.common.tryAgain}
        </Button>
      }
    >
      <p>{t.loadFailed}</p>
    </StatusPanel>
  );
}
