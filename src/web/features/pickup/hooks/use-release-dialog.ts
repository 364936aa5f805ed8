/**
 * The release dialog's fields and its confirm: a trusted adult picked from the list, or
 * "no code" with a reason (and optionally who collected the child). Opening or closing
 * clears the choice; it cannot close while the release is on its way.
 */
import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { fullName } from '#web/lib/format.ts';
import type { PickupChild } from '../lib/pickup-names.ts';
import { type ReleaseFn, releaseChoice } from '../lib/release-choice.ts';

const t = messages.pickup;

export function useReleaseDialog(child: PickupChild, onRelease: ReleaseFn) {
  const [isOpen, setOpen] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [noCode, setNoCode] = useState(false);
  const [reason, setReason] = useState('');
  const [releasedTo, setReleasedTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  async function confirm() {
    setError(null);
    const choice = releaseChoice(child, { noCode, picked, reason, releasedTo });
    if (choice.kind === 'reason-required') return setError(t.reasonRequired);
    if (choice.kind === 'nothing-picked') return;
    setPending(true);
    try {
      const result = await onRelease(choice.body, choice.offlineMatch);
      const name = fullName(child);
      toast({
        title:
          result === 'queued' ? t.queuedToast(name, choice.to) : t.releasedToast(name, choice.to),
        variant: 'success',
      });
      setOpen(false);
    } catch (failure) {
      setError(errorMessage(failure, t.errors.codeRefused));
    } finally {
      setPending(false);
    }
  }

  function openChange(open: boolean) {
    if (isPending) return;
    setOpen(open);
    setPicked(null);
    setNoCode(false);
    setError(null);
  }

  return {
    isOpen,
    openChange,
    open: () => setOpen(true),
    picked,
    setPicked,
    noCode,
    setNoCode,
    reason,
    setReason,
    releasedTo,
    setReleasedTo,
    error,
    isPending,
    canConfirm: !isPending && (noCode || Boolean(picked)),
    confirm,
  };
}
