/**
 * The coach's quick fixes of how a roster file was read (decision 043), beside the column
 * choices: a team for rows without one or for every row, which sheets to read, statuses to
 * import after all, a team column that is not the team, first and last name swapped. Each
 * change reads the file again at once (the preview stays meanwhile); nothing is imported
 * until Import.
 */
import { type FormEvent, useId, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { RosterParseOptions, RosterUnderstanding } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';

const t = messages.coachTools;
const checkbox = 'size-5 shrink-0 accent-primary';
const option = 'flex min-h-11 items-center gap-3 text-sm font-semibold';

function TeamForm({
  label,
  value,
  disabled,
  onApply,
}: {
  label: string;
  value: string | undefined;
  disabled: boolean;
  onApply: (team: string | undefined) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value ?? '');
  function submit(event: FormEvent) {
    event.preventDefault();
    const team = draft.trim();
    onApply(team === '' ? undefined : team);
  }
  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={100}
          autoComplete="off"
          disabled={disabled}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="outline" disabled={disabled} className="shrink-0">
          {t.teamApply}
        </Button>
      </div>
    </form>
  );
}

export function RosterCorrections({
  understood,
  options,
  disabled,
  onChange,
}: {
  understood: RosterUnderstanding;
  options: RosterParseOptions;
  disabled: boolean;
  onChange: (patch: RosterParseOptions) => void;
}) {
  const headingId = useId();
  const id = useId();
  const teamColumns = understood.columns.filter((column) => column.field === 'teamName');
  const sheets = understood.sheets;
  const readSheets = sheets.filter((sheet) => sheet.read).map((sheet) => sheet.name);
  const included = new Set(options.includeStatuses ?? []);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 border-b border-border p-5 sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h4 id={headingId} className="font-bold tracking-tight">
          {t.correctionsHeading}
        </h4>
        <p className="text-sm text-muted-foreground">{t.correctionsHelp}</p>
        {understood.teamFromFile ? (
          <p className="text-sm font-semibold">{t.teamFromFile(understood.teamFromFile)}</p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TeamForm
          label={t.teamForMissingLabel}
          value={options.teamForMissing}
          disabled={disabled}
          onApply={(team) => onChange({ teamForMissing: team })}
        />
        <TeamForm
          label={t.teamForAllLabel}
          value={options.teamForAll}
          disabled={disabled}
          onApply={(team) => onChange({ teamForAll: team })}
        />
      </div>
      {sheets.length > 1 ? (
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-bold">{t.sheetsLegend}</legend>
          {sheets.map((sheet, index) => (
            <label key={sheet.name} htmlFor={`${id}-sheet-${index}`} className={option}>
              <input
                id={`${id}-sheet-${index}`}
                type="checkbox"
                className={checkbox}
                checked={options.sheets ? options.sheets.includes(sheet.name) : sheet.read}
                disabled={disabled}
                onChange={(event) => {
                  const current = options.sheets ?? readSheets;
                  const next = event.target.checked
                    ? [...current, sheet.name]
                    : current.filter((name) => name !== sheet.name);
                  onChange({ sheets: next.length > 0 ? next : undefined });
                }}
              />
              <span className="wrap-anywhere">{t.sheetOption(sheet.name, sheet.athleteCount)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {understood.statuses.length > 0 ? (
        <fieldset className="flex min-w-0 flex-col gap-1">
          <legend className="mb-1 text-sm font-bold">{t.statusesLegend}</legend>
          {understood.statuses.map((status, index) => (
            <label key={status.key} htmlFor={`${id}-status-${index}`} className={option}>
              <input
                id={`${id}-status-${index}`}
                type="checkbox"
                className={checkbox}
                checked={status.included || included.has(status.key)}
                disabled={disabled}
                onChange={(event) => {
                  const next = new Set(included);
                  if (event.target.checked) next.add(status.key);
                  else next.delete(status.key);
                  onChange({ includeStatuses: [...next] });
                }}
              />
              <span className="wrap-anywhere">{t.statusInclude(status.label, status.count)}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      {understood.leftOut.length > 0 ? (
        <details className="rounded-xl border border-border bg-muted/40 px-4 py-3 text-sm">
          <summary className="cursor-pointer font-semibold outline-none focus-visible:ring-2 focus-visible:ring-ring">
            {t.leftOutHeading(understood.leftOut.length)}
          </summary>
          <ul className="mt-2 flex max-h-60 flex-col gap-1 overflow-auto text-muted-foreground">
            {understood.leftOut.map(({ row, name, status }) => (
              <li key={`${row}-${name}`}>{t.leftOutItem(row, name, status)}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {teamColumns.map((column) => (
          <Button
            key={column.index}
            variant="outline"
            disabled={disabled}
            onClick={() =>
              onChange({ notTeamColumns: [...(options.notTeamColumns ?? []), column.index] })
            }
          >
            {t.notTheTeam(column.header || t.unnamedColumn(column.index))}
          </Button>
        ))}
        {options.notTeamColumns?.length ? (
          <Button
            variant="outline"
            disabled={disabled}
            onClick={() => onChange({ notTeamColumns: undefined })}
          >
            {t.notTheTeamUndo}
          </Button>
        ) : null}
      </div>
      <label htmlFor={`${id}-swap`} className={option}>
        <input
          id={`${id}-swap`}
          type="checkbox"
          className={checkbox}
          checked={options.swapNames ?? false}
          disabled={disabled}
          onChange={(event) => onChange({ swapNames: event.target.checked || undefined })}
        />
        {t.swapNames}
      </label>
    </section>
  );
}
