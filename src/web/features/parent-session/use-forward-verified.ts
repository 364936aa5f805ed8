/**
 * The phone step reached from the code step (verified=true): on to the athletes once the
 * server's session confirms the number, a spinner meanwhile.
 */
import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '#web/lib/paths.ts';
import { isSamePhone } from '#web/lib/phone.ts';
import { useParentSession } from './api/get-parent-session.ts';

export function useForwardVerified({
  eventId,
  phone,
  isVerified,
}: {
  eventId: string;
  phone: string;
  isVerified: boolean;
}): { isForwarding: boolean } {
  const [, navigate] = useLocation();
  const session = useParentSession({ enabled: Boolean(eventId) });
  const sessionPhone = session.data?.phoneNumber ?? null;
  const isForwarding =
    Boolean(eventId) && isVerified && Boolean(sessionPhone) && isSamePhone(phone, sessionPhone);

  useEffect(() => {
    if (isForwarding && sessionPhone) {
      navigate(paths.checkIn.athletes.to({ event: eventId, phone: sessionPhone }), {
        replace: true,
      });
    }
  }, [isForwarding, sessionPhone, eventId, navigate]);

  return { isForwarding: isForwarding || (isVerified && session.isPending) };
}
