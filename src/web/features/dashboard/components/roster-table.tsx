/**
 * The roster table (docs/product.md#coach-dashboard): Athlete, Team/School, Status, Arrival Time,
 * Actions.
 *
 * A roster may hold 1,000 athletes, so the body is virtualised against the page scroll
 * (@tanstack/react-virtual): only the rows in and near the viewport are in the DOM, with
 * spacer rows standing in for the rest, aria-rowcount/aria-rowindex telling assistive
 * technology the whole size, and the row holding keyboard focus always kept. Rows are
 * memoised on (athlete, check-in, busy, index), so a live arrival re-renders one row.
 * The columns have fixed widths, so they do not shift as rows scroll in and out.
 *
 * The rows themselves are in roster-row.tsx.
 */
import { defaultRangeExtractor, type Range, useWindowVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, memo, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { messages } from '#shared/messages.ts';
import type { Athlete } from '#shared/schemas.ts';
import { useDocumentOffset } from '../hooks/use-document-offset.ts';
import type { RowAction } from '../hooks/use-row-actions.ts';
import type { CheckInIndex } from '../lib/roster.ts';
import { RosterRow } from './roster-row.tsx';

const t = messages.dashboard;

/** Rows drawn beyond the viewport, above and below. */
const OVERSCAN = 12;

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
