/**
 * The QR generator (docs/product.md#qr-generator): choose an event, see its code, download it as
 * qr-code-{event name}.png, or print the poster. The active event is chosen to start
 * with, since that is usually the one being printed.
 */
import { useEffect, useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect } from '#web/components/event-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { PanelEmpty, PanelError } from '#web/components/ui/panel-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { DownloadIcon, PrinterIcon, QrIcon } from '#web/components/ui/staff-icons.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { saveBlob } from '#web/lib/download.ts';
import { useQrCode } from '../api/get-qr-code.ts';
import { dataUrlToBlob, generatorQrFilename } from '../lib/qr-files.ts';
import { QrPoster, QrPrintCopy } from './qr-poster.tsx';

const t = messages.qrGenerator;

export function QrGenerator({ events }: { events: readonly TapInEvent[] }) {
  const [eventId, setEventId] = useState(() => events.find((event) => event.active)?.id ?? '');
  const event = events.find((item) => item.id === eventId) ?? null;
  const qr = useQrCode(event);
  const selectId = useId();
  const previewHeadingId = useId();

  useEffect(() => {
    if (qr.isError) toast({ title: t.failed, variant: 'destructive' });
  }, [qr.isError]);

  function onDownload() {
    if (!event || !qr.data) return;
    try {
      saveBlob(dataUrlToBlob(qr.data.url), generatorQrFilename(event.name));
      toast({
        title: t.downloaded,
        description: generatorQrFilename(event.name),
        variant: 'success',
      });
    } catch {
      toast({ title: t.failed, variant: 'destructive' });
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)] lg:items-start">
      <Card>
        <CardContent className="flex flex-col gap-5 pt-5 sm:pt-6">
          <EventSelect
            id={selectId}
            label={t.eventLabel}
            events={events}
            value={eventId}
            onChange={setEventId}
            placeholder={t.chooseEvent}
          />
          {event && qr.data ? (
            <>
              <dl className="flex flex-col gap-1 rounded-2xl bg-muted p-4 text-sm">
                <dt className="font-semibold text-muted-foreground">{t.encodes}</dt>
                <dd className="font-mono text-xs break-all">{qr.data.checkInUrl}</dd>
                {event.seriesId ? (
                  <dd className="mt-1 text-muted-foreground">{t.seasonNote}</dd>
                ) : null}
              </dl>
              <div className="flex flex-col gap-3 sm:flex-row">
                <Button className="flex-1" onClick={onDownload}>
                  <DownloadIcon />
                  {t.download}
                </Button>
                <Button variant="outline" className="flex-1" onClick={() => window.print()}>
                  <PrinterIcon />
                  {t.print}
                </Button>
              </div>
            </>
          ) : null}
        </CardContent>
      </Card>

      <section aria-labelledby={previewHeadingId} className="flex flex-col gap-3">
        <h2 id={previewHeadingId} className="text-lg font-bold tracking-tight">
          {t.posterHeading}
        </h2>
        {!event ? (
          <Card>
            <PanelEmpty icon={<QrIcon />} title={t.placeholder} />
          </Card>
        ) : qr.isPending ? (
          <Card className="flex min-h-96 items-center justify-center text-primary dark:text-volt">
            <Spinner label={t.generating} className="[&_svg]:size-8" />
          </Card>
        ) : qr.isError ? (
          <Card>
            <PanelError text={t.failed} onRetry={() => void qr.refetch()} />
          </Card>
        ) : (
          <div className="rounded-[28px] border border-border bg-white p-1 shadow-sm">
            <QrPoster event={event} imageUrl={qr.data.url} />
            <QrPrintCopy event={event} imageUrl={qr.data.url} />
          </div>
        )}
      </section>
    </div>
  );
}
