import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { EventSwitch } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CalendarClockIcon, XIcon } from '#web/components/ui/staff-icons.tsx';
import { describeSwitch } from '../lib/event-switch.ts';

const t = messages.dashboard;

/** A switch of the active event heard on the live stream, and when it was heard. */
export interface HeardSwitch {
  switched: EventSwitch;
  at: number;
}

/**
 * Says that the active event changed while the page was open (decision 035): by the
 * schedule, the overlap rule or a coach elsewhere; what that means for the event on
 * screen; and offers the event now open. Polite: read out without interrupting.
 */
export function EventSwitchNotice({
  heard,
  shownId,
  onShow,
  onDismiss,
}: {
  heard: HeardSwitch | null;
  shownId: string;
  onShow: (eventId: string) => void;
  onDismiss: () => void;
}) {
  const notice = heard ? describeSwitch(heard.switched, shownId) : null;
  return (
    <div role="status" aria-atomic="true" className="empty:hidden">
      {heard && notice && notice.lines.length > 0 ? (
        <section
          aria-label={t.switchHeading(formatTime(heard.at))}
          className="flex flex-col gap-3 rounded-2xl border border-primary/30 bg-secondary px-4 py-3 text-secondary-foreground sm:flex-row sm:items-start sm:px-5"
        >
          <CalendarClockIcon className="mt-0.5 hidden size-6 shrink-0 sm:block" />
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <p className="font-bold">{t.switchHeading(formatTime(heard.at))}</p>
            <ul className="flex flex-col gap-0.5 text-sm">
              {notice.lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
          </div>
          <div className="flex flex-wrap items-center gap-2 sm:flex-col sm:items-end">
            {notice.offer ? (
              <Button
                size="sm"
                // A long event name wraps inside the button rather than being cut (`!`: the
                // base classes set nowrap and a fixed height).
                className="h-auto! max-w-full py-2 text-left whitespace-normal! [overflow-wrap:anywhere]"
                onClick={() => onShow(notice.offer!.id)}
              >
                {t.switchShow(notice.offer.name)}
              </Button>
            ) : null}
            <Button variant="ghost" size="sm" onClick={onDismiss}>
              <XIcon />
              {t.dismiss}
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}
