/**
 * The Reports tab (docs/product.md#tools-reports): an event and Download Report, with what the file
 * holds.
 */
import { type FormEvent, useId, useState } from 'react';
import { reportFilename } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect } from '#web/components/event-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { DotItem } from '#web/components/ui/dot-item.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DownloadIcon, ReportIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDownloadReport } from '../api/download-report.ts';

const t = messages.coachTools;

export function ReportsPanel({ events }: { events: readonly TapInEvent[] }) {
  const [eventId, setEventId] = useState('');
  const download = useDownloadReport();
  const id = useId();
  const contentsId = useId();

  async function onSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (download.isPending) return;
    const event = events.find((item) => item.id === eventId);
    if (!event) {
      toast({ title: t.selectEvent, description: t.selectEventText, variant: 'destructive' });
      document.getElementById(id)?.focus();
      return;
    }
    try {
      await download.mutateAsync(event);
      toast({
        title: t.reportDownloaded,
        description: reportFilename(event.name),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedReport),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <ToolCardHeader icon={<ReportIcon />} title={t.reportsHeading} description={t.reportsText} />
      <CardContent className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={onSubmit} className="flex flex-col gap-4">
          <EventSelect
            id={id}
            label={t.eventLabel}
            events={events}
            value={eventId}
            onChange={setEventId}
            placeholder={t.chooseEvent}
          />
          <Button
            type="submit"
            className="h-12"
            disabled={download.isPending}
            aria-busy={download.isPending || undefined}
          >
            {download.isPending ? <Spinner /> : <DownloadIcon />}
            {download.isPending ? t.downloading : t.downloadReport}
          </Button>
        </form>
        <section aria-labelledby={`${contentsId}-h`} className="rounded-2xl bg-muted/60 p-5">
          <h3 id={`${contentsId}-h`} className="font-bold">
            {t.reportContentsHeading}
          </h3>
          <ul id={contentsId} className="mt-3 flex flex-col gap-2.5 text-sm">
            {t.reportContents.map((item) => (
              <DotItem key={item}>{item}</DotItem>
            ))}
          </ul>
          <p className="mt-3 text-sm text-muted-foreground">{t.reportFormatNote}</p>
        </section>
      </CardContent>
    </Card>
  );
}
