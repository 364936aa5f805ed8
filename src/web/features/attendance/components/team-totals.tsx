/**
 * Per team: expected, attended, late and the team's rate (its attended / expected). At phone
 * width the counts fold under the team's name and the rate stays beside it.
 */
import { messages } from '#shared/messages.ts';
import type { AttendanceAthlete } from '#shared/schemas.ts';
import { cn } from '#web/lib/cn.ts';
import { percent, teamTotals } from '../lib/attendance.ts';

const t = messages.attendance;

export function TeamTotals({
  athletes,
  labelledBy,
}: {
  athletes: readonly AttendanceAthlete[];
  labelledBy: string;
}) {
  const cell = 'border-b border-border px-1.5 py-2 sm:px-3';
  const wide = 'hidden sm:table-cell';
  const totals = teamTotals(athletes);
  return (
    <section
      aria-labelledby={labelledBy}
      // A scrollable region must be focusable: keyboard users scroll it with the arrow keys.
      // biome-ignore lint/a11y/noNoninteractiveTabindex: see above
      tabIndex={0}
      className="max-w-full overflow-x-auto focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <table
        aria-labelledby={labelledBy}
        className="w-full border-separate border-spacing-0 text-left text-sm tabular-nums sm:text-base"
      >
        <thead className="text-xs font-bold text-muted-foreground uppercase sm:tracking-wide">
          <tr>
            <th scope="col" className={cell}>
              {t.columns.team}
            </th>
            <th scope="col" className={cn(cell, wide, 'text-right')}>
              {t.columns.expected}
            </th>
            <th scope="col" className={cn(cell, wide, 'text-right')}>
              {t.columns.attended}
            </th>
            <th scope="col" className={cn(cell, wide, 'text-right')}>
              {t.columns.late}
            </th>
            <th scope="col" className={cn(cell, 'text-right')}>
              {t.columns.rate}
            </th>
          </tr>
        </thead>
        <tbody>
          {totals.map((total) => (
            <tr key={total.teamName ?? ''}>
              <th scope="row" className={cn(cell, 'font-semibold break-words')}>
                {total.teamName ?? t.noTeam}
                <span className="block text-sm font-normal text-muted-foreground sm:hidden">
                  {t.figures(total.expected, total.attended, total.late)}
                </span>
              </th>
              <td className={cn(cell, wide, 'text-right')}>{total.expected}</td>
              <td className={cn(cell, wide, 'text-right')}>{total.attended}</td>
              <td className={cn(cell, wide, 'text-right')}>{total.late}</td>
              <td className={cn(cell, 'text-right font-semibold')}>{percent(total.rate)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
