/**
 * The roster page's body (docs/product.md#roster-upload, #validation): the event first ('Select
 * Event First'), then a CSV file (type rule), the server's preview, then Import or Cancel.
 * Import clears the preview and the event selection.
 */
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect } from '#web/components/event-select.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ApiError, errorMessage } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { type RosterUploadTexts, useRosterUpload } from '../hooks/use-roster-upload.ts';
import { isCsvFile } from '../lib/roster-file.ts';
import { FileDropZone } from './file-drop-zone.tsx';
import { RosterUploadResults } from './roster-upload-results.tsx';
import { TemplateButton } from './template-button.tsx';
import { UploadProgress } from './upload-progress.tsx';

const t = messages.rosterPage;
const tools = messages.coachTools;

/** 'Upload Failed' text: the server's message, else the answer's text, else the fallback. */
function uploadFailureText(error: unknown): string {
  if (error instanceof ApiError) {
    return error.serverMessage ?? (error.bodyText.trim() || t.uploadFailedFallback);
  }
  return t.uploadFailedFallback;
}

const uploadFailed = (error: unknown) => ({
  title: t.uploadFailed,
  description: uploadFailureText(error),
});

const texts: RosterUploadTexts = {
  invalidFile: { title: t.invalidFileType, description: t.invalidFileTypeText },
  noEvent: { title: t.selectEventFirst, description: t.selectEventFirstText },
  previewFailed: uploadFailed,
  correctionFailed: uploadFailed,
  imported: (result) => ({ title: t.importSuccessful, description: result.message }),
  importFailed: (error) => ({
    title: t.importFailed,
    description: errorMessage(error, tools.failedUpload),
  }),
};

export function RosterUploadPage({ events }: { events: readonly TapInEvent[] }) {
  const flow = useRosterUpload({ events, withoutEvent: 'refuse', acceptsFile: isCsvFile, texts });
  const { roster, progress } = flow;

  return (
    <div className="flex flex-col gap-6">
      <ol className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <Step number={1} title={t.stepEvent}>
          <EventSelect
            id={flow.selectId}
            label={t.eventLabel}
            events={events}
            value={flow.eventId}
            onChange={flow.setEventId}
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
            onFile={flow.onFile}
            buttonRef={flow.browseRef}
            inputTestId="roster-page-file-input"
          />
          <p className="text-sm text-muted-foreground">{t.fileHint}</p>
          <UploadProgress progress={progress} />
        </Step>
      </ol>

      <RosterUploadResults flow={flow} heading={t.previewHeading} importLabel={t.importButton} />

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
