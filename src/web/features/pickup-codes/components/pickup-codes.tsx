/**
 * The pickup codes on the parent's confirmation and athlete list (issue 26): for each child
 * this phone may collect who is checked in at an event with "Pickup check" on, the 4
 * characters and the same code as a QR. Shows nothing otherwise; the cards are a chunk of
 * their own (pickup-code-cards.tsx), fetched only when there is a code to show, and kept by
 * the service worker with the parent's app shell (scripts/parent-bundle.ts).
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { useParentPickupCodes } from '../api/parent-pickup.ts';
import type Cards from './pickup-code-cards.tsx';

const PickupCodeCards = lazy(
  (): Promise<{ default: ComponentType<ComponentProps<typeof Cards>> }> =>
    import('./pickup-code-cards.tsx').catch(() => ({
      // Not loadable (no signal and never kept, a newer release): the page goes on without.
      default: () => null,
    })),
);

export function PickupCodes({
  eventId,
  athleteId,
  trustedHref,
}: {
  eventId: string;
  /** Only this child's code (the confirmation); every child's otherwise. */
  athleteId?: string;
  /** The "Who may pick up" screen for a child, when the page offers it. */
  trustedHref?: (athleteId: string) => string;
}) {
  const query = useParentPickupCodes(eventId);
  const codes = (query.data?.codes ?? []).filter(
    (code) => !athleteId || code.athleteId === athleteId,
  );
  if (codes.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PickupCodeCards codes={codes} trustedHref={trustedHref} />
    </Suspense>
  );
}
