import { getUser } from '#web/features/auth/api/get-user.ts';
import type { SyncTransport } from '../lib/action-queue.ts';
import { checkInAthleteManually } from './check-in-athlete.ts';
import { getCheckIns } from './get-check-ins.ts';
import { undoCheckIn } from './undo-check-in.ts';

/**
 * The offline queue's way to the server: the dashboard's own calls, with the tap time, and
 * who is signed in now (asked afresh each run: another tab may have signed someone else in).
 * Each change names the coach who made it, so the server refuses one that would still land
 * under someone else after a sign-in raced that question (ACTING_USER_CHANGED).
 */
export const apiSyncTransport: SyncTransport = {
  checkIn: ({ athleteId, eventId, at, userId, heard }) =>
    checkInAthleteManually({ athleteId, eventId, tappedAt: at, heard, actingUserId: userId }),
  undo: ({ athleteId, eventId, userId }) =>
    undoCheckIn({ athleteId, eventId, actingUserId: userId }),
  listCheckIns: getCheckIns,
  currentUser: getUser,
};
