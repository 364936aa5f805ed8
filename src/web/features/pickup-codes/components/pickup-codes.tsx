/**
 * The pickup codes on the parent's confirmation and athlete list (issue 26): for each child
 * this phone may collect who is checked in at an event with "Pickup check" on, the 4
 * characters and the same code as a QR; for a child this phone reaches by a link nobody
 * confirmed, a line saying to ask the coach (decision 059). Shows nothing otherwise; the cards are a chunk of
 * their own (pickup-code-cards.tsx), fetched only when there is a code to show, and kept by
 * the service worker with the parent's app shell (scripts/parent-bundle.ts).
 */
import { type ComponentProps, type ComponentType, lazy, Suspense } from 'react';
import { messages } from '#shared/messages/public.ts';
import type { PickupCodes as PickupCodesData } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';
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
  const isShown = (child: { athleteId: string }) => !athleteId || child.athleteId === athleteId;
  const codes = (query.data?.codes ?? []).filter(isShown);
  const waiting = (query.data?.waiting ?? []).filter(isShown);
  return (
    <>
      {codes.length > 0 ? (
        <Suspense fallback={null}>
          <PickupCodeCards codes={codes} trustedHref={trustedHref} />
        </Suspense>
      ) : null}
      {waiting.length > 0 ? <AwaitingConfirmation athletes={waiting} /> : null}
    </>
  );
}

/**
 * Children checked in here whom this phone reaches only by a link nobody confirmed (decision
 * 059): no code, and a plain line saying how to get one. A few words, so in the first chunk.
 */
function AwaitingConfirmation({ athletes }: { athletes: PickupCodesData['waiting'] }) {
  return (
    <div
      className="mb-5 flex w-full flex-col gap-2 rounded-2xl border border-border bg-card p-4 text-left text-sm shadow-sm"
      data-testid="pickup-awaiting-confirmation"
    >
      {athletes.map((child) => (
        <p key={child.athleteId}>{messages.pickupParent.awaitingConfirmation(fullName(child))}</p>
      ))}
    </div>
  );
}
