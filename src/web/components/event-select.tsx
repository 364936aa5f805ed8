/**
 * The coach screens' event chooser: a labelled native select (the best picker on phones)
 * whose options read "name · date" (docs/product.md#coach-tools), with an optional event left out
 * (the copy card's source and target exclude each other). Today first: the options come in
 * groups, open now, coming up (soonest first) and past (latest first), so a season's
 * twenty look-alike practices do not bury today's.
 */
import { type ReactNode, useMemo } from 'react';
import { formatDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { phaseGroups } from '#web/lib/today-first.ts';
import { Label } from './ui/label.tsx';
import { Select } from './ui/select.tsx';

export function eventOptionLabel(event: Pick<TapInEvent, 'name' | 'date'>): string {
  return `${event.name} · ${formatDateTime(event.date)}`;
}

export function EventSelect({
  id,
  label,
  events,
  value,
  onChange,
  placeholder,
  exclude,
  disabled,
  describedBy,
  hint,
}: {
  id: string;
  label: string;
  events: readonly TapInEvent[];
  value: string;
  onChange: (eventId: string) => void;
  /** The empty first option ("Choose an event"). */
  placeholder: string;
  /** An event id not to offer. */
  exclude?: string;
  disabled?: boolean;
  describedBy?: string;
  hint?: ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Select
        id={id}
        value={value}
        disabled={disabled}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        <EventOptions
          events={events.filter((event) => event.id !== exclude)}
          label={eventOptionLabel}
        />
      </Select>
      {hint}
    </div>
  );
}

/** The options of an event picker in their today-first groups. */
export function EventOptions({
  events,
  label,
}: {
  events: readonly TapInEvent[];
  label: (event: TapInEvent) => string;
}) {
  const groups = useMemo(() => phaseGroups(events, Date.now()), [events]);
  return groups.map((group) => (
    <optgroup key={group.phase} label={messages.common.eventGroups[group.phase]}>
      {group.events.map((event) => (
        <option key={event.id} value={event.id}>
          {label(event)}
        </option>
      ))}
    </optgroup>
  ));
}
