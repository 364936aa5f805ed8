/**
 * What the schedule did that every coach should hear of (decision 039): an event that waited
 * for one opened by hand (or starting sooner), or was closed for another. Stored on the
 * server, so a coach whose dashboard was closed at the time reads it here on the next visit;
 * each coach dismisses it for themselves.
 */
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { ScheduleNotice } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { CalendarClockIcon, XIcon } from '#web/components/ui/staff-icons.tsx';
import { useDismissScheduleNotice, useScheduleNotices } from '../api/schedule-notices.ts';

const t = messages.dashboard;

export function noticeText(notice: ScheduleNotice): string {
  const other = notice.other?.name ?? '';
  const time = formatTime(notice.happensAt);
  return notice.kind === 'waited'
    ? t.noticeWaited(notice.event.name, time, other, notice.until ? formatTime(notice.until) : '')
    : t.noticeClosedFor(notice.event.name, time, other);
}

export function ScheduleNotices() {
  const notices = useScheduleNotices();
  const dismiss = useDismissScheduleNotice();
  const list = notices.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="schedule-notices-heading"
      data-testid="schedule-notices"
      className="flex flex-col gap-2 rounded-2xl border border-primary/30 bg-secondary px-4 py-3 text-secondary-foreground sm:px-5"
    >
      <h2 id="schedule-notices-heading" className="flex items-center gap-2 font-bold">
        <CalendarClockIcon className="size-5 shrink-0" />
        {t.noticesHeading}
      </h2>
      <ul className="flex flex-col gap-2 text-sm">
        {list.map((notice) => (
          <li key={notice.id} className="flex items-start gap-2">
            <span className="min-w-0 flex-1 break-words">{noticeText(notice)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={t.noticeDismiss(notice.event.name)}
              onClick={() => dismiss.mutate(notice.id)}
            >
              <XIcon />
              {t.dismiss}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
