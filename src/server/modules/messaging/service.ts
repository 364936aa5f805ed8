/**
 * Guardian texts' public surface (decision 042): the durable outbox's writers, the
 * arrival-text hooks the check-in paths call, and the deliverer app.ts starts.
 */
export { ARRIVAL_INSERT_SQL, enqueueArrival, undoArrival } from './arrivals.ts';
export { createDeliverer } from './deliverer.ts';
export { enqueueMessages, type NewMessage, smsSegments } from './enqueue.ts';
// Who may receive a kind of text about a child (decision 058): the one rule, for callers
// that write a text's body themselves (pickup's departure and "pickup pending" texts).
export { textRecipients } from './recipients.ts';
// Names and event names made safe for a text (no link, number or carrier keyword), for
// every module that writes a text of its own (pickup's departure texts).
export { childLabel, cleanSupplied, cutSupplied } from './templates.ts';
export { TEXT_KINDS, type TextKind } from './text-kinds.ts';
