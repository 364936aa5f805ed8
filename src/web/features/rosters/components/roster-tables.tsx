/**
 * The two roster tables: the preview (the first 5 rows as the server read them, with the
 * guardian phones found) and the validation errors (docs/product.md#tools-csv-upload: Row, First
 * Name, Last Name, Team, Grad Year, Errors; scrolling at about 24rem). Below the `sm` width each
 * row is a stacked card instead, so a phone shows the grad year and the errors without sideways
 * scrolling.
 */
import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import type { RosterRow } from '#shared/schemas.ts';
import { AlertCircleIcon, CheckCircleIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';

const t = messages.coachTools;
/*
 * From the `sm` width up these are ordinary tables. Below it (a phone) each row is a
 * stacked card: the header row is visually hidden (still read by screen readers), and every
 * cell shows its column name before its value, so Grad Year and Errors are never off the
 * right edge.
 */
const tableClass = 'block w-full border-separate border-spacing-0 text-left text-sm sm:table';
const headClass = 'sr-only sm:not-sr-only sm:table-header-group';
const bodyClass = 'block sm:table-row-group';
const rowClass = 'block border-b border-border py-2 sm:table-row sm:py-0';
const head =
  'sticky top-0 z-10 border-b border-border bg-card px-3 py-2.5 text-xs font-bold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';
const cell =
  'flex gap-3 px-4 py-1 align-top before:w-28 before:shrink-0 before:font-semibold before:text-muted-foreground before:content-[attr(data-label)] sm:table-cell sm:border-b sm:border-border sm:px-3 sm:py-2.5 sm:before:content-none sm:first:pl-6 sm:last:pr-6';

function ScrollRegion({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // A scrollable region must be focusable: keyboard users scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className={cn(
        'overflow-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-inset',
        className,
      )}
    >
      {children}
    </section>
  );
}

function Value({ value }: { value: string | null }) {
  return value ? (
    <span className="break-words">{value}</span>
  ) : (
    <span className="text-muted-foreground">
      <span aria-hidden="true">{t.empty}</span>
    </span>
  );
}

/** "+15552010001" as people write a US number; other numbers as they are. */
export function formatPhone(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}

function Phones({ phones }: { phones: readonly string[] }) {
  if (phones.length === 0) return <Value value={null} />;
  return (
    <ul className="flex flex-col gap-0.5 tabular-nums whitespace-nowrap">
      {phones.map((phone) => (
        <li key={phone}>{formatPhone(phone)}</li>
      ))}
    </ul>
  );
}

function Status({ valid }: { valid: boolean }) {
  return valid ? (
    <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-success">
      <CheckCircleIcon className="size-4" />
      {t.valid}
    </span>
  ) : (
    <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-destructive">
      <AlertCircleIcon className="size-4" />
      {t.hasErrors}
    </span>
  );
}

function Errors({ errors }: { errors: readonly string[] }) {
  return (
    <ul className="flex flex-col gap-1">
      {errors.map((error) => (
        <li key={error}>{error}</li>
      ))}
    </ul>
  );
}

/** The column heads both tables share; `last` names the last columns. */
function RosterHead({ last }: { last: readonly string[] }) {
  return (
    <thead className={headClass}>
      <tr>
        {[t.colRow, t.colFirstName, t.colLastName, t.colTeam, t.colGradYear, ...last].map(
          (label) => (
            <th key={label} scope="col" className={head}>
              {label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/** A row's first name, last name, team and grad year cells, as the server read them. */
function RowCells({ row }: { row: RosterRow }) {
  return (
    <>
      <td className={cell} data-label={t.colFirstName}>
        <Value value={row.firstName} />
      </td>
      <td className={cell} data-label={t.colLastName}>
        <Value value={row.lastName} />
      </td>
      <td className={cell} data-label={t.colTeam}>
        <Value value={row.teamName} />
      </td>
      <td className={cn(cell, 'tabular-nums')} data-label={t.colGradYear}>
        <Value value={row.gradYear} />
      </td>
    </>
  );
}

export function RosterPreviewTable({ rows, label }: { rows: readonly RosterRow[]; label: string }) {
  return (
    <ScrollRegion label={label}>
      <table className={cn(tableClass, 'sm:min-w-[44rem]')}>
        <caption className="sr-only">{label}</caption>
        <RosterHead last={[t.colGuardianPhones, t.colStatus]} />
        <tbody className={bodyClass}>
          {rows.map((row) => (
            <tr key={`${row.row}-${row.firstName}-${row.lastName}`} className={rowClass}>
              <td className={cn(cell, 'tabular-nums text-muted-foreground')} data-label={t.colRow}>
                {row.row}
              </td>
              <RowCells row={row} />
              <td className={cell} data-label={t.colGuardianPhones}>
                <Phones phones={row.guardianPhones} />
              </td>
              <td className={cell} data-label={t.colStatus}>
                <Status valid={row.valid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

export function RosterErrorTable({ rows, label }: { rows: readonly RosterRow[]; label: string }) {
  return (
    <ScrollRegion label={label} className="max-h-96">
      <table className={cn(tableClass, 'sm:min-w-[44rem]')}>
        <caption className="sr-only">{label}</caption>
        <RosterHead last={[t.colErrors]} />
        <tbody className={bodyClass}>
          {rows.map((row) => (
            <tr
              key={`${row.row}-${row.firstName}-${row.lastName}`}
              className={cn(rowClass, 'bg-destructive-soft/40')}
            >
              <td className={cn(cell, 'font-semibold tabular-nums')} data-label={t.colRow}>
                {row.row}
              </td>
              <RowCells row={row} />
              <td className={cn(cell, 'text-destructive')} data-label={t.colErrors}>
                <Errors errors={row.errors} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
