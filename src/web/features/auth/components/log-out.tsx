/**
 * Log Out (decision 036): before the browser follows /api/logout, this device forgets what
 * the coach pages kept for offline use. When check-ins or undos the coach made offline
 * have not been sent, a warning comes first: stay signed in (and go online to send them),
 * or log out anyway, which keeps them on this device sealed for this coach alone.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas.ts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '#web/components/ui/alert-dialog.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { LogOutIcon } from '#web/components/ui/staff-icons.tsx';
import { waitingChanges } from '#web/features/dashboard/api/offline-data.ts';
import { logOut } from '../api/logout.ts';

const t = messages.staffNav;

/**
 * `start` logs out, or opens the warning when changes wait; render `dialog` anywhere (it
 * lives outside the menu that may have started it).
 */
export function useLogOut(user: Pick<User, 'id'> | null) {
  const queryClient = useQueryClient();
  const [waiting, setWaiting] = useState(0);
  const [isLeaving, setLeaving] = useState(false);
  const leave = useCallback(async () => {
    setLeaving(true);
    await logOut(queryClient, user);
  }, [queryClient, user]);
  const start = useCallback(async () => {
    const count = user ? await waitingChanges(user.id) : 0;
    if (count > 0) setWaiting(count);
    else await leave();
  }, [user, leave]);
  const dialog = (
    <LogOutWarning
      count={waiting}
      isLeaving={isLeaving}
      onClose={() => setWaiting(0)}
      onLogOut={() => void leave()}
    />
  );
  return { start, dialog };
}

function LogOutWarning({
  count,
  isLeaving,
  onClose,
  onLogOut,
}: {
  count: number;
  isLeaving: boolean;
  onClose: () => void;
  onLogOut: () => void;
}) {
  return (
    <AlertDialog
      open={count > 0}
      onOpenChange={(open) => {
        if (!open && !isLeaving) onClose();
      }}
    >
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{t.logOutWaitingTitle}</AlertDialogTitle>
          <AlertDialogDescription>{t.logOutWaiting(count)}</AlertDialogDescription>
          <AlertDialogDescription>{t.logOutWaitingKept}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={isLeaving}>{t.staySignedIn}</AlertDialogCancel>
          <Button variant="destructive" disabled={isLeaving} onClick={onLogOut}>
            {isLeaving ? <Spinner /> : <LogOutIcon />}
            {t.logOutAnyway}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
