/**
 * Safe pickup on the live dashboard (issue 26, decision 049): the "Pickup check" switch; for
 * an event with it on, each checked-in child as Arrived or Released with a Release action,
 * "not authorised" warnings (staff only), "the last ones waiting" with one action to text
 * their guardians, and pickup mode: type the adult's 4 characters (a release at the 4th),
 * scan their QR (the browser's reader, else a polyfill loaded on first use: lib/qr-detector),
 * or pick from the trusted list and confirm. Other staff screens' releases arrive through
 * the dashboard's live stream, which refetches this view. With no
 * signal a typed code is checked against the hashes this page holds and the release is
 * queued, sent when the network returns (once, whatever happens: the id is the tablet's).
 * This file composes; the state and the release live in hooks/use-pickup-panel.ts.
 */
import { useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import { usePickupPanel } from '../hooks/use-pickup-panel.ts';
import { waitingChildren } from '../lib/pickup-names.ts';
import { LastWaitingBanner } from './last-waiting-banner.tsx';
import { PickupMode } from './pickup-mode.tsx';
import { PickupRow } from './pickup-row.tsx';
import { PickupSwitches } from './pickup-switches.tsx';

const t = messages.pickup;

export function PickupPanel({ eventId, isLive = false }: { eventId: string; isLive?: boolean }) {
  const { data, release, queuedTo } = usePickupPanel(eventId, isLive);
  const [isPickupMode, setPickupMode] = useState(false);
  const switchId = useId();

  if (!data) return null;
  const waiting = waitingChildren(data);

  return (
    <section
      aria-labelledby={`${switchId}-title`}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-card p-4 shadow-sm"
    >
      <PickupSwitches
        id={switchId}
        eventId={eventId}
        view={data}
        onOpenPickupMode={() => setPickupMode(true)}
      />

      {data.enabled && waiting.length > 0 ? (
        <LastWaitingBanner
          eventId={eventId}
          waiting={waiting}
          isTexted={Boolean(data.lastWaiting?.pendingTextedAt)}
        />
      ) : null}

      {data.enabled ? (
        <ul className="flex flex-col divide-y divide-border" aria-label={t.pickupModeTitle}>
          {data.children.map((child) => (
            <PickupRow
              key={child.athleteId}
              child={child}
              eventId={eventId}
              queuedTo={queuedTo(child.athleteId)}
              onRelease={release}
            />
          ))}
        </ul>
      ) : null}

      {isPickupMode ? (
        <PickupMode view={data} onClose={() => setPickupMode(false)} onRelease={release} />
      ) : null}
    </section>
  );
}
