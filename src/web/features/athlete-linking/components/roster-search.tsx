import { useEffect, useId, useState } from 'react';
import { ROSTER_SEARCH_MIN_CHARS } from '#shared/constants.ts';
import { messages } from '#shared/messages/public.ts';
import type { RosterMatch } from '#shared/schemas.ts';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { fullName } from '#web/lib/format.ts';
import { useDebouncedValue } from '#web/lib/hooks.ts';
import { useRosterSearch } from '../api/search-roster.ts';

const t = messages.parent;
const SEARCH_DEBOUNCE_MS = 250;

/** Search the event roster by name or team; each match is a button that links it. */
export function RosterSearch({
  eventId,
  onPick,
  isLinking,
  onError,
}: {
  eventId: string;
  onPick: (match: RosterMatch) => void;
  isLinking: boolean;
  /** Called with a failed search's error (the page sends an unverified device back). */
  onError?: (error: unknown) => void;
}) {
  const [term, setTerm] = useState('');
  const debounced = useDebouncedValue(term.trim(), SEARCH_DEBOUNCE_MS);
  const isLongEnough = debounced.length >= ROSTER_SEARCH_MIN_CHARS;
  const search = useRosterSearch(eventId, debounced);
  const inputId = useId();
  const hintId = useId();
  const matches = isLongEnough ? (search.data ?? []) : [];
  const isSearching = isLongEnough && search.isFetching;

  useEffect(() => {
    if (search.error) onError?.(search.error);
  }, [search.error, onError]);

  let status: string;
  if (!isLongEnough) status = t.searchHint;
  else if (search.isError) status = messages.common.genericError;
  else if (search.isPending) status = t.searching;
  else if (matches.length === 0) status = t.searchNoResults;
  else status = t.searchResultCount(matches.length);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-2">
        <Label htmlFor={inputId}>{t.searchLabel}</Label>
        <div className="relative">
          <Icon
            icon={glyphs.search}
            className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted-foreground"
            strokeWidth={2.5}
          />
          <Input
            id={inputId}
            type="search"
            name="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t.searchPlaceholder}
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            aria-describedby={hintId}
            className="h-14 pr-12 pl-12 text-lg"
          />
          {isSearching ? (
            <Spinner className="absolute top-1/2 right-4 -translate-y-1/2 text-muted-foreground" />
          ) : null}
        </div>
        <p id={hintId} role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
      {matches.length > 0 ? (
        <ul className="flex flex-col gap-2" aria-label={t.searchResultsLabel}>
          {matches.map((match) => (
            <li key={match.id}>
              <button
                type="button"
                onClick={() => onPick(match)}
                disabled={isLinking}
                className="flex min-h-16 w-full items-center gap-3 rounded-2xl border-2 border-border bg-card px-4 py-3 text-left transition-colors hover:border-primary hover:bg-secondary/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 dark:hover:border-volt"
              >
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-bold break-words">{fullName(match)}</span>
                  <span className="text-sm text-muted-foreground">
                    {t.athleteMeta(match.teamName, match.gradYear)}
                  </span>
                </span>
                <span className="shrink-0 rounded-full bg-primary px-3 py-1 text-sm font-bold text-primary-foreground">
                  {t.linkAction}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
