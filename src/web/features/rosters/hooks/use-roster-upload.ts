/**
 * The one roster-upload flow behind both upload screens (the CSV Upload tab and the
 * roster page, docs/product.md#tools-csv-upload, #validation): choose the event and a file, the
 * server's preview (with the coach's column corrections), then Import or Cancel, the rows with
 * errors until dismissed, and where focus goes after each step. The two screens differ only in what
 * they say and in one rule, `withoutEvent`:
 *
 * - 'hold' (CSV Upload tab): the file's type is checked first; a table chosen before its
 *   event is kept and previewed as soon as the event is chosen.
 * - 'refuse' (roster page): the event comes first; a file chosen without one is refused
 *   and focus goes to the event select.
 *
 * Success clears the file, the preview and the event (docs/product.md#states).
 */
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type {
  RosterColumnField,
  RosterImportResult,
  RosterParseOptions,
  TapInEvent,
} from '#shared/schemas.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { SupersededError, useRosterFile } from './use-roster-file.ts';

/** A toast's words. */
export type Notice = { title: string; description: string };

export interface RosterUploadTexts {
  /** A file the screen's type rule refuses. */
  invalidFile: Notice;
  /** A file, or Import, without an event (or without a preview). */
  noEvent: Notice;
  /** The preview could not be made. */
  previewFailed: (error: unknown) => Notice;
  /** A column correction could not be used (the last preview stays). */
  correctionFailed: (error: unknown) => Notice;
  imported: (result: RosterImportResult) => Notice;
  importFailed: (error: unknown) => Notice;
}

export interface RosterUploadOptions {
  events: readonly TapInEvent[];
  withoutEvent: 'hold' | 'refuse';
  /** The screen's file-type rule. */
  acceptsFile: (file: File) => boolean;
  texts: RosterUploadTexts;
}

const tools = messages.coachTools;

function focusLater(ref: RefObject<HTMLElement | null> | (() => HTMLElement | null)) {
  requestAnimationFrame(() => (typeof ref === 'function' ? ref() : ref.current)?.focus());
}

export function useRosterUpload({ events, withoutEvent, acceptsFile, texts }: RosterUploadOptions) {
  const [eventId, setEventId] = useState('');
  const roster = useRosterFile();
  const selectId = useId();
  const browseRef = useRef<HTMLButtonElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const errorsHeadingRef = useRef<HTMLHeadingElement>(null);
  const event = events.find((item) => item.id === eventId) ?? null;
  const selectElement = () => document.getElementById(selectId);

  function refuseWithoutEvent() {
    toast({ ...texts.noEvent, variant: 'destructive' });
    if (withoutEvent === 'refuse') selectElement()?.focus();
  }

  async function preview(file: File, forEventId: string) {
    try {
      const result = await roster.previewFile(file, forEventId);
      toast({
        title: tools.fileParsed,
        description: messages.coachApi.rosterParsed(result.validCount, result.errorCount),
        variant: 'success',
      });
      focusLater(previewHeadingRef);
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({ ...texts.previewFailed(error), variant: 'destructive' });
    }
  }

  function onFile(file: File) {
    if (withoutEvent === 'refuse' && !event) return refuseWithoutEvent();
    if (!acceptsFile(file)) {
      toast({ ...texts.invalidFile, variant: 'destructive' });
      return;
    }
    if (!event) {
      roster.setPendingFile(file);
      return refuseWithoutEvent();
    }
    void preview(file, event.id);
  }

  // 'hold': a file chosen before its event is previewed as soon as the event is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the event changes
  useEffect(() => {
    if (withoutEvent === 'hold' && event && roster.file && !roster.preview && !roster.isBusy)
      void preview(roster.file, event.id);
  }, [eventId]);

  /** Reads the file again with a column taken for something else; the preview stays meanwhile. */
  async function onCorrectColumn(index: number, field: RosterColumnField) {
    if (!event) return;
    try {
      await roster.correctColumn(event.id, index, field);
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({ ...texts.correctionFailed(error), variant: 'destructive' });
    }
  }

  /** Reads the file again with the coach's other corrections changed (decision 043). */
  async function onCorrectOptions(patch: RosterParseOptions) {
    if (!event) return;
    try {
      await roster.correctOptions(event.id, patch);
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({ ...texts.correctionFailed(error), variant: 'destructive' });
    }
  }

  async function onImport() {
    if (!roster.preview || !event) return refuseWithoutEvent();
    try {
      const result = await roster.importPreview(event.id);
      toast({ ...texts.imported(result), variant: 'success' });
      setEventId('');
      focusLater(selectElement);
    } catch (error) {
      toast({ ...texts.importFailed(error), variant: 'destructive' });
      focusLater(errorsHeadingRef);
    }
  }

  function onCancel() {
    roster.reset();
    focusLater(browseRef);
  }

  function onDismissErrors() {
    roster.dismissErrors();
    focusLater(() => previewHeadingRef.current ?? browseRef.current);
  }

  return {
    roster,
    progress: roster.progress,
    eventId,
    setEventId,
    event,
    /** A file waits for its event ('hold' only). */
    isWaitingForEvent: Boolean(roster.file && !roster.preview && !roster.isBusy && !event),
    selectId,
    browseRef,
    previewHeadingRef,
    errorsHeadingRef,
    onFile,
    onCorrectColumn: (index: number, field: RosterColumnField) =>
      void onCorrectColumn(index, field),
    onCorrectOptions: (patch: RosterParseOptions) => void onCorrectOptions(patch),
    onImport: () => void onImport(),
    onCancel,
    onDismissErrors,
  };
}

export type RosterUpload = ReturnType<typeof useRosterUpload>;
