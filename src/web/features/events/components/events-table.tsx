/**
 * The events table (docs/product.md#tools-events): name, location, date (US English), status and
 * actions. The name is renamed inline (Enter saves, Escape cancels, with Save and Cancel
 * buttons); the switch turns check-in on for one event (the server switches the others
 * off); QR Code downloads '{event name}-qr-code.png'. On a phone the location and date
 * fold under the name, so the table keeps its semantics without scrolling sideways; a
 * long name wraps (a word wider than the cell breaks) so the Status and QR columns stay
 * inside the card at 390 px. Today first (lib/today-first.ts): the open event, then what is
 * under way or to come, then the past; a series takes one row, its next occurrence, with the
 * rest behind "Show N more occurrences".
 */
import { Fragment, useMemo, useState } from 'react';
import { formatDateTime, formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { groupSeries } from '#web/lib/today-first.ts';
import { ActiveToggle } from './active-toggle.tsx';
import { EventName } from './event-name.tsx';
import { QrDownloadButton } from './qr-download-button.tsx';
import { EventMarks, OccurrenceActions } from './season-controls.tsx';

const t = messages.coachTools;

export function EventsTable({
  events,
  labelledBy,
}: {
  events: readonly TapInEvent[];
  labelledBy: string;
}) {
  const head = 'border-b border-border px-2 py-3 sm:px-3';
  const groups = useMemo(() => groupSeries(events, Date.now()), [events]);
  // A series with no occurrence left to cancel has nothing to end: no End series for it.
  const endable = useMemo(() => {
    const now = Date.now();
    return new Set(
      events
        .filter((event) => event.seriesId && !event.cancelled && Date.parse(event.date) > now)
        .map((event) => event.seriesId!),
    );
  }, [events]);
  return (
    <table
      aria-labelledby={labelledBy}
      className="w-full border-separate border-spacing-0 text-left text-sm sm:text-base"
    >
      <thead className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        <tr>
          <th scope="col" className={cn(head, 'pl-4 sm:pl-6')}>
            {t.colName}
          </th>
          <th scope="col" className={cn(head, 'hidden lg:table-cell')}>
            {t.colLocation}
          </th>
          <th scope="col" className={cn(head, 'hidden md:table-cell')}>
            {t.colDate}
          </th>
          <th scope="col" className={head}>
            {t.colStatus}
          </th>
          <th scope="col" className={cn(head, 'pr-3 text-right sm:pr-6')}>
            {/* On a phone the column holds one icon button: its heading, wider than the
                button, would push the row out of the card (it stays for screen readers). */}
            <span className="sr-only sm:not-sr-only">{t.colActions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => (
          // Keyed by the series: a series opened by hand stays opened when its lead changes
          // (an occurrence that opens now leads it).
          <Fragment key={group.lead.seriesId ?? group.lead.id}>
            <EventRow event={group.lead} endable={endable} />
            {group.more.length > 0 ? (
              <MoreOccurrences lead={group.lead} more={group.more} endable={endable} />
            ) : null}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/** Every column of the table, shown or not at this width. */
const COLUMN_COUNT = 5;

/** The rest of a series, behind one button. */
function MoreOccurrences({
  lead,
  more,
  endable,
}: {
  lead: TapInEvent;
  more: TapInEvent[];
  endable: ReadonlySet<string>;
}) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <tr>
        <td colSpan={COLUMN_COUNT} className="border-b border-border px-4 py-2 sm:px-6">
          <button
            type="button"
            aria-expanded={isOpen}
            onClick={() => setOpen((open) => !open)}
            className="inline-flex min-h-11 items-center rounded-lg text-sm font-semibold text-primary hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]"
          >
            {isOpen
              ? t.hideOccurrences(more.length, lead.name)
              : t.showOccurrences(more.length, lead.name)}
          </button>
        </td>
      </tr>
      {isOpen
        ? more.map((event) => <EventRow key={event.id} event={event} endable={endable} />)
        : null}
    </>
  );
}

function EventRow({ event, endable }: { event: TapInEvent; endable: ReadonlySet<string> }) {
  const cell = 'border-b border-border px-2 py-3 align-middle sm:px-3';
  // With an end, the date shows the time it ends too (decision 030).
  const date = event.endsAt
    ? t.season.dateRange(formatDateTime(event.date), formatTime(event.endsAt))
    : formatDateTime(event.date);
  const [isEditing, setEditing] = useState(false);
  if (isEditing) {
    // The editor takes the whole row: squeezed into the name column of a phone it would
    // show three letters. The row's switch and QR button come back when editing ends.
    return (
      <tr data-event-id={event.id}>
        <th scope="row" colSpan={COLUMN_COUNT} className={cn(cell, 'pl-4 font-semibold sm:pl-6')}>
          <EventName event={event} isEditing onEditingChange={setEditing} />
        </th>
      </tr>
    );
  }
  return (
    <tr
      data-event-id={event.id}
      data-cancelled={event.cancelled || undefined}
      className={cn(
        'transition-colors hover:bg-muted/50',
        event.cancelled && 'text-muted-foreground',
      )}
    >
      <th scope="row" className={cn(cell, 'pl-4 font-semibold sm:pl-6')}>
        <EventName event={event} isEditing={false} onEditingChange={setEditing} />
        <EventMarks event={event} />
        <span className="mt-0.5 block text-xs font-normal text-muted-foreground lg:hidden">
          <span className="block [overflow-wrap:anywhere]">{event.locationName}</span>
          <span className="block md:hidden">{date}</span>
        </span>
        {/* Under the name, where a phone has room: the actions column keeps its QR button. */}
        <OccurrenceActions
          event={event}
          canEndSeries={event.seriesId !== null && endable.has(event.seriesId)}
        />
      </th>
      <td className={cn(cell, 'hidden break-words lg:table-cell')}>{event.locationName}</td>
      <td className={cn(cell, 'hidden whitespace-nowrap tabular-nums md:table-cell')}>{date}</td>
      <td className={cell}>
        <ActiveToggle event={event} />
      </td>
      <td className={cn(cell, 'pr-3 text-right sm:pr-6')}>
        <QrDownloadButton event={event} />
      </td>
    </tr>
  );
}
