/**
 * The events table's season parts (decision 030): the marks under an event's name (an
 * occurrence of a series, cancelled, opening by itself, overlapped by a sooner event) and
 * the actions of an occurrence: cancel (confirmed, with its name and date) or restore this
 * one while it has not started, end its series (confirmed).
 */
import { formatDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, CalendarIcon, XIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { useEndSeries } from '../api/end-series.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { rowOpeningNote } from '../lib/opening-note.ts';

const t = messages.coachTools;
const s = t.season;

const mark = 'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold';

export function EventMarks({ event }: { event: TapInEvent }) {
  const openingNote = rowOpeningNote(event);
  if (!event.seriesId && !event.cancelled && event.autoOpenMinutes === null && !openingNote)
    return null;
  return (
    <span className="mt-1 flex flex-col gap-1">
      <span className="flex flex-wrap gap-1.5">
        {event.cancelled ? (
          <span className={cn(mark, 'bg-destructive-soft text-destructive')}>
            {s.cancelledMark}
          </span>
        ) : null}
        {event.seriesId ? (
          <span className={cn(mark, 'bg-muted text-muted-foreground')}>{s.seriesMark}</span>
        ) : null}
        {event.autoOpenMinutes !== null && !event.cancelled ? (
          <span className={cn(mark, 'bg-muted text-muted-foreground')}>{s.autoMark}</span>
        ) : null}
      </span>
      {openingNote ? (
        <span className="flex items-start gap-1.5 text-xs font-normal text-foreground">
          <AlertIcon aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {openingNote}
        </span>
      ) : null}
      {event.overlappedBy && !event.waitsFor ? (
        <span className="flex items-start gap-1.5 text-xs font-normal text-foreground">
          <AlertIcon aria-hidden="true" className="size-4 shrink-0 text-destructive" />
          {s.overlapNote(event.overlappedBy.name)}
        </span>
      ) : null}
    </span>
  );
}

export function OccurrenceActions({
  event,
  canEndSeries,
}: {
  event: TapInEvent;
  /** Whether the series still has an occurrence to cancel (an ended one has none). */
  canEndSeries: boolean;
}) {
  const updateEvent = useUpdateEvent();
  const endSeries = useEndSeries();
  if (!event.seriesId) return null;
  // An occurrence under way or over is not offered Cancel or Restore: what parents met is
  // done. (The API still takes either, for the attendance figures: decision 031.)
  const notStarted = Date.parse(event.date) > Date.now();
  if (!notStarted && !canEndSeries) return null;

  async function setCancelled(cancelled: boolean): Promise<boolean> {
    try {
      await updateEvent.mutateAsync({ eventId: event.id, cancelled });
      toast({
        title: cancelled ? s.occurrenceCancelled : s.occurrenceRestored,
        description: event.name,
        variant: 'success',
      });
      return true;
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedUpdateEvent),
        variant: 'destructive',
      });
      return false;
    }
  }

  async function onEndSeries(): Promise<boolean> {
    try {
      const result = await endSeries.mutateAsync(event.id);
      toast({ title: s.seriesEnded(result.cancelledCount), variant: 'success' });
      return true;
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, s.failedSeries),
        variant: 'destructive',
      });
      return false;
    }
  }

  return (
    <span className="mt-2 flex flex-wrap gap-2 font-normal">
      {notStarted && event.cancelled ? (
        <Button
          variant="outline"
          size="sm"
          disabled={updateEvent.isPending}
          aria-label={s.restoreOccurrence(event.name)}
          onClick={() => void setCancelled(false)}
        >
          {updateEvent.isPending ? <Spinner /> : null}
          {s.restoreOccurrenceShort}
        </Button>
      ) : null}
      {notStarted && !event.cancelled ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={s.cancelOccurrence(event.name)}>
              {s.cancelOccurrenceShort}
            </Button>
          }
          title={s.cancelOccurrenceTitle(event.name, formatDateTime(event.date))}
          description={s.cancelOccurrenceText}
          cancelLabel={s.keepOccurrence}
          confirmLabel={s.cancelOccurrenceConfirm}
          confirmIcon={<XIcon />}
          isPending={updateEvent.isPending}
          onConfirm={() => setCancelled(true)}
        />
      ) : null}
      {canEndSeries ? (
        <ConfirmDialog
          trigger={
            <Button variant="outline" size="sm" aria-label={s.endSeriesFor(event.name)}>
              {s.endSeries}
            </Button>
          }
          title={s.endSeriesTitle(event.name)}
          description={s.endSeriesText}
          cancelLabel={t.cancel}
          confirmLabel={s.endSeriesConfirm}
          confirmIcon={<CalendarIcon />}
          isPending={endSeries.isPending}
          onConfirm={onEndSeries}
        />
      ) : null}
    </span>
  );
}
