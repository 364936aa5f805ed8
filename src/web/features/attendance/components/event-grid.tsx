/**
 * Who came to which event: athletes down, events across (oldest first), one mark per cell
 * with its meaning in words for screen readers. Wide seasons scroll sideways inside a
 * focusable region; the athlete column stays put.
 */
import { formatDate } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { AttendanceAthlete, AttendanceEvent } from '#shared/schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { PRESENCE_KEY, presenceAt } from '../lib/attendance.ts';

const t = messages.attendance;

const MARK_CLASS = {
  present: 'text-success dark:text-volt',
  late: 'text-amber-700 dark:text-amber-300',
  absent: 'text-destructive',
  none: '',
} as const;

export function EventGrid({
  events,
  athletes,
  labelledBy,
}: {
  events: readonly AttendanceEvent[];
  athletes: readonly AttendanceAthlete[];
  labelledBy: string;
}) {
  const cell = 'border-b border-border px-2 py-2';
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-muted-foreground">{t.presenceLegend}</p>
      <section
        aria-labelledby={labelledBy}
        // A scrollable region must be focusable: keyboard users scroll it with the arrow keys.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-xl border border-border focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <table className="border-separate border-spacing-0 text-left text-sm">
          <thead className="text-xs font-bold text-muted-foreground">
            <tr>
              <th scope="col" className={cn(cell, 'sticky left-0 z-10 bg-card')}>
                {t.columns.athlete}
              </th>
              {events.map((event) => (
                <th key={event.id} scope="col" className={cn(cell, 'min-w-24 align-bottom')}>
                  <span className="block max-w-32 font-semibold text-foreground [overflow-wrap:anywhere]">
                    {event.name}
                  </span>
                  <span className="block font-normal">{formatDate(event.date)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {athletes.map((athlete) => (
              <tr key={athlete.athleteId}>
                <th
                  scope="row"
                  className={cn(
                    cell,
                    'sticky left-0 z-10 max-w-44 min-w-32 bg-card font-semibold break-words',
                  )}
                >
                  {athlete.firstName} {athlete.lastName}
                </th>
                {events.map((event, index) => {
                  const key = PRESENCE_KEY[presenceAt(athlete, index)];
                  return (
                    <td
                      key={event.id}
                      className={cn(cell, 'text-center font-bold', MARK_CLASS[key])}
                    >
                      <span aria-hidden="true">{t.presenceShort[key]}</span>
                      <span className="sr-only">{t.presence[key]}</span>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {events.length > 2 ? (
        <p className="text-sm text-muted-foreground sm:hidden">{t.scrollHint}</p>
      ) : null}
    </div>
  );
}
