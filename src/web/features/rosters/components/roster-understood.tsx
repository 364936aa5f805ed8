/**
 * What the server understood of a roster file (decision 019): how it was read, what each
 * column was taken for (with a select per column to correct a wrong guess, which reads
 * the file again), grad years worked out from grades and the school year assumed, guardian
 * phones found, and the rows that are not athletes, merged or with an unusable phone.
 */
import { useId } from 'react';
import { ROSTER_COLUMN_FIELDS } from '#shared/constants.ts';
import { messages } from '#shared/messages.ts';
import type { RosterColumnField, RosterUnderstanding } from '#shared/schemas.ts';
import { Select } from '#web/components/ui/select.tsx';

const t = messages.coachTools;
/** Fields shown in the columns but not read: not in the summary of what was read. */
const NOT_READ = new Set<RosterColumnField>(['ignore', 'athletePhone', 'otherPhone']);
/** Files with more columns than this show the column choices folded. */
const OPEN_COLUMNS = 12;

function Details({ summary, items }: { summary: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <details className="group rounded-xl border border-border bg-muted/40 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
        {summary}
      </summary>
      <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-auto text-muted-foreground">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </details>
  );
}

export function RosterUnderstood({
  understood,
  disabled,
  onCorrectColumn,
}: {
  understood: RosterUnderstanding;
  disabled: boolean;
  onCorrectColumn?: (index: number, field: RosterColumnField) => void;
}) {
  const headingId = useId();
  const helpId = useId();
  const skipped = understood.skipped.map(
    ({ row, reason, detail }) =>
      `${t.rowLabel(row)}: ${t.skipReasons[reason]}${detail ? ` (${detail})` : ''}`,
  );
  const merged = understood.merged.map(({ row, intoRow }) => t.mergedItem(row, intoRow));
  const invalid = understood.invalidPhones.map(({ row, value }) => t.invalidPhoneItem(row, value));
  const grades = understood.gradeYears;
  const used = understood.columns
    .filter((column) => !NOT_READ.has(column.field))
    .map(
      (column) =>
        `${column.header || t.unnamedColumn(column.index)} → ${t.fieldLabels[column.field]}`,
    );
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-b border-border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="font-bold tracking-tight">
          {t.understoodHeading}
        </h4>
        <p className="text-sm text-muted-foreground">
          {t.readAs(understood.format, understood.headerRow)}
        </p>
      </div>
      <ul className="flex flex-col gap-1.5 text-sm">
        <li className="font-semibold">{t.guardianPhonesFound(understood.guardianPhoneCount)}</li>
        {grades ? (
          <li className="rounded-lg bg-muted px-3 py-2 font-semibold">
            {t.gradeYearsNote(grades.schoolYear, grades.fromFile, grades.rowCount)}
          </li>
        ) : null}
      </ul>
      <details
        open={understood.columns.length <= OPEN_COLUMNS}
        className="group rounded-xl border border-border px-4 py-3"
      >
        <summary className="cursor-pointer text-sm font-bold outline-none focus-visible:ring-2 focus-visible:ring-ring">
          {t.columnsSummary(used.length, understood.columns.length)}
          <span className="block font-normal text-muted-foreground">{used.join(' · ')}</span>
        </summary>
        <fieldset className="flex min-w-0 flex-col gap-3" aria-describedby={helpId}>
          <legend className="text-sm font-bold">{t.columnsHeading}</legend>
          <p id={helpId} className="text-sm text-muted-foreground">
            {t.columnsHelp}
          </p>
          <div className="grid gap-x-4 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
            {understood.columns.map((column) => {
              const header = column.header || t.unnamedColumn(column.index);
              const id = `${headingId}-column-${column.index}`;
              return (
                <div key={column.index} className="flex min-w-0 flex-col gap-1">
                  <label htmlFor={id} className="truncate text-sm font-semibold" title={header}>
                    {header}
                  </label>
                  <Select
                    id={id}
                    aria-label={t.columnSelectLabel(header)}
                    value={column.field}
                    disabled={disabled || !onCorrectColumn}
                    data-field={column.field}
                    className={column.field === 'ignore' ? 'text-muted-foreground' : undefined}
                    onChange={(event) =>
                      onCorrectColumn?.(column.index, event.target.value as RosterColumnField)
                    }
                  >
                    {ROSTER_COLUMN_FIELDS.map((field) => (
                      <option key={field} value={field}>
                        {t.fieldLabels[field]}
                      </option>
                    ))}
                  </Select>
                </div>
              );
            })}
          </div>
        </fieldset>
      </details>
      <div className="flex flex-col gap-2">
        <Details summary={t.skippedHeading(skipped.length)} items={skipped} />
        <Details summary={t.mergedHeading(merged.length)} items={merged} />
        <Details summary={t.invalidPhonesHeading(invalid.length)} items={invalid} />
      </div>
    </section>
  );
}
