/**
 * One roster row (docs/product.md#coach-dashboard): Athlete, Team/School, Status, Arrival Time, and
 * the Check In or Undo button. On a phone the Team/School, Status and Arrival Time columns fold
 * into the Athlete cell (a card-like row: name, team, status and time, then the action), so
 * the table keeps its semantics without scrolling sideways.
 */
import { memo } from 'react';
import { formatTime } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages.ts';
import type { Athlete, CheckIn } from '#shared/schemas.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { AlertIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import { fullName } from '#web/lib/format.ts';
import type { RowAction } from '../hooks/use-row-actions.ts';

const t = messages.dashboard;

/** A check-in this recent pops in (a live arrival, or one just made here). */
const FRESH_MS = 15_000;

/** Memoised on (athlete, check-in, busy, index): a live arrival re-renders one row. */
export const RosterRow = memo(function RosterRow({
  index,
  measureRef,
  athlete,
  checkIn,
  isBusy,
  onCheckIn,
  onUndo,
}: {
  index: number;
  measureRef: (row: HTMLTableRowElement | null) => void;
  athlete: Athlete;
  checkIn: CheckIn | null;
  isBusy: boolean;
  onCheckIn: RowAction;
  onUndo: RowAction;
}) {
  const name = fullName(athlete);
  const team = athlete.teamName ?? t.noTeam;
  const classOf = athlete.gradYear ? t.classOf(athlete.gradYear) : null;
  const arrival = checkIn ? formatTime(checkIn.timestamp) : null;
  const isManual = checkIn?.source === 'manual_fallback';
  const isFresh = checkIn ? Date.now() - Date.parse(checkIn.timestamp) < FRESH_MS : false;
  const cell = 'border-b border-border px-3 py-2.5 align-middle';

  return (
    <tr
      ref={measureRef}
      data-index={index}
      aria-rowindex={index + 2}
      data-athlete-id={athlete.id}
      className="transition-colors hover:bg-muted/60"
    >
      <th scope="row" className={cn(cell, 'font-semibold sm:px-5')}>
        <span className="block break-words">{name}</span>
        <span className="block text-xs font-normal text-muted-foreground md:hidden">
          {classOf ? `${team} • ${classOf}` : team}
        </span>
        <span className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 font-normal sm:hidden">
          <StatusBadge
            key={checkIn ? 'in' : 'out'}
            isCheckedIn={Boolean(checkIn)}
            isFresh={isFresh}
          />
          {arrival ? (
            <span className="text-xs text-muted-foreground tabular-nums">{arrival}</span>
          ) : null}
          <OfflineMark checkIn={checkIn} />
          <UnconfirmedMark checkIn={checkIn} />
        </span>
      </th>
      <td className={cn(cell, 'hidden md:table-cell')}>
        <span className="block">{team}</span>
        {classOf ? <span className="block text-xs text-muted-foreground">{classOf}</span> : null}
      </td>
      <td className={cn(cell, 'hidden sm:table-cell')}>
        <StatusBadge
          key={checkIn ? 'in' : 'out'}
          isCheckedIn={Boolean(checkIn)}
          isFresh={isFresh}
        />
        {arrival ? (
          <span className="mt-1 block text-xs text-muted-foreground tabular-nums md:hidden">
            {arrival} <OfflineMark checkIn={checkIn} /> <UnconfirmedMark checkIn={checkIn} />
          </span>
        ) : null}
      </td>
      <td className={cn(cell, 'hidden whitespace-nowrap tabular-nums md:table-cell')}>
        {arrival ? (
          <>
            <span className="font-semibold">{arrival}</span>
            {isManual ? (
              <span className="ml-2 rounded-md bg-muted px-1.5 py-0.5 text-xs text-muted-foreground">
                {t.manual}
              </span>
            ) : null}
            <OfflineMark checkIn={checkIn} className="ml-2" />
            {/* The cell does not wrap (the time); the mark takes a line of its own, wrapped. */}
            <UnconfirmedMark checkIn={checkIn} className="mt-1 flex w-fit whitespace-normal" />
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
          onClick={() => {
            if (checkIn) onUndo(athlete, index);
            else onCheckIn(athlete, index);
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

/**
 * An arrival sent later (decision 039): dated by its tap, or (its tap time not accepted) at
 * receipt. Said in words, not by colour alone.
 */
function OfflineMark({ checkIn, className }: { checkIn: CheckIn | null; className?: string }) {
  if (!checkIn?.offline) return null;
  return (
    <span
      data-offline={checkIn.offline}
      className={cn(
        'rounded-md border border-border px-1.5 py-0.5 text-xs font-normal whitespace-nowrap text-foreground',
        className,
      )}
    >
      {checkIn.offline === 'tap' ? t.recordedOffline : t.recordedOfflineAtReceipt}
    </span>
  );
}

/**
 * Tapped by a phone nobody confirmed as the athlete's guardian (decision 059): whoever
 * tapped may not be the family. Said in words, not by colour alone.
 */
function UnconfirmedMark({ checkIn, className }: { checkIn: CheckIn | null; className?: string }) {
  if (!checkIn?.unconfirmed) return null;
  return (
    <span
      data-unconfirmed="true"
      className={cn(
        'inline-flex items-center gap-1 rounded-md border border-destructive/40 bg-destructive-soft px-1.5 py-0.5 text-xs font-semibold text-foreground',
        className,
      )}
    >
      <AlertIcon className="size-3.5 shrink-0" />
      {t.unconfirmedCheckIn}
    </span>
  );
}

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
