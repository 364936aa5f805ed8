/**
 * The pickup codes a parent sees on the confirmation and the athlete list (issue 26): in the
 * parent bundle, as `pickupParent` (public.ts); the rest of `pickupParent` is loaded with the
 * "Who may pick up" screen (pickup-parent.ts).
 */
export const pickupCodes = {
  codeTitle: 'Pickup code',
  codeFor: (name: string) => `Pickup code for ${name}`,
  codeHelp: 'Show this code (or its QR) to the coach when you collect your child.',
  codeQrLabel: (name: string, code: string) => `QR code of ${name}'s pickup code ${code}`,
  codesLoading: 'Loading pickup codes…',
  codesFailed: 'Could not load the pickup codes. Open this page again to see them.',
  releasedAt: (name: string, time: string) => `${name} was picked up at ${time}.`,
  trustedLink: 'Who may pick up',
  /** A child checked in by a phone nobody confirmed as their guardian (decision 059). */
  awaitingConfirmation: (name: string) =>
    `${name}: ask the coach to confirm this phone as a guardian to get a pickup code.`,
} as const;
