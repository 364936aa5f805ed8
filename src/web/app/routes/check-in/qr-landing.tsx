/**
 * The QR landing, /check-in?event=ID (an event's code) or ?series=ID (the season's one
 * code, decision 040). A returning parent's list usually opens before this renders at all
 * (features/parent-athletes/returning-parent.ts, decisions 029 and 054).
 */
import { EventLanding } from '#web/features/parent-athletes/components/event-landing.tsx';
import { useCheckInParams } from './check-in-params.ts';
import { SeriesLanding } from './series-landing.tsx';

export function QrLandingRoute() {
  const { eventId, seriesId } = useCheckInParams();
  if (seriesId && !eventId) return <SeriesLanding seriesId={seriesId} />;
  return <EventLanding eventId={eventId} />;
}
