/**
 * The events table's season parts (decision 030): the marks under an event's name (an
 * occurrence of a series, cancelled, opening by itself, overlapped by a sooner event) and
 * the actions of an occurrence: cancel or restore this one, end its series (confirmed).
 */
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, CalendarIcon } from '#web/components/ui/staff-icons.tsx';
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

export function OccurrenceActions({ event }: { event: TapInEvent }) {
  const updateEvent = useUpdateEvent();
  const endSeries = useEndSeries();
  if (!event.seriesId) return null;

  async function onCancelToggle() {
    try {
      await updateEvent.mutateAsync({ eventId: event.id, cancelled: !event.cancelled });
      toast({
        title: event.cancelled ? s.occurrenceRestored : s.occurrenceCancelled,
        description: event.name,
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedUpdateEvent),
        variant: 'destructive',
      });
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
      <Button
        variant="outline"
        size="sm"
        disabled={updateEvent.isPending}
        aria-label={
          event.cancelled ? s.restoreOccurrence(event.name) : s.cancelOccurrence(event.name)
        }
        onClick={() => void onCancelToggle()}
      >
        {updateEvent.isPending ? <Spinner /> : null}
        {event.cancelled ? s.restoreOccurrenceShort : s.cancelOccurrenceShort}
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" aria-label={s.endSeriesFor(event.name)}>
            {s.endSeries}
          </Button>
        }
        title={s.endSeriesTitle}
        description={s.endSeriesText}
        cancelLabel={t.cancel}
        confirmLabel={s.endSeriesConfirm}
        confirmIcon={<CalendarIcon />}
        isPending={endSeries.isPending}
        onConfirm={onEndSeries}
      />
    </span>
  );
}
