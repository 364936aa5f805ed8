import { useId } from 'react';
import { messages } from '#shared/messages.ts';
import { Button } from '#web/components/ui/button.tsx';
import { PanelEmpty } from '#web/components/ui/panel-state.tsx';
import { UsersIcon } from '#web/components/ui/staff-icons.tsx';
import { cn } from '#web/lib/cn.ts';
import type { useRosterView } from '../hooks/use-roster-view.ts';
import type { useRowActions } from '../hooks/use-row-actions.ts';
import type { CheckInIndex, StatusFilter } from '../lib/roster.ts';
import { RosterSearch } from './roster-search.tsx';
import { RosterTable } from './roster-table.tsx';
import { RosterTableSkeleton } from './roster-table-skeleton.tsx';

const t = messages.dashboard;

const filterLabels: Record<StatusFilter, string> = {
  all: t.filterAll,
  'checked-in': t.filterCheckedIn,
  'not-checked-in': t.filterNotCheckedIn,
};

/** The roster card: heading and count, name search, the active filter, and the table. */
export function RosterSection({
  view,
  total,
  isLoaded,
  hasError,
  checkIns,
  actions,
}: {
  view: ReturnType<typeof useRosterView>;
  total: number;
  isLoaded: boolean;
  /** A list failed to load (the error is shown above): no skeleton. */
  hasError: boolean;
  checkIns: CheckInIndex;
  actions: ReturnType<typeof useRowActions>;
}) {
  const headingId = useId();
  const filterLabel = filterLabels[view.filter];
  const showing = t.showing(view.visible.length, total);

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-border bg-card shadow-sm"
    >
      <div className="flex flex-col gap-3 p-4 sm:p-5">
        <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <h2 id={headingId} className="text-lg font-bold tracking-tight">
            {t.rosterHeading}
          </h2>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {isLoaded ? showing : null}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <RosterSearch value={view.query} onChange={view.setQuery} />
          {view.filter === 'all' ? null : (
            <p className="flex items-center gap-2 text-sm">
              <span className="rounded-full bg-secondary px-3 py-1.5 font-semibold text-secondary-foreground">
                {filterLabel}
              </span>
              <Button variant="link" size="sm" onClick={() => view.setFilter('all')}>
                {t.showAll}
              </Button>
            </p>
          )}
        </div>
      </div>
      {!isLoaded ? (
        hasError ? null : (
          <RosterTableSkeleton />
        )
      ) : total === 0 ? (
        <div className="border-t border-border">
          <PanelEmpty icon={<UsersIcon />} title={t.emptyRoster} />
        </div>
      ) : (
        <div className={cn('transition-opacity', view.isCatchingUp && 'opacity-60')}>
          <RosterTable
            athletes={view.visible}
            checkIns={checkIns}
            busy={actions.busy}
            caption={`${t.rosterHeading}: ${filterLabel}. ${showing}`}
            onCheckIn={actions.onCheckIn}
            onUndo={actions.onUndo}
            focusAfterChange={actions.focusAfterChange}
          />
          {view.visible.length === 0 ? (
            <p className="px-5 py-8 text-center text-muted-foreground">{t.noMatches}</p>
          ) : null}
        </div>
      )}
    </section>
  );
}
