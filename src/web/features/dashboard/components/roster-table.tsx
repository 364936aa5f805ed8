/**
 * The roster table (spec §2): Athlete, Team/School, Status, Arrival Time, Actions.
 * Rows are memoised on (athlete, check-in, busy), so a live arrival re-renders one row,
 * not a thousand. On a phone the Team/School and Arrival Time columns fold into the
 * Athlete and Status cells, so the table keeps its semantics without scrolling sideways.
 */
import { memo, type RefObject, useLayoutEffect, useRef } from 'react';
import { messages } from '../../../../shared/messages.ts';
import type { Athlete, CheckIn } from '../../../../shared/schemas.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { fullName } from '../../../lib/format.ts';
import { formatClockTime } from '../lib/format.ts';
import type { CheckInIndex } from '../lib/roster.ts';

const t = messages.dashboard;

/** A check-in this recent pops in (a live arrival, or one just made here). */
const FRESH_MS = 15_000;

export type RowAction = (athlete: Athlete, rowIndex: number) => void;

export function RosterTable({
  athletes,
  checkIns,
  busy,
  caption,
  onCheckIn,
  onUndo,
  focusAfterChange,
}: {
  athletes: readonly Athlete[];
  checkIns: CheckInIndex;
  busy: ReadonlySet<string>;
  caption: string;
  onCheckIn: RowAction;
  onUndo: RowAction;
  /** Row index to move focus to when the focused row leaves the list (filtered out). */
  focusAfterChange: RefObject<number | null>;
}) {
  const body = useRef<HTMLTableSectionElement>(null);

  // Checking someone in under "Not Yet Checked In" removes their row, and the focused
  // button with it: keep keyboard users in place, on the row that took its position.
  useLayoutEffect(() => {
    const index = focusAfterChange.current;
    const tbody = body.current;
    if (index === null || !tbody || athletes.length === 0) return;
    if (tbody.contains(document.activeElement)) return;
    focusAfterChange.current = null;
    const row = tbody.rows[Math.min(index, tbody.rows.length - 1)];
    row?.querySelector('button')?.focus();
  }, [athletes, focusAfterChange]);

  return (
    <table className="w-full border-separate border-spacing-0 text-left text-sm sm:text-base">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        <tr>
          <th scope="col" className="border-b border-border px-3 py-3 sm:px-5">
            {t.colAthlete}
          </th>
          <th scope="col" className="hidden border-b border-border px-3 py-3 md:table-cell">
            {t.colTeam}
          </th>
          <th scope="col" className="border-b border-border px-3 py-3">
            {t.colStatus}
          </th>
          <th scope="col" className="hidden border-b border-border px-3 py-3 md:table-cell">
            {t.colArrival}
          </th>
          <th scope="col" className="border-b border-border px-3 py-3 text-right sm:px-5">
            {t.colActions}
          </th>
        </tr>
      </thead>
      <tbody ref={body}>
        {athletes.map((athlete) => (
          <RosterRow
            key={athlete.id}
            athlete={athlete}
            checkIn={checkIns.get(athlete.id) ?? null}
            isBusy={busy.has(athlete.id)}
            onCheckIn={onCheckIn}
            onUndo={onUndo}
          />
        ))}
      </tbody>
    </table>
  );
}

const RosterRow = memo(function RosterRow({
  athlete,
  checkIn,
  isBusy,
  onCheckIn,
  onUndo,
}: {
  athlete: Athlete;
  checkIn: CheckIn | null;
  isBusy: boolean;
  onCheckIn: RowAction;
  onUndo: RowAction;
}) {
  const name = fullName(athlete);
  const team = athlete.teamName ?? t.noTeam;
  const classOf = athlete.gradYear ? t.classOf(athlete.gradYear) : null;
  const arrival = checkIn ? formatClockTime(checkIn.timestamp) : null;
  const isManual = checkIn?.source === 'manual_fallback';
  const isFresh = checkIn ? Date.now() - Date.parse(checkIn.timestamp) < FRESH_MS : false;
  const cell = 'border-b border-border px-3 py-2.5 align-middle';

  return (
    <tr data-athlete-id={athlete.id} className="transition-colors hover:bg-muted/60">
      <th scope="row" className={cn(cell, 'font-semibold sm:px-5')}>
        <span className="block break-words">{name}</span>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {classOf ? `${team} • ${classOf}` : team}
        </span>
      </th>
      <td className={cn(cell, 'hidden md:table-cell')}>
        <span className="block">{team}</span>
        {classOf ? <span className="block text-xs text-muted-foreground">{classOf}</span> : null}
      </td>
      <td className={cell}>
        <StatusBadge
          key={checkIn ? 'in' : 'out'}
          isCheckedIn={Boolean(checkIn)}
          isFresh={isFresh}
        />
        {arrival ? (
          <span className="mt-1 block text-xs text-muted-foreground tabular-nums md:hidden">
            {arrival}
          </span>
        ) : null}
      </td>
      <td className={cn(cell, 'hidden tabular-nums md:table-cell')}>
        {arrival ? (
          <>
            <span className="font-semibold">{arrival}</span>
            {isManual ? (
              <span className="ml-2 rounded-md bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                {t.manual}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-muted-foreground">—</span>
        )}
      </td>
      <td className={cn(cell, 'text-right sm:px-5')}>
        <Button
          size="sm"
          variant={checkIn ? 'outline' : 'default'}
          className="min-w-24"
          disabled={isBusy}
          aria-busy={isBusy || undefined}
          onClick={(event) => {
            // The row's position now (rows are not re-rendered when only their index moves).
            const rowIndex = event.currentTarget.closest('tr')?.sectionRowIndex ?? 0;
            if (checkIn) onUndo(athlete, rowIndex);
            else onCheckIn(athlete, rowIndex);
          }}
        >
          {isBusy ? <Spinner /> : null}
          {checkIn ? t.undo : t.checkIn}
          <span className="sr-only"> {name}</span>
        </Button>
      </td>
    </tr>
  );
});

function StatusBadge({ isCheckedIn, isFresh }: { isCheckedIn: boolean; isFresh: boolean }) {
  return (
    <span
      className={cn(
        isFresh && 'animate-pop-in',
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-bold whitespace-nowrap',
        isCheckedIn ? 'bg-success-soft text-success' : 'bg-muted text-muted-foreground',
      )}
    >
      <span
        aria-hidden="true"
        className={cn('size-2 rounded-full', isCheckedIn ? 'bg-success' : 'bg-muted-foreground/60')}
      />
      {isCheckedIn ? t.statusCheckedIn : t.statusNotArrived}
    </span>
  );
}

export function RosterTableSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col divide-y divide-border">
      {[0, 1, 2, 3, 4].map((row) => (
        <div key={row} className="flex items-center gap-4 px-5 py-4">
          <span className="h-4 w-1/3 animate-pulse rounded bg-muted" />
          <span className="h-4 w-1/5 animate-pulse rounded bg-muted" />
          <span className="ml-auto h-9 w-24 animate-pulse rounded-xl bg-muted" />
        </div>
      ))}
    </div>
  );
}
