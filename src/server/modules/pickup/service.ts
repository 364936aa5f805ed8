/**
 * Safe pickup (issue 26, decision 049): the "Pickup check" switch, pickup codes, trusted
 * adults, "not authorised" marks, releases (by code, QR, trusted list or with a reason),
 * undo, the departure and "pickup pending" texts, and the coach's view with what the tablet
 * keeps for offline checks. Every rule that guards data is decided in the database: one live
 * release per child and event (a partial unique index), a release's id chosen by the
 * dashboard (an offline release sent twice is one row), one live code per adult, child and
 * event, and a code's hash unique within its event (never reused).
 *
 * This file is the module's public surface: the work is in the files of its sections
 * (switch.ts, trusted-adults.ts, phone-codes.ts, blocks.ts, releases.ts, view.ts, report.ts).
 */

export { setPickupBlock } from './blocks.ts';
export { toRelease } from './internal.ts';
export { childrenAwaitingConfirmation, codesForPhone } from './phone-codes.ts';
export { DEPARTURE_TEXT_GRACE_MS, releaseChild, undoRelease } from './releases.ts';
export { pickupAttendanceCells, pickupReportColumns } from './report.ts';
export { setEventPickup, setSeriesPickup } from './switch.ts';
export { addTrustedAdult, listTrustedAdults, removeTrustedAdult } from './trusted-adults.ts';
export { pickupView, sendPendingTexts } from './view.ts';
