/**
 * What the dashboard says when the active event changed while it was open (decision 035):
 * the schedule opened or closed check-in by itself, the overlap rule kept one event open
 * over another, or a coach switched it elsewhere (another tab, another coach).
 */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { EventRef, EventSwitch } from '#shared/schemas.ts';

const t = messages.dashboard;

export interface SwitchNotice {
  /** One sentence per change, then what it means for the event on screen. */
  lines: string[];
  /** The event now active, offered when the page shows another one. */
  offer: EventRef | null;
}

export function describeSwitch(switched: EventSwitch, shownId: string | null): SwitchNotice {
  const bySchedule = switched.by === 'schedule';
  const lines = [
    ...switched.closed.map((event) =>
      (bySchedule ? t.switchClosedBySchedule : t.switchClosedByCoach)(event.name),
    ),
    ...switched.opened.map((event) =>
      (bySchedule ? t.switchOpenedBySchedule : t.switchOpenedByCoach)(event.name),
    ),
  ];
  if (switched.active)
    for (const event of switched.passedOver)
      lines.push(
        switched.heldUntil
          ? t.switchHeld(event.name, switched.active.name, formatTime(switched.heldUntil))
          : t.switchOverlap(event.name, switched.active.name),
      );
  const shownClosed = switched.closed.find((event) => event.id === shownId);
  const shownOpened = switched.opened.find((event) => event.id === shownId);
  if (shownClosed) lines.push(t.switchShownClosed(shownClosed.name));
  else if (shownOpened) lines.push(t.switchShownOpened(shownOpened.name));
  const offer = switched.active && switched.active.id !== shownId ? switched.active : null;
  return { lines, offer };
}
