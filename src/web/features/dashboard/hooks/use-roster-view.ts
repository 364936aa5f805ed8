import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import type { Athlete } from '#shared/schemas.ts';
import {
  type CheckInIndex,
  filterRoster,
  nextFilter,
  type StatusFilter,
  toSearchable,
} from '../lib/roster.ts';

/**
 * The roster's status filter and name search, and the athletes they leave. Typing and
 * clicking answer at once; the 1,000-row table follows when React has time
 * (`useDeferredValue`), and `isCatchingUp` says it has not yet.
 */
export function useRosterView(roster: readonly Athlete[] | undefined, index: CheckInIndex) {
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const deferredFilter = useDeferredValue(filter);

  const searchable = useMemo(() => toSearchable(roster ?? []), [roster]);
  const visible = useMemo(
    () => filterRoster(searchable, index, deferredFilter, deferredQuery),
    [searchable, index, deferredFilter, deferredQuery],
  );
  /** A stat card: pressing the active one shows everyone again. */
  const toggleFilter = useCallback((clicked: StatusFilter) => {
    setFilter((current) => nextFilter(current, clicked));
  }, []);

  return {
    filter,
    setFilter,
    toggleFilter,
    query,
    setQuery,
    visible,
    isCatchingUp: deferredQuery !== query || deferredFilter !== filter,
  };
}
