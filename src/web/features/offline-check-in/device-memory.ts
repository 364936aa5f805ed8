/**
 * What this phone remembers of its own check-in screen, so the page can open with no
 * signal (decision 022): the verified phone number, its athletes as last seen
 * and the events it scanned. In this browser's localStorage only, never in a shared
 * cache; "Use a different phone number" forgets it.
 */
import type { ParentAthlete, PublicEvent } from '#shared/schemas.ts';

const KEY = 'tapin.parent';
const MAX_EVENTS = 5;

export interface DeviceMemory {
  phoneNumber: string;
  /** The athletes as last seen, and the event whose check-ins they carry. */
  athletes: ParentAthlete[];
  athletesEventId: string | null;
  events: PublicEvent[];
}

export function readMemory(): DeviceMemory | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as DeviceMemory;
    return typeof parsed?.phoneNumber === 'string' && Array.isArray(parsed.athletes)
      ? parsed
      : null;
  } catch {
    return null;
  }
}

function write(memory: DeviceMemory): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(memory));
  } catch {
    // Storage full or blocked: the page works online all the same.
  }
}

export function rememberEvent(event: PublicEvent): void {
  const memory = readMemory();
  if (!memory) return;
  const events = [event, ...memory.events.filter((e) => e.id !== event.id)].slice(0, MAX_EVENTS);
  write({ ...memory, events });
}

export function rememberAthletes(phoneNumber: string, eventId: string, athletes: ParentAthlete[]) {
  const memory = readMemory();
  const sameDevice = memory?.phoneNumber === phoneNumber ? memory : null;
  write({
    phoneNumber,
    athletes,
    athletesEventId: eventId,
    events: sameDevice?.events ?? [],
  });
}

/** The athletes last seen on this phone, with check-ins only if they were of this event. */
export function rememberedAthletes(eventId: string, phoneNumber: string): ParentAthlete[] | null {
  const memory = readMemory();
  if (!memory || memory.phoneNumber !== phoneNumber) return null;
  return memory.athletesEventId === eventId
    ? memory.athletes
    : memory.athletes.map((athlete) => ({ ...athlete, checkIn: null }));
}

export function rememberedEvent(eventId: string): PublicEvent | null {
  return readMemory()?.events.find((event) => event.id === eventId) ?? null;
}

export function forgetDevice(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
