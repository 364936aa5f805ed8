/**
 * The Google Sheets tab (docs/product.md#tools-google-sheets): connect a sheet link to an event,
 * then the Connected Events with their last sync time and Sync Now.
 */
import { type FormEvent, useId, useState } from 'react';
import { formatDateTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect } from '#web/components/event-select.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { PanelEmpty } from '#web/components/ui/panel-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon, LinkIcon, SheetIcon, SyncIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useConnectSheet } from '../api/connect-sheet.ts';
import { useSyncRoster } from '../api/sync-roster.ts';

const t = messages.coachTools;
const api = messages.coachApi;

export function SheetsPanel({ events }: { events: readonly TapInEvent[] }) {
  const connected = events.filter((event) => event.googleSheetUrl);
  const headingId = useId();
  return (
    <div className="flex flex-col gap-6">
      <ConnectSheetForm events={events} />
      <Card className="overflow-hidden">
        <div className="border-b border-border p-5 sm:p-6">
          <h2 id={headingId} className="text-xl font-bold tracking-tight">
            {t.connectedHeading}
          </h2>
        </div>
        {connected.length === 0 ? (
          <PanelEmpty icon={<SheetIcon />} title={t.noSheets} />
        ) : (
          <ul aria-labelledby={headingId} className="divide-y divide-border">
            {connected.map((event) => (
              <ConnectedEvent key={event.id} event={event} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function ConnectSheetForm({ events }: { events: readonly TapInEvent[] }) {
  const [eventId, setEventId] = useState('');
  const [url, setUrl] = useState('');
  const connect = useConnectSheet();
  const id = useId();

  async function onSubmit(formEvent: FormEvent<HTMLFormElement>) {
    formEvent.preventDefault();
    if (connect.isPending) return;
    const googleSheetUrl = url.trim();
    if (!eventId || !googleSheetUrl) {
      toast({ title: t.errorTitle, description: t.sheetNeedsUrlAndEvent, variant: 'destructive' });
      return;
    }
    try {
      const event = await connect.mutateAsync({ eventId, googleSheetUrl });
      toast({
        title: t.sheetConnected,
        description: t.sheetConnectedText(event.name),
        variant: 'success',
      });
      setEventId('');
      setUrl('');
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedConnect),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card>
      <ToolCardHeader icon={<SheetIcon />} title={t.sheetsHeading} description={t.sheetsText} />
      <CardContent>
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)_auto] lg:items-start"
        >
          <EventSelect
            id={`${id}-event`}
            label={t.eventLabel}
            events={events}
            value={eventId}
            onChange={setEventId}
            placeholder={t.chooseEvent}
          />
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-url`}>{t.sheetUrl}</Label>
            <Input
              id={`${id}-url`}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder={t.sheetUrlPlaceholder}
              value={url}
              onChange={(e) => setUrl(e.target.value)}
              aria-describedby={`${id}-hint`}
            />
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              {t.sheetsShareHint}
            </p>
          </div>
          <Button
            type="submit"
            className="h-12 lg:mt-6"
            disabled={connect.isPending}
            aria-busy={connect.isPending || undefined}
          >
            {connect.isPending ? <Spinner /> : <LinkIcon />}
            {connect.isPending ? t.connecting : t.connect}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function ConnectedEvent({ event }: { event: TapInEvent }) {
  const sync = useSyncRoster();
  const lastSynced = event.lastSyncAt
    ? t.lastSynced(formatDateTime(event.lastSyncAt))
    : t.neverSynced;

  async function onSync() {
    try {
      const result = await sync.mutateAsync(event.id);
      toast({
        title: t.rosterSynced,
        description:
          result.errorCount > 0
            ? api.rosterSyncedWithErrors(result.count, result.errorCount)
            : api.rosterSynced(result.count),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t.syncFailed,
        description: errorMessage(error, t.failedSync),
        variant: 'destructive',
      });
    }
  }

  return (
    <li
      data-event-id={event.id}
      className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-6 sm:px-6"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <p className="font-bold break-words">{event.name}</p>
        {/* Two lines, each saying what its time is: "Never synced · <event date>" read as
            if the event's date were a sync time. */}
        <p className="text-sm text-muted-foreground">{t.eventOn(formatDateTime(event.date))}</p>
        <p className="text-sm font-semibold text-muted-foreground">{lastSynced}</p>
        {event.lastSyncError ? (
          <p className="flex items-start gap-1.5 text-sm font-semibold text-destructive">
            <AlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t.lastSyncFailed(formatDateTime(event.lastSyncError.at), event.lastSyncError.message)}
          </p>
        ) : null}
        <a
          href={event.googleSheetUrl ?? undefined}
          target="_blank"
          rel="noopener noreferrer"
          className="block rounded text-sm break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]"
        >
          {event.googleSheetUrl}
        </a>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        aria-label={t.syncNowFor(event.name)}
        disabled={sync.isPending}
        aria-busy={sync.isPending || undefined}
        onClick={() => void onSync()}
      >
        {sync.isPending ? <Spinner /> : <SyncIcon />}
        {sync.isPending ? t.syncing : t.syncNow}
      </Button>
    </li>
  );
}
