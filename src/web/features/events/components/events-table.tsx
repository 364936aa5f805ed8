/**
 * The events table (spec §2 Events): name, location, date (US English), status and
 * actions. The name is renamed inline (Enter saves, Escape cancels, with Save and Cancel
 * buttons); the switch turns check-in on for one event (the server switches the others
 * off); QR Code downloads '{event name}-qr-code.png'. On a phone the location and date
 * fold under the name, so the table keeps its semantics without scrolling sideways.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import type { TapInEvent } from '../../../../shared/schemas.ts';
import { formatEventDateTime } from '../../../components/event-select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { CloseIcon, PencilIcon, QrIcon, SaveIcon } from '../../../components/ui/tool-icons.tsx';
import { IconButton } from '../../../components/ui/tooltip.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDownloadEventQr } from '../api/download-event-qr.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { cleanEventName } from '../lib/event-form.ts';

const t = messages.coachTools;

export function EventsTable({
  events,
  labelledBy,
}: {
  events: readonly TapInEvent[];
  labelledBy: string;
}) {
  const head = 'border-b border-border px-2 py-3 sm:px-3';
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
            {t.colActions}
          </th>
        </tr>
      </thead>
      <tbody>
        {events.map((event) => (
          <EventRow key={event.id} event={event} />
        ))}
      </tbody>
    </table>
  );
}

/** Every column of the table, shown or not at this width. */
const COLUMN_COUNT = 5;

function EventRow({ event }: { event: TapInEvent }) {
  const cell = 'border-b border-border px-2 py-3 align-middle sm:px-3';
  const date = formatEventDateTime(event.date);
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
    <tr data-event-id={event.id} className="transition-colors hover:bg-muted/50">
      <th scope="row" className={cn(cell, 'pl-4 font-semibold sm:pl-6')}>
        <EventName event={event} isEditing={false} onEditingChange={setEditing} />
        <span className="mt-0.5 block text-xs font-normal text-muted-foreground lg:hidden">
          <span className="block break-words">{event.locationName}</span>
          <span className="block md:hidden">{date}</span>
        </span>
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

/**
 * Whether the Rename button of an event should take the focus when it mounts: the row
 * remounts its cells when editing ends, so the wish outlives the editor.
 */
const refocusRename = new Set<string>();

/** The name, or its inline editor. Focus returns to the Rename button when editing ends. */
function EventName({
  event,
  isEditing,
  onEditingChange,
}: {
  event: TapInEvent;
  isEditing: boolean;
  onEditingChange: (isEditing: boolean) => void;
}) {
  const [draft, setDraft] = useState(event.name);
  const updateEvent = useUpdateEvent();
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const renameRef = useRef<HTMLButtonElement>(null);
  const hintId = useId();

  useEffect(() => {
    if (isEditing) {
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (refocusRename.delete(event.id)) {
      renameRef.current?.focus();
    }
  }, [isEditing, event.id]);

  function open() {
    setDraft(event.name);
    onEditingChange(true);
  }
  function close() {
    refocusRename.add(event.id);
    onEditingChange(false);
  }

  async function save(formEvent?: FormEvent) {
    formEvent?.preventDefault();
    if (updateEvent.isPending) return;
    const name = cleanEventName(draft);
    if (name === null) {
      toast({ title: t.validationError, description: t.eventNameEmpty, variant: 'destructive' });
      inputRef.current?.focus();
      return;
    }
    if (name === event.name) {
      close();
      return;
    }
    try {
      await updateEvent.mutateAsync({ eventId: event.id, name });
      toast({ title: t.eventNameUpdated, description: name, variant: 'success' });
      close();
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedRename),
        variant: 'destructive',
      });
      inputRef.current?.focus();
    }
  }

  function onKeyDown(keyEvent: KeyboardEvent<HTMLTextAreaElement>) {
    if (keyEvent.key === 'Enter' && !keyEvent.shiftKey && !keyEvent.nativeEvent.isComposing) {
      keyEvent.preventDefault();
      void save();
      return;
    }
    if (keyEvent.key === 'Escape') {
      keyEvent.preventDefault();
      keyEvent.stopPropagation();
      close();
    }
  }

  if (!isEditing) {
    return (
      <span className="flex items-center gap-1">
        <span className="min-w-0 break-words">{event.name}</span>
        <IconButton
          ref={renameRef}
          label={t.rename(event.name)}
          variant="ghost"
          className="-my-2 shrink-0"
          onClick={open}
        >
          <PencilIcon className="size-4" />
        </IconButton>
      </span>
    );
  }

  return (
    <form onSubmit={save} className="flex min-w-0 items-start gap-1 sm:max-w-xl">
      {/* A box that wraps and grows with the name: a long name is read whole, on a phone
          too. Enter saves (no line breaks in a name), Escape cancels. */}
      <textarea
        ref={inputRef}
        aria-label={t.editNameLabel}
        aria-describedby={hintId}
        value={draft}
        maxLength={200}
        rows={1}
        disabled={updateEvent.isPending}
        onChange={(e) => setDraft(e.target.value.replace(/[\r\n]+/g, ' '))}
        onKeyDown={onKeyDown}
        className="min-h-11 w-full min-w-0 flex-1 resize-none rounded-xl border border-input bg-card px-4 py-2.5 text-base leading-snug font-normal text-foreground shadow-xs transition-colors [field-sizing:content] focus-visible:border-ring focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50"
      />
      <span id={hintId} className="sr-only">
        {t.editNameHint}
      </span>
      <IconButton
        type="submit"
        label={t.save}
        disabled={updateEvent.isPending}
        className="shrink-0"
      >
        {updateEvent.isPending ? <Spinner /> : <SaveIcon />}
      </IconButton>
      <IconButton
        variant="outline"
        label={t.cancel}
        disabled={updateEvent.isPending}
        onClick={close}
        className="shrink-0"
      >
        <CloseIcon />
      </IconButton>
    </form>
  );
}

function ActiveToggle({ event }: { event: TapInEvent }) {
  const updateEvent = useUpdateEvent();
  const id = useId();

  async function onChange(isActive: boolean) {
    try {
      await updateEvent.mutateAsync({ eventId: event.id, active: isActive });
      toast({
        title: t.eventStatusUpdated,
        description: isActive ? t.eventActivated(event.name) : t.eventDeactivated(event.name),
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

  return (
    <span className="flex flex-col items-start gap-1.5 sm:flex-row sm:items-center sm:gap-3">
      <Switch
        id={id}
        checked={event.active}
        disabled={updateEvent.isPending}
        aria-label={t.activeSwitch(event.name)}
        onCheckedChange={(checked) => void onChange(checked)}
      />
      <StatusBadge isActive={event.active} />
    </span>
  );
}

function StatusBadge({ isActive }: { isActive: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        isActive ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', isActive ? 'bg-success' : 'bg-muted-foreground/60')}
      />
      {isActive ? t.active : t.inactive}
    </span>
  );
}

function QrDownloadButton({ event }: { event: TapInEvent }) {
  const download = useDownloadEventQr();

  async function onClick() {
    try {
      await download.mutateAsync(event);
      toast({ title: t.qrDownloaded, description: event.name, variant: 'success' });
    } catch (error) {
      toast({
        title: t.errorTitle,
        description: errorMessage(error, t.failedQr),
        variant: 'destructive',
      });
    }
  }

  return (
    <IconButton
      variant="outline"
      size="sm"
      label={t.qrCodeFor(event.name)}
      disabled={download.isPending}
      aria-busy={download.isPending || undefined}
      onClick={() => void onClick()}
      className="px-3"
    >
      {download.isPending ? <Spinner /> : <QrIcon />}
      <span className="hidden sm:inline">{t.qrCode}</span>
    </IconButton>
  );
}
