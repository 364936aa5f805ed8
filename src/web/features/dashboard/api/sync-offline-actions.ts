import { getUser } from '#web/features/auth/api/get-user.ts';
import type { SyncTransport } from '../lib/action-queue.ts';
import { checkInAthleteManually } from './check-in-athlete.ts';
import { getCheckIns } from './get-check-ins.ts';
import { undoCheckIn } from './undo-check-in.ts';

/**
 * The offline queue's way to the server: the dashboard's own calls, with the tap time, and
 * who is signed in now (asked afresh each run: another tab may have signed someone else in).
 */
export const apiSyncTransport: SyncTransport = {
  checkIn: ({ athleteId, eventId, at }) =>
    checkInAthleteManually({ athleteId, eventId, tappedAt: at }),
  undo: ({ athleteId, eventId }) => undoCheckIn({ athleteId, eventId }),
  listCheckIns: getCheckIns,
  currentUser: getUser,
};
