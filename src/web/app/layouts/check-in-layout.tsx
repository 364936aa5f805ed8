import { type ReactNode, useMemo } from 'react';
import { formatWeekdayDate } from '#shared/i18n/datetime.ts';
import { messages } from '#shared/messages/public.ts';
import { Logo } from '#web/components/brand/logo.tsx';
import { isNoSuchEvent, usePublicEvent } from '#web/features/events/api/get-public-event.ts';
import { LanguageSwitch } from '#web/features/language/language-switch.tsx';
import { rememberedEvent } from '#web/features/offline-check-in/device-memory.ts';
import { useDocumentTitle } from '#web/lib/hooks.ts';

/**
 * The parent check-in screens: a brand band carrying the logo and the event, and the
 * step's card overlapping it. Sized for a phone held in one hand.
 */
export function CheckInLayout({
  eventId,
  children,
}: {
  eventId?: string | null;
  children: ReactNode;
}) {
  const event = usePublicEvent(eventId ?? null);
  // A QR code for an event that does not exist (or a mangled link): nothing here can work.
  const isUnknownEvent = Boolean(eventId) && isNoSuchEvent(event.error);
  return (
    <div className="min-h-dvh bg-background">
      <header className="bg-brand-gradient px-4 pt-5 pb-24 text-white">
        <div className="mx-auto flex max-w-md flex-col gap-5">
          <div className="flex items-center justify-between gap-3">
            <Logo inverted />
            <LanguageSwitch className="border border-white/50 text-white hover:bg-white/15 focus-visible:ring-white focus-visible:ring-offset-navy" />
          </div>
          {eventId ? <EventHeading eventId={eventId} /> : null}
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="relative mx-auto -mt-16 max-w-md px-4 pb-12 outline-none"
      >
        <div className="rounded-3xl border border-border bg-card p-5 text-card-foreground shadow-xl shadow-navy/10 sm:p-7">
          {isUnknownEvent ? <UnknownEvent /> : children}
        </div>
      </main>
    </div>
  );
}

function UnknownEvent() {
  useDocumentTitle(messages.parent.eventNotFound);
  return (
    <div className="flex flex-col gap-2 py-2 text-center">
      <h1 className="text-2xl font-extrabold tracking-tight">{messages.parent.eventNotFound}</h1>
      <p className="text-muted-foreground">{messages.parent.noEventText}</p>
    </div>
  );
}

/**
 * The event the parent is checking in to. With no signal (the request failed, or waits for
 * a network), the event as this phone last saw it (decision 022): a page reopened in a gym
 * with no signal still says where the parent is.
 */
function EventHeading({ eventId }: { eventId: string }) {
  const event = usePublicEvent(eventId);
  const remembered = useMemo(() => rememberedEvent(eventId), [eventId]);
  const isWaiting = event.isPending && event.fetchStatus === 'fetching';
  const shown = event.data ?? (isWaiting ? null : remembered);
  if (!shown && isWaiting) {
    return <div className="h-12 w-2/3 animate-pulse rounded-lg bg-white/15" aria-hidden="true" />;
  }
  if (!shown) return null;
  const { name, locationName, date } = shown;
  return (
    <div className="min-h-12">
      <p className="text-xs font-bold tracking-[0.18em] text-volt uppercase">
        {messages.parent.eventLabel}
      </p>
      <p className="mt-1 text-lg leading-snug font-bold break-words">{name}</p>
      <p className="text-sm text-white/80">
        {[locationName, formatWeekdayDate(date)].filter(Boolean).join(' · ')}
      </p>
    </div>
  );
}
