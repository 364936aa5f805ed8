/**
 * What the confirmation reads from the tap: its answer, carried in the history entry
 * (use-parent-tap.ts writes it), and the arrival to show.
 */

/** What the tap's answer tells the confirmation page, carried in its history entry. */
export type ConfirmationState = { checkedInAt: string; alreadyCheckedIn: boolean };

/** The tap's answer from a history entry's state, or null (a reload, a link, anything else). */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  if (!state || typeof state !== 'object') return null;
  const { checkedInAt, alreadyCheckedIn } = state as Partial<ConfirmationState>;
  if (typeof checkedInAt !== 'string') return null;
  return { checkedInAt, alreadyCheckedIn: alreadyCheckedIn === true };
}

/**
 * The recorded arrival: from the tap's answer, else (linked and checked in, or a reload)
 * from the athlete's check-in at this event.
 */
export function arrivalOf(
  tapped: ConfirmationState | null,
  athlete: { checkIn: { timestamp: string } | null } | undefined,
): string | null {
  return tapped?.checkedInAt ?? athlete?.checkIn?.timestamp ?? null;
}
