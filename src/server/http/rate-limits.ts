import type { Deps } from './types.ts';

/**
 * The strict per-address limit for routes a stranger can hammer (texting codes, checking
 * codes, sign-in links), on top of the per-phone and per-email caps kept in the database.
 */
export const strictLimit = (deps: Pick<Deps, 'config'>) => ({
  rateLimit: { max: deps.config.limits.authRequestsPerMinute, timeWindow: '1 minute' },
});
