/**
 * The two roster tables: the preview (the first 5 rows as the server read them) and the
 * validation errors (spec §2: Row, First Name, Last Name, Team, Grad Year, Errors;
 * scrolling at about 24rem). Each scrolls inside a focusable region on a phone.
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

/** The column heads both tables share; `last` names the sixth column. */
function RosterHead({ last }: { last: string }) {
  return (
    <thead>
      <tr>
        {[t.colRow, t.colFirstName, t.colLastName, t.colTeam, t.colGradYear, last].map((label) => (
          <th key={label} scope="col" className={head}>
            {label}
          </th>
        ))}
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
      <table className="w-full min-w-[38rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <RosterHead last={t.colStatus} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.row}>
              <td className={cn(cell, 'tabular-nums text-muted-foreground')}>{row.row}</td>
              <RowCells row={row} />
              <td className={cell}>
                {row.valid ? (
                  <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-success">
                    <CheckCircleIcon className="size-4" />
                    {t.valid}
                  </span>
                ) : (
                  <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-destructive">
                    <AlertCircleIcon className="size-4" />
                    {t.hasErrors}
                  </span>
                )}
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
      <table className="w-full min-w-[44rem] border-separate border-spacing-0 text-left text-sm">
        <caption className="sr-only">{label}</caption>
        <RosterHead last={t.colErrors} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.row} className="bg-destructive-soft/40">
              <td className={cn(cell, 'font-semibold tabular-nums')}>{row.row}</td>
              <RowCells row={row} />
              <td className={cn(cell, 'text-destructive')}>
                <ul className="flex flex-col gap-1">
                  {row.errors.map((error) => (
                    <li key={error}>{error}</li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
