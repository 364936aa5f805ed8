/**
 * What the rest of the server sees of the outbox's deliverer (decision 042): its
 * implementation lives with the messages (modules/messaging/deliverer.ts).
 */
export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
  skipped: number;
  cancelled: number;
}

export interface Deliverer {
  /** Sends everything due now, batch after batch, then returns (tests call it). */
  runOnce(): Promise<DeliveryReport>;
  /** Something was just enqueued: look now rather than at the next poll. */
  wake(): void;
  /** Polls every second (the server does; tests that want control do not). */
  start(): void;
  /** Stops polling and waits for the sends in flight to be recorded. */
  stop(): Promise<void>;
}
