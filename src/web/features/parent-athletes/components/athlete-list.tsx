/**
 * The athletes linked to this phone at an event, one tap on a card checking that athlete
 * in (and "Check in all" for several): the list, or while it comes a skeleton, or the
 * event's closed state, a failed load, or the way to link a first athlete.
 */
import { useLocation } from 'wouter';
import { messages } from '#shared/messages/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { glyphs, Icon } from '#web/components/ui/icon.tsx';
import { paths } from '#web/lib/paths.ts';
import { listView } from '../lib/parent-tap.ts';
import type { AthleteListData } from '../use-athlete-list.ts';
import type { ParentTap } from '../use-parent-tap.ts';
import { AthleteCard, AthleteCardSkeleton } from './athlete-card.tsx';
import { CheckInAll } from './check-in-all.tsx';

const t = messages.parent;

export function AthleteList({
  eventId,
  phone,
  list,
  tap,
}: {
  eventId: string;
  phone: string;
  list: AthleteListData;
  tap: ParentTap;
}) {
  const [, navigate] = useLocation();
  const linkTo = paths.checkIn.link.to({ event: eventId, phone });
  const athletes = list.athletes;
  const view = listView({ ...list, count: athletes.length });

  if (view === 'closed') return <EventClosed list={list} />;
  if (view === 'loading') {
    return (
      <div className="flex flex-col gap-3" role="status" aria-label={messages.common.loading}>
        <AthleteCardSkeleton />
        <AthleteCardSkeleton />
      </div>
    );
  }
  if (view === 'failed') {
    return (
      <div className="flex flex-col items-center gap-4 py-4 text-center">
        <p role="alert" className="font-semibold text-destructive">
          {t.failedToFetchAthletes}
        </p>
        <Button variant="outline" onClick={list.refetch}>
          {messages.common.tryAgain}
        </Button>
      </div>
    );
  }
  if (view === 'empty') {
    return (
      <div className="flex flex-col items-center gap-5 py-2 text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-secondary text-3xl"
        >
          <PersonPlusIcon />
        </span>
        <p className="text-lg font-semibold">{t.noAthletes}</p>
        <Button size="lg" className="w-full" onClick={() => navigate(linkTo)}>
          {t.linkYourAthlete}
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-5">
      {athletes.length > 1 ? (
        <CheckInAll
          athletes={athletes}
          eventId={eventId}
          phone={phone}
          isDisabled={tap.busyAthleteId !== null}
          onBusyChange={tap.setCheckingInAll}
          onError={tap.onError}
          onOffline={tap.queue}
        />
      ) : null}
      <ul className="flex flex-col gap-3">
        {athletes.map((athlete) => (
          <li key={athlete.id}>
            <AthleteCard
              athlete={athlete}
              waitingSince={tap.waitingSince(athlete.id)}
              onSelect={(selected) => void tap.tap(selected)}
              isBusy={tap.busyAthleteId === athlete.id}
              isDisabled={tap.busyAthleteId !== null || tap.isCheckingInAll}
            />
          </li>
        ))}
      </ul>
      <Button variant="outline" size="lg" onClick={() => navigate(linkTo)}>
        <PlusIcon />
        {t.addAnotherAthlete}
      </Button>
    </div>
  );
}

/** The event is not open: say so, offer the season's next practice, and asking again. */
function EventClosed({ list }: { list: AthleteListData }) {
  const [, navigate] = useLocation();
  const event = list.event;
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <p className="w-full rounded-xl border border-destructive/40 bg-destructive-soft px-4 py-3 text-sm font-semibold">
        {t.eventClosed}
      </p>
      {event.data?.seriesId ? (
        // An occurrence of a series: on to the practice open now, or when the next opens.
        <Button
          onClick={() => navigate(paths.checkIn.start.to({ series: event.data?.seriesId ?? '' }))}
        >
          {t.seasonSeeNext}
        </Button>
      ) : null}
      <Button variant="outline" onClick={() => void event.refetch()} disabled={event.isFetching}>
        {messages.common.tryAgain}
      </Button>
    </div>
  );
}

function PlusIcon() {
  return <Icon icon={glyphs.plus} strokeWidth={2.5} />;
}

function PersonPlusIcon() {
  return <Icon icon={glyphs.userPlus} className="size-8 text-secondary-foreground" />;
}
