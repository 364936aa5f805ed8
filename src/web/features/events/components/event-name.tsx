/**
 * An event's name in the events table, or its inline editor (docs/product.md#tools-events): Enter
 * saves, Escape cancels, with Save and Cancel buttons; an empty name is refused. Focus returns to
 * the Rename button when editing ends.
 */
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { EVENT_NAME_MAX_LENGTH } from '#shared/field-limits.ts';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { CloseIcon, PencilIcon, SaveIcon } from '#web/components/ui/staff-icons.tsx';
import { IconButton } from '#web/components/ui/tooltip.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useUpdateEvent } from '../api/update-event.ts';
import { cleanEventName } from '../lib/event-form.ts';

const t = messages.coachTools;

/**
 * Whether the Rename button of an event should take the focus when it mounts: the row
 * remounts its cells when editing ends, so the wish outlives the editor.
 */
const refocusRename = new Set<string>();

/** The name, or its inline editor. */
export function EventName({
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
        {/* Wraps at spaces; only a word wider than the cell breaks. `anywhere` (not
            `break-word`) lets the table's name column shrink below the longest word, so
            the Status and QR columns stay inside the card on a phone. */}
        <span className="min-w-0 [overflow-wrap:anywhere]">{event.name}</span>
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
        maxLength={EVENT_NAME_MAX_LENGTH}
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
