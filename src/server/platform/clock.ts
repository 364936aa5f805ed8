/** The time source. Tests pass their own to move time forward (code expiry, cooldowns). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests can set and advance. */
export type ManualClock = Clock & { advance(ms: number): void };

export function manualClock(start = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
  };
}
