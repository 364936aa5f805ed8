/**
 * The roster page's body (spec §2 Roster upload, §5): the event first ('Select Event
 * First'), then a CSV file (type rule), the server's preview, then Import or Cancel.
 * Import clears the preview and the event selection.
 */
import { type ReactNode, useId, useRef, useState } from 'react';
import { Link } from 'wouter';
import { messages } from '../../../../shared/messages.ts';
import type { RosterColumnField, TapInEvent } from '../../../../shared/schemas.ts';
import { EventSelect } from '../../../components/event-select.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { isCsvFile } from '../lib/roster-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { RosterErrorsCard } from './roster-errors-card.tsx';
import { RosterPreviewCard } from './roster-preview-card.tsx';
import { TemplateButton } from './template-button.tsx';
import { UploadProgress } from './upload-progress.tsx';
import { SupersededError, useRosterFile } from './use-roster-file.ts';

const t = messages.rosterPage;
const tools = messages.coachTools;

/** 'Upload Failed' text: the server's message, else the answer's text, else the fallback. */
function uploadFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? (error.bodyText.trim() || t.uploadFailedFallback);
  }
  return t.uploadFailedFallback;
}

export function RosterUploadPage({ events }: { events: readonly TapInEvent[] }) {
  const [eventId, setEventId] = useState('');
  const roster = useRosterFile();
  const selectId = useId();
  const browseRef = useRef<HTMLButtonElement>(null);
  const previewHeadingRef = useRef<HTMLHeadingElement>(null);
  const errorsHeadingRef = useRef<HTMLHeadingElement>(null);
  const event = events.find((item) => item.id === eventId) ?? null;
  const { progress } = roster;

  async function onFile(file: File) {
    if (!event) {
      toast({
        title: t.selectEventFirst,
        description: t.selectEventFirstText,
        variant: 'destructive',
      });
      document.getElementById(selectId)?.focus();
      return;
    }
    if (!isCsvFile(file)) {
      toast({
        title: t.invalidFileType,
        description: t.invalidFileTypeText,
        variant: 'destructive',
      });
      return;
    }
    try {
      const result = await roster.previewFile(file, event.id);
      toast({
        title: tools.fileParsed,
        description: messages.coachApi.rosterParsed(result.validCount, result.errorCount),
        variant: 'success',
      });
      requestAnimationFrame(() => previewHeadingRef.current?.focus());
    } catch (error) {
      if (error instanceof SupersededError) return;
      toast({
        title: t.uploadFailed,
        description: uploadFailureText(error),
        variant: 'destructive',
      });
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
        title: t.uploadFailed,
        description: uploadFailureText(error),
        variant: 'destructive',
      });
    }
  }

  async function onImport() {
    if (!event) {
      toast({
        title: t.selectEventFirst,
        description: t.selectEventFirstText,
        variant: 'destructive',
      });
      document.getElementById(selectId)?.focus();
      return;
    }
    try {
      const result = await roster.importPreview(event.id);
      toast({ title: t.importSuccessful, description: result.message, variant: 'success' });
      setEventId('');
      requestAnimationFrame(() => document.getElementById(selectId)?.focus());
    } catch (error) {
      toast({
        title: t.importFailed,
        description: errorMessage(error, tools.failedUpload),
        variant: 'destructive',
      });
      requestAnimationFrame(() => errorsHeadingRef.current?.focus());
    }
  }

  return (
    <div className="flex flex-col gap-6">
      <ol className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Step number={1} title={t.stepEvent}>
          <EventSelect
            id={selectId}
            label={t.eventLabel}
            events={events}
            value={eventId}
            onChange={setEventId}
            placeholder={tools.chooseEvent}
            disabled={roster.isBusy}
          />
        </Step>
        <Step number={2} title={t.stepFile} aside={<TemplateButton />}>
          <FileDropZone
            label={t.fileLabel}
            browseLabel={t.chooseFile}
            fileName={roster.file?.name ?? null}
            disabled={roster.isBusy}
            onFile={(file) => void onFile(file)}
            buttonRef={browseRef}
            inputTestId="roster-page-file-input"
          />
          <p className="text-sm text-muted-foreground">{t.fileHint}</p>
          <UploadProgress progress={progress} />
        </Step>
      </ol>

      {roster.preview ? (
        <RosterPreviewCard
          preview={roster.preview}
          heading={t.previewHeading(roster.file?.name ?? '')}
          headingRef={previewHeadingRef}
          importLabel={t.importButton(roster.preview.validCount)}
          isImporting={progress.phase === 'importing'}
          isBusy={roster.isBusy}
          onImport={() => void onImport()}
          onCorrectColumn={(index, field) => void onCorrectColumn(index, field)}
          onCancel={() => {
            roster.reset();
            requestAnimationFrame(() => browseRef.current?.focus());
          }}
        />
      ) : null}

      {roster.errorRows ? (
        <RosterErrorsCard
          rows={roster.errorRows}
          headingRef={errorsHeadingRef}
          onDismiss={() => {
            roster.dismissErrors();
            requestAnimationFrame(() => (previewHeadingRef.current ?? browseRef.current)?.focus());
          }}
        />
      ) : null}

      <Link
        href={paths.coach.tools.to({ tab: 'csv' })}
        className="inline-flex min-h-11 items-center self-start rounded-lg font-semibold text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:text-[#a9b8ff]"
      >
        {t.toolsLink}
      </Link>
    </div>
  );
}

function Step({
  number,
  title,
  aside,
  children,
}: {
  number: number;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <li>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 className="flex items-center gap-3 text-lg font-bold tracking-tight">
              <span
                aria-hidden="true"
                className="flex size-8 shrink-0 items-center justify-center rounded-full bg-volt text-sm font-black text-volt-foreground"
              >
                {number}
              </span>
              {title}
            </h2>
            {aside}
          </div>
          {children}
        </CardContent>
      </Card>
    </li>
  );
}
