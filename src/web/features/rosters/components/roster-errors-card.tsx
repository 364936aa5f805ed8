/** The validation error table (docs/product.md#tools-csv-upload) with its Dismiss button. */
import type { Ref } from 'react';
import { messages } from '#shared/messages.ts';
import type { RosterRow } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { AlertCircleIcon } from '#web/components/ui/staff-icons.tsx';
import { RosterErrorTable } from './roster-tables.tsx';

const t = messages.coachTools;

export function RosterErrorsCard({
  rows,
  headingRef,
  onDismiss,
}: {
  rows: readonly RosterRow[];
  headingRef?: Ref<HTMLHeadingElement>;
  onDismiss: () => void;
}) {
  const heading = t.errorTableHeading(rows.length);
  return (
    <Card className="overflow-hidden border-destructive/40">
      <div className="flex flex-col gap-3 border-b border-border p-5 sm:flex-row sm:items-start sm:justify-between sm:p-6">
        <div className="flex min-w-0 gap-3">
          <AlertCircleIcon className="mt-0.5 size-6 text-destructive" />
          <div className="flex flex-col gap-1">
            <h3
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-bold tracking-tight outline-none"
            >
              {t.validationErrors}: {heading}
            </h3>
            <p className="text-sm text-muted-foreground">{t.errorTableText}</p>
          </div>
        </div>
        <Button variant="outline" size="sm" className="shrink-0" onClick={onDismiss}>
          {t.dismiss}
        </Button>
      </div>
      <RosterErrorTable rows={rows} label={heading} />
    </Card>
  );
}
