/**
 * The guardian texts and emails TapIn sends about a child (decision 042). Each SMS must fit
 * one GSM-7 segment (160 characters) with the longest names the product accepts:
 * templates.ts cleans and shortens what coaches and files supply before it reaches these
 * functions, and a test counts the segments of every one. Keep them plain GSM-7: no curly
 * quotes, no dashes other than "-", no accents.
 */
export const alertTexts = {
  /** Ends every alert text: carriers require the way out in the text. */
  stopLine: 'Reply STOP to end.',
  /** Stand-ins when a roster gave too little: a child with no usable first name, an event with no usable name. */
  someChild: 'Your child',
  childByInitial: (initial: string) => `Child ${initial}.`,
  somePractice: 'practice',
  arrival: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} checked in at ${event} at ${time}. Reply STOP to end.`,
  /** A tap that reached TapIn late (the phone had no signal): the real time, and why late. */
  arrivalLate: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} checked in at ${event} at ${time} (sent late, no signal). Reply STOP to end.`,
  /** Tapped by a phone nobody confirmed as the child's guardian (decision 059): not proof of arrival. */
  arrivalUnconfirmed: (org: string, child: string, event: string, time: string) =>
    `${org}: ${child} checked in at ${event} at ${time} from an unconfirmed phone. Reply STOP to end.`,
  /** A phone linked itself to the child (decision 059): its confirmed guardians hear of it. */
  guardianLinked: (org: string, last4: string, child: string) =>
    `${org}: Phone ending ${last4} linked to ${child}. Not yours? Tell the coach. Reply STOP to end.`,
  guardianConfirmed: (org: string, last4: string, child: string) =>
    `${org}: Phone ending ${last4} is now a confirmed guardian of ${child}. Reply STOP to end.`,
  /** To the phone whose confirmation was taken back. */
  guardianUnconfirmed: (org: string, child: string) =>
    `${org}: Your phone is no longer a confirmed guardian of ${child}. Ask the coach. Reply STOP to end.`,
  /** A coach undid a check-in after its text went out. */
  correction: (org: string, child: string, event: string) =>
    `${org}: Correction: ${child} is not checked in at ${event} after all. Reply STOP to end.`,
  /** The coach's nudge from the late-arrivals banner (spec wording). */
  nudge: (org: string, event: string, time: string, child: string) =>
    `${org}: ${event} started at ${time} and ${child} isn't checked in yet. Reply STOP to end.`,
  /** The one reply to STOP (and its variants). */
  stopReply: (org: string) =>
    `${org}: You will get no more arrival texts. Reply START to get them again.`,
  /** The one reply to START or UNSTOP. */
  startReply: (org: string) =>
    `${org}: Arrival texts are on again. Msg & data rates may apply. Reply HELP for help, STOP to end.`,
  /** The one reply to HELP or AYUDA: who is texting and how to reach them. */
  helpReply: (org: string, contact: string | null) =>
    contact
      ? `${org} check-in texts. Help: ${contact}. Msg & data rates may apply. Reply STOP to end.`
      : `${org} check-in texts. Ask your coach for help. Msg & data rates may apply. Reply STOP to end.`,
} as const;

/** The same news by email (free for the club), for guardians who confirmed an address. */
export const alertEmails = {
  arrivalSubject: (child: string, event: string) => `${child} checked in at ${event}`,
  arrivalText: (org: string, child: string, event: string, time: string, late: boolean) =>
    `${child} checked in at ${event} at ${time}${late ? ' (sent late: the phone that checked in had no signal)' : ''}.\n\n${org}, through TapIn. You get this email because you asked for check-in news on the check-in page; you can switch it off there.`,
  correctionSubject: (child: string, event: string) =>
    `Correction: ${child} is not checked in at ${event}`,
  /** Added to an arrival email when the tap came from a phone nobody confirmed (decision 059). */
  unconfirmedNote:
    'This check-in came from a phone that is not yet confirmed as a guardian of your child. If you did not expect it, tell your coach.',
  correctionText: (org: string, child: string, event: string) =>
    `The coach undid the check-in: ${child} is not checked in at ${event} after all.\n\n${org}, through TapIn.`,
  nudgeSubject: (child: string, event: string) => `${child} isn't checked in at ${event} yet`,
  nudgeText: (org: string, event: string, time: string, child: string) =>
    `${event} started at ${time} and ${child} isn't checked in yet.\n\n${org}, through TapIn.`,
} as const;

/** Why the outbox skipped or failed a message, as the admin's Texts panel shows it. */
export const outboxReasons = {
  capReached: (cap: number) => `Daily cap reached (${cap} alert texts a day)`,
  tooLate: (minutes: number) =>
    `Not sent: still waiting ${minutes} minutes after what it told of, too late to be news`,
  checkInUndone: 'Not sent: the check-in was undone within the grace period',
  stopped: 'Not sent: the guardian replied STOP',
  noLongerSubscribed: 'Not sent: the guardian is no longer opted in',
  erased: 'Not sent: the guardian erased their phone',
} as const;
