/**
 * Pickup mode's state: the code field (a release at the 4th character), the outcome said
 * inside the dialog, and `submit` for a typed code or a scanned QR. With no signal the code
 * is checked against the hashes the view holds (lib/offline-check) and the release queued;
 * a code the tablet does not know is refused there and then.
 */
import { useCallback, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { normalizePickupCode } from '#shared/pickup.ts';
import type { PickupView } from '#shared/schemas.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { matchCode } from '../lib/offline-check.ts';
import { namesOf, resultNames } from '../lib/pickup-names.ts';
import { codeOf, type ReleaseFn } from '../lib/release-choice.ts';

const t = messages.pickup;

export function usePickupMode(view: PickupView, onRelease: ReleaseFn) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  const submit = useCallback(
    async (body: { method: 'code'; code: string } | { method: 'qr'; qr: string }) => {
      setPending(true);
      setError(null);
      setDone(null);
      try {
        const match = navigator.onLine ? null : await matchCode(view, codeOf(body));
        if (!navigator.onLine && !match) {
          setError(body.method === 'qr' ? t.errors.qrRefused : t.errors.codeRefused);
          return;
        }
        const result = await onRelease(
          body,
          match
            ? {
                athleteId: match.athleteId,
                adultName: namesOf(view.children, match.athleteId, match.phoneNumber, null).adult,
              }
            : undefined,
        );
        const named = resultNames(view.children, result, match);
        // Said inside the dialog (a toast sits behind it while it is open).
        setDone(
          result === 'queued'
            ? t.queuedToast(named.child, named.adult)
            : t.releasedToast(named.child, named.adult),
        );
        setCode('');
      } catch (failure) {
        setError(errorMessage(failure, t.errors.codeRefused));
      } finally {
        setPending(false);
      }
    },
    [onRelease, view],
  );

  /** The code field changed: upper case as typed, sent once it is a whole code. */
  const typeCode = (typed: string) => {
    const value = typed.toUpperCase();
    setCode(value);
    const normalized = normalizePickupCode(value);
    if (normalized) void submit({ method: 'code', code: normalized });
  };

  const submitQr = useCallback((qr: string) => submit({ method: 'qr', qr }), [submit]);
  const scanFailed = useCallback(() => setError(t.scanUnavailable), []);

  return { code, typeCode, error, isPending, done, submitQr, scanFailed };
}
