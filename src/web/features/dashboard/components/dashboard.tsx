/**
 * The coach dashboard's body (spec §2 Coach dashboard, issue 5): the event chooser, the
 * live indicator, the late-arrivals banner, the stat cards that filter the roster, the
 * arrivals chart and the roster table with manual Check In and Undo. The page frame
 * (header, sign-in guard) is the route's.
 *
 * Check-ins stay current from the event's live stream; while the stream is down the
 * list is polled every 5 s, as the spec's dashboard always did.
 */
import {
  type ReactNode,
  useCallback,
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Link, useLocation } from 'wouter';
import { DASHBOARD_POLL_MS } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import type { Athlete, TapInEvent } from '../../../../shared/schemas.ts';
import { PageLinks } from '../../../components/page-links.tsx';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { SearchIcon } from '../../../components/ui/icons.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { useDocumentTitle } from '../../../lib/hooks.ts';
import { paths } from '../../../lib/paths.ts';
import { useCheckInAthleteManually } from '../api/check-in-athlete.ts';
import { useCheckIns } from '../api/get-check-ins.ts';
import { useEventRoster } from '../api/get-event-roster.ts';
import { useEvents } from '../api/get-events.ts';
import { useLiveCheckIns } from '../api/live-check-ins.ts';
import { useUndoCheckIn } from '../api/undo-check-in.ts';
import { pickEventId } from '../lib/events.ts';
import { DASHBOARD_STROKE } from '../lib/icon-stroke.ts';
import {
  arrivalBins,
  filterRoster,
  indexCheckIns,
  nextFilter,
  rosterStats,
  type StatusFilter,
  toSearchable,
} from '../lib/roster.ts';
import { ArrivalsChart } from './arrivals-chart.tsx';
import { AttendanceBanner } from './attendance-banner.tsx';
import { DashboardClock } from './dashboard-clock.tsx';
import { EventPicker } from './event-picker.tsx';
import { LiveIndicator } from './live-indicator.tsx';
import { RosterTable, RosterTableSkeleton, type RowAction } from './roster-table.tsx';
import { StatCards } from './stat-cards.tsx';
import { useArrivalAnnouncer } from './use-arrival-announcer.ts';

const t = messages.dashboard;

export function Dashboard({
  requestedEventId,
  onSelectEvent,
  eventExtras,
}: {
  /** The `event` of the address, if any. */
  requestedEventId: string | null;
  onSelectEvent: (eventId: string) => void;
  /** More of the chosen event, below the roster (the route composes other features here). */
  eventExtras?: (event: TapInEvent) => ReactNode;
}) {
  useDocumentTitle(t.title);
  const events = useEvents();
  useRedirectWhenSignedOut(events.error);
  const eventId = events.data ? pickEventId(events.data, requestedEventId) : null;
  const event = events.data?.find((item) => item.id === eventId) ?? null;

  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-5 px-4 py-6 sm:gap-6 sm:px-6 sm:py-8">
      <DashboardHeader />
      {events.isPending ? (
        <LoadingBlock />
      ) : events.isError ? (
        <ErrorBlock text={t.failedToFetchEvents} onRetry={() => void events.refetch()} />
      ) : !event ? (
        <NoEvents />
      ) : (
        <>
          <EventDashboard event={event} events={events.data} onSelectEvent={onSelectEvent} />
          {eventExtras?.(event)}
        </>
      )}
    </div>
  );
}

function DashboardHeader() {
  return (
    <header className="flex flex-col gap-4">
      <div className="flex items-start justify-between gap-4">
        <div className="flex min-w-0 flex-col gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.intro}</p>
        </div>
        <DashboardClock />
      </div>
      <PageLinks
        label={t.navLabel}
        links={[
          { href: paths.coach.tools.to(), text: t.toolsLink },
          { href: paths.home.to(), text: t.homeLink },
          { href: paths.coach.login.to(), text: t.loginLink },
        ]}
      />
    </header>
  );
}

function EventDashboard({
  event,
  events,
  onSelectEvent,
}: {
  event: TapInEvent;
  events: readonly TapInEvent[];
  onSelectEvent: (eventId: string) => void;
}) {
  const eventId = event.id;
  const roster = useEventRoster(eventId);
  const { announcement, announce } = useArrivalAnnouncer(roster.data);
  const liveStatus = useLiveCheckIns(eventId, announce);
  const checkIns = useCheckIns(eventId, {
    pollMs: liveStatus === 'live' ? false : DASHBOARD_POLL_MS,
  });
  useRedirectWhenSignedOut(roster.error ?? checkIns.error);

  const [filter, setFilter] = useState<StatusFilter>('all');
  const [query, setQuery] = useState('');
  // Typing and clicking answer at once; the 1,000-row table follows when React has time.
  const deferredQuery = useDeferredValue(query);
  const deferredFilter = useDeferredValue(filter);
  const isCatchingUp = deferredQuery !== query || deferredFilter !== filter;

  const index = useMemo(() => indexCheckIns(checkIns.data), [checkIns.data]);
  const searchable = useMemo(() => toSearchable(roster.data ?? []), [roster.data]);
  const stats = useMemo(
    () => (roster.data && checkIns.data ? rosterStats(roster.data, index) : null),
    [roster.data, checkIns.data, index],
  );
  const visible = useMemo(
    () => filterRoster(searchable, index, deferredFilter, deferredQuery),
    [searchable, index, deferredFilter, deferredQuery],
  );
  const chart = useMemo(() => {
    if (!roster.data || !checkIns.data) return null;
    const onRoster = new Set(roster.data.map((athlete) => athlete.id));
    return arrivalBins(
      checkIns.data.filter((checkIn) => onRoster.has(checkIn.athleteId)),
      event.date,
    );
  }, [roster.data, checkIns.data, event.date]);

  const { busy, onCheckIn, onUndo, focusAfterChange } = useRowActions(eventId);
  const onFilter = useCallback((clicked: StatusFilter) => {
    setFilter((current) => nextFilter(current, clicked));
  }, []);

  const isLoaded = Boolean(roster.data && checkIns.data);
  const total = roster.data?.length ?? 0;
  const filterLabel =
    filter === 'checked-in'
      ? t.filterCheckedIn
      : filter === 'not-checked-in'
        ? t.filterNotCheckedIn
        : t.filterAll;
  const showing = t.showing(visible.length, total);
  const searchId = useId();
  const rosterHeadingId = useId();

  return (
    <>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <EventPicker events={events} value={eventId} onChange={onSelectEvent} />
        <LiveIndicator status={liveStatus} />
      </div>

      {roster.isError ? (
        <ErrorBlock text={t.failedToFetchRoster} onRetry={() => void roster.refetch()} />
      ) : checkIns.isError && !checkIns.data ? (
        <ErrorBlock text={t.failedToFetchCheckIns} onRetry={() => void checkIns.refetch()} />
      ) : null}

      {stats ? (
        <AttendanceBanner
          eventStart={event.date}
          notCheckedIn={stats.notCheckedIn}
          isShowingMissing={filter === 'not-checked-in'}
          onShowMissing={() => setFilter('not-checked-in')}
        />
      ) : null}

      <StatCards stats={stats} filter={filter} onFilter={onFilter} />

      {isLoaded ? <ArrivalsChart chart={chart} /> : null}

      <section
        aria-labelledby={rosterHeadingId}
        className="rounded-2xl border border-border bg-card shadow-sm"
      >
        <div className="flex flex-col gap-3 p-4 sm:p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
            <h2 id={rosterHeadingId} className="text-lg font-bold tracking-tight">
              {t.rosterHeading}
            </h2>
            <p aria-live="polite" className="text-sm text-muted-foreground">
              {isLoaded ? showing : null}
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
            <div className="relative flex-1">
              <Label htmlFor={searchId} className="sr-only">
                {t.searchLabel}
              </Label>
              <SearchIcon
                strokeWidth={DASHBOARD_STROKE}
                className="pointer-events-none absolute top-1/2 left-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                id={searchId}
                type="search"
                value={query}
                onChange={(change) => setQuery(change.target.value)}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                spellCheck={false}
                className="pl-11"
              />
            </div>
            {filter === 'all' ? null : (
              <p className="flex items-center gap-2 text-sm">
                <span className="rounded-full bg-secondary px-3 py-1.5 font-semibold text-secondary-foreground">
                  {filterLabel}
                </span>
                <Button variant="link" size="sm" onClick={() => setFilter('all')}>
                  {t.showAll}
                </Button>
              </p>
            )}
          </div>
        </div>
        {!isLoaded ? (
          roster.isError || checkIns.isError ? null : (
            <RosterTableSkeleton />
          )
        ) : total === 0 ? (
          <p className="border-t border-border px-5 py-8 text-center text-muted-foreground">
            {t.emptyRoster}
          </p>
        ) : (
          <div className={cn('transition-opacity', isCatchingUp && 'opacity-60')}>
            <RosterTable
              athletes={visible}
              checkIns={index}
              busy={busy}
              caption={`${t.rosterHeading}: ${filterLabel}. ${showing}`}
              onCheckIn={onCheckIn}
              onUndo={onUndo}
              focusAfterChange={focusAfterChange}
            />
            {visible.length === 0 ? (
              <p className="px-5 py-8 text-center text-muted-foreground">{t.noMatches}</p>
            ) : null}
          </div>
        )}
      </section>

      <div aria-live="polite" aria-atomic="true" className="sr-only">
        {announcement}
      </div>
    </>
  );
}

/** Manual Check In and Undo for the rows, with the spec's failure toasts (spec §8). */
function useRowActions(eventId: string) {
  const [, navigate] = useLocation();
  const checkIn = useCheckInAthleteManually();
  const undo = useUndoCheckIn();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const focusAfterChange = useRef<number | null>(null);
  const actions = useRef({ checkIn: checkIn.mutateAsync, undo: undo.mutateAsync, navigate });
  actions.current = { checkIn: checkIn.mutateAsync, undo: undo.mutateAsync, navigate };

  const run = useCallback(
    async (athlete: Athlete, rowIndex: number, kind: 'checkIn' | 'undo') => {
      setBusy((current) => new Set(current).add(athlete.id));
      focusAfterChange.current = rowIndex;
      try {
        await actions.current[kind]({ athleteId: athlete.id, eventId });
      } catch (error) {
        focusAfterChange.current = null;
        if (isApiError(error, 401)) {
          actions.current.navigate(paths.coach.login.to());
          return;
        }
        toast({
          title: t.errorTitle,
          description: kind === 'checkIn' ? t.checkInFailed : t.undoFailed,
          variant: 'destructive',
        });
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(athlete.id);
          return next;
        });
      }
    },
    [eventId],
  );

  const onCheckIn = useCallback<RowAction>(
    (athlete, rowIndex) => void run(athlete, rowIndex, 'checkIn'),
    [run],
  );
  const onUndo = useCallback<RowAction>(
    (athlete, rowIndex) => void run(athlete, rowIndex, 'undo'),
    [run],
  );
  return { busy, onCheckIn, onUndo, focusAfterChange };
}

/** A session that ended (401) sends the coach to sign in again. */
function useRedirectWhenSignedOut(error: unknown) {
  const [, navigate] = useLocation();
  const isSignedOut = isApiError(error, 401);
  useEffect(() => {
    if (isSignedOut) navigate(paths.coach.login.to(), { replace: true });
  }, [isSignedOut, navigate]);
}

function NoEvents() {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border px-6 py-14 text-center">
      <h2 className="text-2xl font-bold tracking-tight">{t.noEventsTitle}</h2>
      <p className="text-muted-foreground">{t.noEventsText}</p>
      <Link href={paths.coach.tools.to()} className={buttonVariants()}>
        {t.toolsLink}
      </Link>
    </div>
  );
}

function ErrorBlock({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-destructive/40 bg-destructive-soft px-6 py-8 text-center">
      <p role="alert" className="font-semibold">
        {text}
      </p>
      <Button variant="outline" onClick={onRetry}>
        {messages.common.tryAgain}
      </Button>
    </div>
  );
}

function LoadingBlock() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-5">
      <div className="h-12 w-full animate-pulse rounded-xl bg-muted sm:w-1/2" />
      <div className="grid grid-cols-3 gap-2 sm:gap-4">
        {[0, 1, 2].map((card) => (
          <div key={card} className="h-28 animate-pulse rounded-2xl bg-muted sm:h-32" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-2xl bg-muted" />
    </div>
  );
}
