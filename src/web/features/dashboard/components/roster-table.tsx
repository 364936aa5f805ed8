/**
 * The roster table (spec §2): Athlete, Team/School, Status, Arrival Time, Actions.
 *
 * A roster may hold 1,000 athletes, so the body is virtualised against the page scroll
 * (@tanstack/react-virtual): only the rows in and near the viewport are in the DOM, with
 * spacer rows standing in for the rest, aria-rowcount/aria-rowindex telling assistive
 * technology the whole size, and the row holding keyboard focus always kept. Rows are
 * memoised on (athlete, check-in, busy, index), so a live arrival re-renders one row.
 * The columns have fixed widths, so they do not shift as rows scroll in and out.
 *
 * On a phone the Team/School, Status and Arrival Time columns fold into the Athlete cell
 * (a card-like row: name, team, status and time, then the action), so the table keeps
 * its semantics without scrolling sideways.
 */
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import {
  type FocusEvent,
  memo,
  type RefObject,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
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
/** Rows drawn beyond the viewport, above and below. */
const OVERSCAN = 12;

export type RowAction = (athlete: Athlete, rowIndex: number) => void;

/** Memoised: a keystroke in the search re-renders the page, not the table (until the
 * deferred filter result arrives). */
export const RosterTable = memo(function RosterTable({
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
  const scrollMargin = useDocumentOffset(body);
  const focusedIndex = useRef<number | null>(null);

  // Keep the focused row drawn even when it scrolls far away, so focus is never lost.
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    if (focused === null || focused >= range.count || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: athletes.length,
    estimateSize: () => (window.innerWidth < 640 ? 96 : 62),
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => athletes[index]?.id ?? index,
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();

  // Checking someone in under "Not Yet Checked In" removes their row, and the focused
  // button with it: keep keyboard users in place, on the row that took its position.
  useLayoutEffect(() => {
    const index = focusAfterChange.current;
    const tbody = body.current;
    if (index === null || !tbody || athletes.length === 0) return;
    if (tbody.contains(document.activeElement)) return;
    focusAfterChange.current = null;
    const target = Math.min(index, athletes.length - 1);
    tbody.querySelector<HTMLButtonElement>(`tr[data-index="${target}"] button`)?.focus();
  }, [athletes, focusAfterChange]);

  const onFocus = (event: FocusEvent<HTMLTableSectionElement>) => {
    const row = (event.target as HTMLElement).closest('tr');
    focusedIndex.current = row?.dataset.index ? Number(row.dataset.index) : null;
  };
  const onBlur = (event: FocusEvent<HTMLTableSectionElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      focusedIndex.current = null;
    }
  };

  // Spacers stand in for the rows not drawn: before, between (around a kept focused row)
  // and after the drawn ones.
  const rows = [];
  let drawnTo = 0;
  for (const item of items) {
    const athlete = athletes[item.index];
    if (!athlete) continue;
    const start = item.start - scrollMargin;
    if (start > drawnTo) rows.push(<Spacer key={`gap-${item.index}`} height={start - drawnTo} />);
    rows.push(
      <RosterRow
        key={athlete.id}
        index={item.index}
        measureRef={virtualizer.measureElement}
        athlete={athlete}
        checkIn={checkIns.get(athlete.id) ?? null}
        isBusy={busy.has(athlete.id)}
        onCheckIn={onCheckIn}
        onUndo={onUndo}
      />,
    );
    drawnTo = item.end - scrollMargin;
  }
  const rest = virtualizer.getTotalSize() - drawnTo;
  if (items.length > 0 && rest > 0) rows.push(<Spacer key="gap-end" height={rest} />);

  return (
    <table
      aria-rowcount={athletes.length + 1}
      className="w-full table-fixed border-separate border-spacing-0 text-left text-sm sm:text-base"
    >
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs font-bold tracking-wide text-muted-foreground uppercase">
        <tr aria-rowindex={1}>
          <th scope="col" className="border-b border-border px-3 py-3 sm:px-5">
            {t.colAthlete}
          </th>
          <th scope="col" className="hidden w-[22%] border-b border-border px-3 py-3 md:table-cell">
            {t.colTeam}
          </th>
          <th scope="col" className="hidden w-40 border-b border-border px-3 py-3 sm:table-cell">
            {t.colStatus}
          </th>
          <th scope="col" className="hidden w-44 border-b border-border px-3 py-3 md:table-cell">
            {t.colArrival}
          </th>
          <th
            scope="col"
            className="w-32 border-b border-border px-3 py-3 text-right sm:w-36 sm:px-5"
          >
            {t.colActions}
          </th>
        </tr>
      </thead>
      <tbody ref={body} onFocus={onFocus} onBlur={onBlur}>
        {rows}
      </tbody>
    </table>
  );
});

/**
 * A row standing in for rows not drawn. One cell, no colspan: the visible column count
 * changes with the screen width, and a wider span would add phantom columns to the
 * fixed-width layout.
 */
function Spacer({ height }: { height: number }) {
  return (
    // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row; nothing in it takes focus
    <tr aria-hidden="true">
      <td style={{ height, padding: 0, border: 0 }} />
    </tr>
  );
}

/** The element's distance from the top of the document, kept current as the page changes. */
function useDocumentOffset(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const element = ref.current;
      if (!element) return;
      const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
      setOffset((current) => (current === top ? current : top));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

const RosterRow = memo(function RosterRow({
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
  const arrival = checkIn ? formatClockTime(checkIn.timestamp) : null;
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
            {arrival}
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
