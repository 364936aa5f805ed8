/**
 * When an event's check-in opens and closes by itself (decisions 030 and 039): the rule lives
 * in `#shared/opening-rule.ts`, shared with the browser; this module keeps the server's name
 * for it.
 */
export {
  DEFAULT_EVENT_MINUTES,
  endOf,
  findHeldWaits,
  findOverlaps,
  heldOpen,
  type OpenEvent,
  type OpenedBy,
  type ScheduledEvent,
  startsSooner,
  windowOf,
} from '#shared/opening-rule.ts';
