import { normalizeIP } from '@fastify/rate-limit';
import type { Clock } from '../platform/clock.ts';
import type { Deps } from './types.ts';

/**
 * The client network a per-address budget counts against: an IPv4 address, or the /64 of
 * an IPv6 one (a household or phone gets a whole /64: counting single IPv6 addresses
 * would give an attacker billions). The same rule as the request limits'.
 */
export const clientNetwork = (ip: string) => normalizeIP(ip, 64);

/**
 * The per-address request limit for routes a stranger can hammer (texting codes, checking
 * codes, sign-in links). Like the general limit it is kept in this process's memory: with
 * N instances an address gets N times as many requests. What costs money or guards an
 * account (texts, emails, code tries) is capped in the database (decision 017).
 */
export const strictLimit = (deps: Pick<Deps, 'config'>) => ({
  rateLimit: { max: deps.config.limits.authRequestsPerMinute, timeWindow: '1 minute' },
});

type Counted = { current: number; ttl: number };
type Window = { count: number; startMs: number };

/** Addresses tracked per route at most (like the plugin's own store): memory stays bounded. */
const MAX_TRACKED = 10_000;

/**
 * A fixed-window store for @fastify/rate-limit that reads the app's clock, so the limits
 * follow the same time as everything else (tests move it with `clock.advance`).
 */
export function clockedRateLimitStore(clock: Clock) {
  return class ClockedStore {
    readonly windows = new Map<string, Window>();

    incr(
      key: string,
      callback: (error: Error | null, result: Counted) => void,
      timeWindow: number,
    ) {
      const nowMs = clock.now().getTime();
      let window = this.windows.get(key);
      if (!window || window.startMs + timeWindow <= nowMs) {
        if (!window && this.windows.size >= MAX_TRACKED) this.prune(nowMs, timeWindow);
        window = { count: 0, startMs: nowMs };
        this.windows.set(key, window);
      }
      window.count += 1;
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
    }

    read(
      key: string,
      callback: (error: Error | null, result: Counted) => void,
      timeWindow: number,
    ) {
      const nowMs = clock.now().getTime();
      const window = this.windows.get(key);
      if (!window || window.startMs + timeWindow <= nowMs) {
        callback(null, { current: 0, ttl: 0 });
        return;
      }
      callback(null, { current: window.count, ttl: window.startMs + timeWindow - nowMs });
    }

    /** Every route with its own limit counts on its own. */
    child() {
      return new ClockedStore();
    }

    /** Drops windows that ended, then the oldest ones if that was not enough. */
    prune(nowMs: number, timeWindow: number) {
      for (const [key, window] of this.windows) {
        if (window.startMs + timeWindow <= nowMs) this.windows.delete(key);
      }
      for (const key of this.windows.keys()) {
        if (this.windows.size < MAX_TRACKED) break;
        this.windows.delete(key);
      }
    }
  };
}
