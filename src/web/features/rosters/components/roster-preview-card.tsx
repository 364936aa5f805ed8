/** A previewed file: counts, the first 5 rows, and the Import / Cancel actions. */
import type { Ref } from 'react';
import { messages } from '#shared/messages.ts';
import type { RosterColumnField, RosterParseOptions, RosterPreview } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { previewRows } from '../lib/roster-file.ts';
import { RosterCorrections } from './roster-corrections.tsx';
import { RosterPreviewTable } from './roster-tables.tsx';
import { RosterUnderstood } from './roster-understood.tsx';
import { SharedPhones } from './shared-phones.tsx';

const t = messages.coachTools;

export function RosterPreviewCard({
  preview,
  heading,
  headingRef,
  importLabel,
  isImporting,
  isBusy,
  note,
  onImport,
  onCancel,
  onCorrectColumn,
  options,
  onCorrectOptions,
  confirmedSharedPhones,
  onConfirmSharedPhone,
}: {
  preview: RosterPreview;
  heading: string;
  headingRef?: Ref<HTMLHeadingElement>;
  importLabel: string;
  isImporting: boolean;
  isBusy: boolean;
  note?: string | null;
  onImport: () => void;
  onCancel: () => void;
  /** Reads the file again with a column taken for something else. */
  onCorrectColumn?: (index: number, field: RosterColumnField) => void;
  /** The coach's other corrections, and how to change them (decision 043). */
  options?: RosterParseOptions;
  onCorrectOptions?: (patch: RosterParseOptions) => void;
  /** Shared phones ticked for linking, and how to tick one (decision 040). */
  confirmedSharedPhones: ReadonlySet<string>;
  onConfirmSharedPhone: (phone: string, confirmed: boolean) => void;
}) {
  const rows = previewRows(preview);
  return (
    <Card className="overflow-hidden">
      <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 flex-col gap-1">
          <h3
            ref={headingRef}
            tabIndex={-1}
            className="text-lg font-bold tracking-tight wrap-anywhere outline-none"
          >
            {heading}
          </h3>
          <p className="text-sm text-muted-foreground">
            {t.previewSummary(rows.length, preview.totalCount)}
          </p>
        </div>
        <p className="flex shrink-0 flex-wrap gap-2 text-sm font-bold">
          <span className="rounded-full bg-success-soft px-3 py-1 text-success">
            {t.validBadge(preview.validCount)}
          </span>
          {preview.errorCount > 0 ? (
            <span className="rounded-full bg-destructive-soft px-3 py-1 text-destructive">
              {t.errorBadge(preview.errorCount)}
            </span>
          ) : null}
        </p>
      </div>
      <RosterUnderstood
        understood={preview.understood}
        disabled={isBusy}
        onCorrectColumn={onCorrectColumn}
      />
      {onCorrectOptions ? (
        <RosterCorrections
          understood={preview.understood}
          options={options ?? {}}
          disabled={isBusy}
          onChange={onCorrectOptions}
        />
      ) : null}
      <SharedPhones
        phones={preview.understood.sharedPhones}
        confirmed={confirmedSharedPhones}
        disabled={isBusy}
        onConfirm={onConfirmSharedPhone}
      />
      <RosterPreviewTable rows={rows} label={t.previewSummary(rows.length, preview.totalCount)} />
      <div className="flex flex-col gap-3 p-5 sm:flex-row sm:items-center sm:justify-end sm:p-6">
        {note ? <p className="text-sm text-muted-foreground sm:mr-auto">{note}</p> : null}
        <Button variant="outline" onClick={onCancel} disabled={isImporting}>
          {t.cancelUpload}
        </Button>
        <Button
          onClick={onImport}
          disabled={preview.validCount === 0 || isBusy}
          aria-busy={isImporting || undefined}
        >
          {isImporting ? <Spinner /> : null}
          {importLabel}
        </Button>
      </div>
    </Card>
  );
}
