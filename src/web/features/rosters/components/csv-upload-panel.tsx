/**
 * The CSV Upload tab (docs/product.md#tools-csv-upload): template, event, a drop area for one .csv
 * file, the server's preview of the first 5 rows with the total, Import {N} (valid rows only), the
 * validation error table, the file format instructions, and Copy Existing Roster.
 * Success clears the file, the event and the preview (docs/product.md#states).
 */
import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import type { TapInEvent } from '#shared/schemas.ts';
import { EventSelect, eventOptionLabel } from '#web/components/event-select.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { DotItem } from '#web/components/ui/dot-item.tsx';
import { UploadIcon } from '#web/components/ui/staff-icons.tsx';
import { ToolCardHeader } from '#web/components/ui/tool-card-header.tsx';
import { errorMessage, isApiError } from '#web/lib/api-client.ts';
import { type RosterUploadTexts, useRosterUpload } from '../hooks/use-roster-upload.ts';
import { hasCsvName } from '../lib/roster-file.ts';
import { CopyRosterCard } from './copy-roster-card.tsx';
import { FileDropZone } from './file-drop-zone.tsx';
import { RosterUploadResults } from './roster-upload-results.tsx';
import { TemplateButton } from './template-button.tsx';
import { UploadProgress } from './upload-progress.tsx';

const t = messages.coachTools;
const api = messages.coachApi;

const serverRefusal = (error: unknown) => ({
  title: t.validationErrors,
  description: errorMessage(error, t.failedUpload),
});

const texts: RosterUploadTexts = {
  invalidFile: { title: t.invalidFile, description: t.invalidFileText },
  noEvent: { title: t.errorTitle, description: t.selectFileAndEvent },
  previewFailed: (error) =>
    isApiError(error)
      ? serverRefusal(error)
      : { title: t.previewError, description: t.previewErrorText },
  correctionFailed: serverRefusal,
  imported: (result) => ({
    title: t.rosterImported,
    description: api.rosterImported(result.count, result.newCount, result.duplicateCount),
  }),
  importFailed: serverRefusal,
};

export function CsvUploadPanel({ events }: { events: readonly TapInEvent[] }) {
  const flow = useRosterUpload({ events, withoutEvent: 'hold', acceptsFile: hasCsvName, texts });
  const { roster, progress, event } = flow;
  const hintId = useId();

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
              id={flow.selectId}
              label={t.eventLabel}
              events={events}
              value={flow.eventId}
              onChange={flow.setEventId}
              placeholder={t.chooseEvent}
              disabled={roster.isBusy}
              describedBy={flow.isWaitingForEvent ? hintId : undefined}
              hint={
                flow.isWaitingForEvent ? (
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
              onFile={flow.onFile}
              buttonRef={flow.browseRef}
              inputTestId="roster-file-input"
            />
            <UploadProgress progress={progress} />
          </CardContent>
        </Card>
        <Instructions />
      </div>

      <RosterUploadResults
        flow={flow}
        heading={(fileName) => `${t.previewHeading}: ${fileName}`}
        importLabel={t.importAthletes}
        note={event ? t.importInto(eventOptionLabel(event)) : null}
      />

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
          <DotItem key={item}>{item}</DotItem>
        ))}
      </ul>
    </Card>
  );
}
