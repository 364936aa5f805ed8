/**
 * What the dashboard says when the active event changed while it was open (decision 035):
 * the schedule opened or closed check-in by itself, the overlap rule kept one event open
 * over another, or a coach switched it elsewhere (another tab, another coach).
 */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { EventRef, EventSwitch, TapInEvent } from '#shared/schemas.ts';

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

/**
 * A switch that was the whole change (`switchOnly`, decision 038) applied to the cached list
 * of events: the opened ones on, the closed ones off. Undefined when the list does not hold
 * every event the switch names (it asks for the list again instead).
 */
export function applySwitch(
  list: TapInEvent[] | undefined,
  switched: EventSwitch,
): TapInEvent[] | undefined {
  if (!list) return undefined;
  const on = new Set(switched.opened.map((event) => event.id));
  const off = new Set(switched.closed.map((event) => event.id));
  const named = [...on, ...off];
  if (!named.every((id) => list.some((event) => event.id === id))) return undefined;
  return list.map((event) =>
    on.has(event.id) && !event.active
      ? { ...event, active: true }
      : off.has(event.id) && event.active
        ? { ...event, active: false }
        : event,
  );
}
