/**
 * The CSV Upload tab (spec §2): template, event, a drop area for one .csv file, the
 * server's preview of the first 5 rows with the total, Import {N} (valid rows only), the
 * validation error table, the file format instructions, and Copy Existing Roster.
 * Success clears the file, the event and the preview (spec §4).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { messages } from '../../../../shared/messages.ts';
import type { RosterColumnField, TapInEvent } from '../../../../shared/schemas.ts';
import { EventSelect, eventOptionLabel } from '../../../components/event-select.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { ToolCardHeader } from '../../../components/ui/tool-card-header.tsx';
import { UploadIcon } from '../../../components/ui/tool-icons.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { hasCsvName } from '../lib/roster-file.ts';
import { CopyRosterCard } from './copy-roster-card.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { RosterErrorsCard } from './roster-errors-card.tsx';
import { RosterPreviewCard } from './roster-preview-card.tsx';
import { TemplateButton } from './template-button.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { SupersededError, useRosterFile } from './use-roster-file.ts';

const t = messages.coachTools;
const api = messages.coachApi;

export function CsvUploadPanel({ events }: { events: readonly TapInEvent[] }) {
  const [eventId, setEventId] = useState('');
  const roster = useRosterFile();
  const selectId = useId();
  const hintId = useId();
  const browseRef = useRef<HTMLButtonElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const errorsHeadingRef = useRef<HTMLHeadingElement>(null);
  const event = events.find((item) => item.id === eventId) ?? null;
  const { progress } = roster;
  const isWaitingForEvent = Boolean(roster.file && !roster.preview && !roster.isBusy && !event);

  async function preview(file: File, forEventId: string) {
    try {
      const result = await roster.previewFile(file, forEventId);
      toast({
        title: t.fileParsed,
        description: api.rosterParsed(result.validCount, result.errorCount),
        variant: 'success',
      });
      requestAnimationFrame(() => previewHeadingRef.current?.focus());
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({
        title: isApiError(error) ? t.validationErrors : t.previewError,
        description: isApiError(error) ? errorMessage(error, t.failedUpload) : t.previewErrorText,
        variant: 'destructive',
      });
    }
  }

  function onFile(file: File) {
    if (!hasCsvName(file)) {
      toast({ title: t.invalidFile, description: t.invalidFileText, variant: 'destructive' });
      return;
    }
    if (!event) {
      roster.setPendingFile(file);
      toast({ title: t.errorTitle, description: t.selectFileAndEvent, variant: 'destructive' });
      return;
    }
    void preview(file, event.id);
  }

  // A file chosen before its event is previewed as soon as the event is chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the event changes
  useEffect(() => {
    if (event && roster.file && !roster.preview && !roster.isBusy)
      void preview(roster.file, event.id);
  }, [eventId]);

  async function onImport() {
    if (!roster.preview || !event) {
      toast({ title: t.errorTitle, description: t.selectFileAndEvent, variant: 'destructive' });
      return;
    }
    try {
      const result = await roster.importPreview(event.id);
      toast({
        title: t.rosterImported,
        description: api.rosterImported(result.count, result.newCount, result.duplicateCount),
        variant: 'success',
      });
      setEventId('');
      requestAnimationFrame(() => document.getElementById(selectId)?.focus());
    } catch (error) {
      toast({
        title: t.validationErrors,
        description: errorMessage(error, t.failedUpload),
        variant: 'destructive',
      });
      requestAnimationFrame(() => errorsHeadingRef.current?.focus());
    }
  }

  /** Reads the file again with a column taken for something else; the preview stays meanwhile. */
  async function onCorrectColumn(index: number, field: RosterColumnField) {
    if (!event) return;
    try {
      await roster.correctColumn(event.id, index, field);
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({
        title: t.validationErrors,
        description: errorMessage(error, t.failedUpload),
        variant: 'destructive',
      });
    }
  }

  function onCancel() {
    roster.reset();
    requestAnimationFrame(() => browseRef.current?.focus());
  }

  function onDismissErrors() {
    roster.dismissErrors();
    requestAnimationFrame(() => (previewHeadingRef.current ?? browseRef.current)?.focus());
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)]">
        <Card>
          <ToolCardHeader
            icon={<UploadIcon />}
            title={t.uploadHeading}
            description={t.uploadText}
            action={<TemplateButton className="mt-2 self-start sm:mt-0 sm:shrink-0" />}
          />
          <CardContent className="flex flex-col gap-5">
            <EventSelect
              id={selectId}
              label={t.eventLabel}
              events={events}
              value={eventId}
              onChange={setEventId}
              placeholder={t.chooseEvent}
              disabled={roster.isBusy}
              describedBy={isWaitingForEvent ? hintId : undefined}
              hint={
                isWaitingForEvent ? (
                  <p id={hintId} className="text-sm font-semibold text-destructive">
                    {t.chooseEventToPreview}
                  </p>
                ) : null
              }
            />
            <FileDropZone
              label={t.fileLabel}
              fileName={roster.file?.name ?? null}
              disabled={roster.isBusy}
              onFile={onFile}
              buttonRef={browseRef}
              inputTestId="roster-file-input"
            />
            <UploadProgress progress={progress} />
          </CardContent>
        </Card>
        <Instructions />
      </div>

      {roster.preview ? (
        <RosterPreviewCard
          preview={roster.preview}
          heading={`${t.previewHeading}: ${roster.file?.name ?? ''}`}
          headingRef={previewHeadingRef}
          importLabel={t.importAthletes(roster.preview.validCount)}
          isImporting={progress.phase === 'importing'}
          isBusy={roster.isBusy}
          note={event ? t.importInto(eventOptionLabel(event)) : null}
          onImport={() => void onImport()}
          onCancel={onCancel}
          onCorrectColumn={(index, field) => void onCorrectColumn(index, field)}
        />
      ) : null}

      {roster.errorRows ? (
        <RosterErrorsCard
          rows={roster.errorRows}
          headingRef={errorsHeadingRef}
          onDismiss={onDismissErrors}
        />
      ) : null}

      <CopyRosterCard events={events} />
    </div>
  );
}

function Instructions() {
  const items = [
    t.instructionsColumns,
    t.instructionsFlexible,
    t.instructionsRequired,
    t.instructionsTeams,
    t.instructionsRoster,
  ];
  return (
    <Card className="bg-muted/50 p-5 sm:p-6">
      <h3 className="text-lg font-bold leading-tight tracking-tight">{t.instructionsHeading}</h3>
      <ul className="mt-4 flex flex-col gap-3 text-sm">
        {items.map((item) => (
          <li key={item} className="flex gap-2.5">
            <span
              aria-hidden="true"
              className="mt-1.5 size-2 shrink-0 rounded-full bg-primary dark:bg-volt"
            />
            <span>{item}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
