/**
 * What both upload screens show under the form while the flow (useRosterUpload) has
 * something: the preview with Import / Cancel, then the rows with errors until dismissed.
 */
import type { RosterUpload } from '../hooks/use-roster-upload.ts';
import { RosterErrorsCard } from './roster-errors-card.tsx';
import { RosterPreviewCard } from './roster-preview-card.tsx';

export function RosterUploadResults({
  flow,
  heading,
  importLabel,
  note,
}: {
  flow: RosterUpload;
  /** The preview's heading, for the file's name. */
  heading: (fileName: string) => string;
  /** Import's label, for the number of valid rows. */
  importLabel: (validCount: number) => string;
  note?: string | null;
}) {
  const { roster, progress } = flow;
  return (
    <>
      {roster.preview ? (
        <RosterPreviewCard
          preview={roster.preview}
          heading={heading(roster.file?.name ?? '')}
          headingRef={flow.previewHeadingRef}
          importLabel={importLabel(roster.preview.validCount)}
          isImporting={progress.phase === 'importing'}
          isBusy={roster.isBusy}
          note={note}
          onImport={flow.onImport}
          onCancel={flow.onCancel}
          onCorrectColumn={flow.onCorrectColumn}
          options={roster.options}
          onCorrectOptions={flow.onCorrectOptions}
          confirmedSharedPhones={roster.confirmedSharedPhones}
          onConfirmSharedPhone={roster.confirmSharedPhone}
        />
      ) : null}

      {roster.errorRows ? (
        <RosterErrorsCard
          rows={roster.errorRows}
          headingRef={flow.errorsHeadingRef}
          onDismiss={flow.onDismissErrors}
        />
      ) : null}
    </>
  );
}
