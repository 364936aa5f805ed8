/**
 * Where the schedule runs (decision 030): before the requests that depend on which event is
 * active (throttled), and on a timer when the app runs its background jobs.
 */
import type { Scheduler } from './service.ts';

/**
 * The reads and writes that depend on which event is active: the parent's screen and taps,
 * and the season QR code's screen (decision 040).
 */
const CARES =
  /^\/api\/(check-in(\/all)?|parent\/events\/[^/?]+(\/screen)?|parent\/series\/[^/?]+\/screen)(\?|$)/;

/**
 * Runs the schedule before the requests that care (throttled), and on a timer when `timer`
 * is on (the app's background jobs; tests run it by hand with a fake clock).
 */
export function scheduleEvents(
  app: {
    addHook(name: 'onRequest', hook: (request: { url: string }) => Promise<void>): unknown;
    addHook(name: 'onClose', hook: () => Promise<void>): unknown;
  },
  scheduler: Scheduler,
  options: { timer: boolean },
) {
  app.addHook('onRequest', async (request) => {
    if (CARES.test(request.url)) await scheduler.ensure();
  });
  if (options.timer) {
    const stop = scheduler.start();
    app.addHook('onClose', () => stop());
  }
}
