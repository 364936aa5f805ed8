import { useCallback, useEffect, useRef, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { Athlete, LiveMessage } from '#shared/schemas.ts';
import { fullName } from '#web/lib/format.ts';

const t = messages.dashboard;
/** Arrivals this close together are announced in one sentence. */
const GATHER_MS = 1200;

/**
 * What a screen reader hears about live changes (a polite live region): "Jordan Smith
 * checked in", or "3 athletes checked in: …" for a rush, and undos made elsewhere.
 */
export function useArrivalAnnouncer(roster: readonly Athlete[] | undefined) {
  const [announcement, setAnnouncement] = useState('');
  const byId = useRef(new Map<string, Athlete>());
  const gathered = useRef<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    byId.current = new Map((roster ?? []).map((athlete) => [athlete.id, athlete]));
  }, [roster]);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const announce = useCallback((message: LiveMessage) => {
    const athlete = byId.current.get(message.athleteId);
    if (!athlete) return;
    const name = fullName(athlete);
    if (message.type === 'undo') {
      setAnnouncement(t.undoneAnnouncement(name));
      return;
    }
    gathered.current.push(name);
    timer.current ??= setTimeout(() => {
      timer.current = null;
      setAnnouncement(t.arrivedAnnouncement(gathered.current));
      gathered.current = [];
    }, GATHER_MS);
  }, []);

  return { announcement, announce };
}
