/**
 * The two roster tables: the preview (the first 5 rows as the server read them, with the
 * guardian phones found) and the validation errors (spec §2: Row, First Name, Last Name,
 * Team, Grad Year, Errors; scrolling at about 24rem). Below the `sm` width each row is a
 * stacked card instead, so a phone shows the grad year and the errors without sideways
 * scrolling.
 */
import type { ReactNode } from 'react';
import { messages } from '../../../../shared/messages.ts';
import type { RosterRow } from '../../../../shared/schemas.ts';
import { AlertCircleIcon, CheckCircleIcon } from '../../../components/ui/tool-icons.tsx';
import { cn } from '../../../lib/cn.ts';

const t = messages.coachTools;
const head =
  'sticky top-0 z-10 border-b border-border bg-card px-3 py-2.5 text-xs font-bold tracking-wide whitespace-nowrap text-muted-foreground uppercase first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';
const cell =
  'border-b border-border px-3 py-2.5 align-top first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';

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

/** Narrow screens: one card per row, every field labelled. */
function RowCards({ rows, kind }: { rows: readonly RosterRow[]; kind: 'preview' | 'errors' }) {
  return (
    <ul className="flex flex-col sm:hidden">
      {rows.map((row) => (
        <li
          key={row.row}
          className={cn(
            'flex flex-col gap-2 border-b border-border px-4 py-3 text-sm',
            kind === 'errors' && 'bg-destructive-soft/40',
          )}
        >
          <div className="flex items-center justify-between gap-3">
            <span className="font-semibold tabular-nums">
              {t.colRow} {row.row}
            </span>
            {kind === 'preview' ? <Status valid={row.valid} /> : null}
          </div>
          <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
            <dt className="text-muted-foreground">{t.colFirstName}</dt>
            <dd className="min-w-0 break-words">
              <Value value={row.firstName} />
            </dd>
            <dt className="text-muted-foreground">{t.colLastName}</dt>
            <dd className="min-w-0 break-words">
              <Value value={row.lastName} />
            </dd>
            <dt className="text-muted-foreground">{t.colTeam}</dt>
            <dd className="min-w-0 break-words">
              <Value value={row.teamName} />
            </dd>
            <dt className="text-muted-foreground">{t.colGradYear}</dt>
            <dd className="min-w-0 break-words tabular-nums">
              <Value value={row.gradYear} />
            </dd>
            {kind === 'preview' ? (
              <>
                <dt className="text-muted-foreground">{t.colGuardianPhones}</dt>
                <dd className="min-w-0">
                  <Phones phones={row.guardianPhones} />
                </dd>
              </>
            ) : null}
          </dl>
          {kind === 'errors' || !row.valid ? (
            <div className="text-destructive">
              <span className="sr-only">{t.colErrors}: </span>
              <Errors errors={row.errors} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The column heads both tables share; `last` names the last columns. */
function RosterHead({ last }: { last: readonly string[] }) {
  return (
    <thead>
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
      <td className={cell}>
        <Value value={row.firstName} />
      </td>
      <td className={cell}>
        <Value value={row.lastName} />
      </td>
      <td className={cell}>
        <Value value={row.teamName} />
      </td>
      <td className={cn(cell, 'tabular-nums')}>
        <Value value={row.gradYear} />
      </td>
    </>
  );
}

export function RosterPreviewTable({ rows, label }: { rows: readonly RosterRow[]; label: string }) {
  return (
    <ScrollRegion label={label}>
      <table className="hidden w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm sm:table">
        <caption className="sr-only">{label}</caption>
        <RosterHead last={[t.colGuardianPhones, t.colStatus]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <td className={cn(cell, 'tabular-nums text-muted-foreground')}>{row.row}</td>
              <RowCells row={row} />
              <td className={cell}>
                <Phones phones={row.guardianPhones} />
              </td>
              <td className={cell}>
                <Status valid={row.valid} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RowCards rows={rows} kind="preview" />
    </ScrollRegion>
  );
}

export function RosterErrorTable({ rows, label }: { rows: readonly RosterRow[]; label: string }) {
  return (
    <ScrollRegion label={label} className="max-h-96">
      <table className="hidden w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm sm:table">
        <caption className="sr-only">{label}</caption>
        <RosterHead last={[t.colErrors]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="bg-destructive-soft/40">
              <td className={cn(cell, 'font-semibold tabular-nums')}>{row.row}</td>
              <RowCells row={row} />
              <td className={cn(cell, 'text-destructive')}>
                <Errors errors={row.errors} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <RowCards rows={rows} kind="errors" />
    </ScrollRegion>
  );
}
