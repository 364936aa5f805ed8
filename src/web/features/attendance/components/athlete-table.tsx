/**
 * Per athlete: team, expected, attended, late and rate, sortable by any column (the sorted
 * column says so with aria-sort). Athletes under the chosen rate carry a "Below" mark and an
 * icon beside the rate, and a tinted row: never colour alone.
 */
import { useMemo, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { AttendanceAthlete } from '#shared/schemas.ts';
import { AlertIcon, ArrowDownIcon, ArrowUpIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import {
  isBelow,
  nextSort,
  percent,
  type Sort,
  type SortKey,
  sortAthletes,
} from '../lib/attendance.ts';

const t = messages.attendance;

/**
 * The rate right after the name: on a phone, what is read first stays in sight. At phone
 * width the counts and the team fold under the name (PHONE_HIDDEN), so nothing scrolls
 * sideways; sorting by them is a desktop affair.
 */
const COLUMNS: Array<{ key: SortKey; label: string; numeric: boolean }> = [
  { key: 'name', label: t.columns.athlete, numeric: false },
  { key: 'rate', label: t.columns.rate, numeric: true },
  { key: 'expected', label: t.columns.expected, numeric: true },
  { key: 'attended', label: t.columns.attended, numeric: true },
  { key: 'late', label: t.columns.late, numeric: true },
  { key: 'team', label: t.columns.team, numeric: false },
];
const PHONE_HIDDEN: ReadonlySet<SortKey> = new Set(['expected', 'attended', 'late', 'team']);

export function AthleteTable({
  athletes,
  threshold,
  labelledBy,
}: {
  athletes: readonly AttendanceAthlete[];
  threshold: number;
  labelledBy: string;
}) {
  const [sort, setSort] = useState<Sort>({ key: 'name', direction: 'ascending' });
  const rows = useMemo(() => sortAthletes(athletes, sort), [athletes, sort]);
  const cell = 'border-b border-border px-1.5 py-2.5 sm:px-3';
  return (
    <section
      aria-labelledby={labelledBy}
      // A scrollable region must be focusable: keyboard users scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="-mx-2 max-w-[calc(100%+1rem)] overflow-x-auto px-2 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table
        aria-labelledby={labelledBy}
        className="w-full border-separate border-spacing-0 text-left text-sm sm:text-base"
      >
        <thead className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th
                  key={column.key}
                  scope="col"
                  aria-sort={active ? sort.direction : undefined}
                  className={cn(
                    cell,
                    'py-1',
                    column.numeric && 'text-right',
                    PHONE_HIDDEN.has(column.key) && 'hidden sm:table-cell',
                  )}
                >
                  <button
                    type="button"
                    onClick={() => setSort(nextSort(sort, column.key))}
                    className={cn(
                      'inline-flex min-h-11 items-center gap-1 rounded-lg tracking-normal uppercase hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      active && 'text-foreground',
                    )}
                  >
                    {column.label}
                    {active ? (
                      sort.direction === 'ascending' ? (
                        <ArrowUpIcon aria-hidden="true" className="size-3.5" />
                      ) : (
                        <ArrowDownIcon aria-hidden="true" className="size-3.5" />
                      )
                    ) : null}
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((athlete) => {
            const below = isBelow(athlete, threshold);
            return (
              <tr
                key={athlete.athleteId}
                data-below={below || undefined}
                className={cn(below && 'bg-destructive/8 dark:bg-destructive/15')}
              >
                <th
                  scope="row"
                  className={cn(cell, 'font-semibold break-words [overflow-wrap:anywhere]')}
                >
                  {athlete.firstName} {athlete.lastName}
                  <span className="block text-sm font-normal text-muted-foreground sm:hidden">
                    {athlete.teamName ?? t.noTeam}
                  </span>
                  <span className="block text-sm font-normal text-muted-foreground tabular-nums sm:hidden">
                    {t.figures(athlete.expected, athlete.attended, athlete.late)}
                  </span>
                </th>
                <td className={cn(cell, 'text-right font-semibold')}>
                  <span className="flex flex-col-reverse items-end gap-1 sm:flex-row sm:items-center sm:justify-end sm:gap-1.5">
                    {below ? (
                      <span className="inline-flex items-center gap-1 rounded-md bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground">
                        <AlertIcon aria-hidden="true" className="size-3.5" />
                        {t.below}
                      </span>
                    ) : null}
                    {percent(athlete.rate)}
                  </span>
                </td>
                <td className={cn(cell, 'hidden text-right sm:table-cell')}>{athlete.expected}</td>
                <td className={cn(cell, 'hidden text-right sm:table-cell')}>{athlete.attended}</td>
                <td className={cn(cell, 'hidden text-right sm:table-cell')}>{athlete.late}</td>
                <td className={cn(cell, 'hidden sm:table-cell')}>
                  {athlete.teamName ?? <span className="text-muted-foreground">{t.noTeam}</span>}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
