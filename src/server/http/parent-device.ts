/**
 * The parent-device cookie: proof that this browser verified a phone number.
 * `requireParent` is the first line of every parent endpoint.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { parentDevices } from '#server/db/schema.ts';
import { appError } from '#server/http/errors.ts';
import type { Clock } from '#server/platform/clock.ts';
import { hashToken } from '#server/platform/crypto.ts';
import { messages } from '#shared/messages.ts';
import { normalizePhone } from '../platform/phone.ts';

export const PARENT_COOKIE = 'tapin_parent';

export interface ParentIdentity {
  deviceId: string;
  phoneNumber: string;
}

export async function findParent(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
): Promise<ParentIdentity | null> {
  const token = request.cookies[PARENT_COOKIE];
  if (!token) return null;
  const [device] = await deps.db
    .select({ id: parentDevices.id, phoneNumber: parentDevices.phoneNumber })
    .from(parentDevices)
    .where(
      and(
        eq(parentDevices.tokenHash, hashToken(token)),
        gt(parentDevices.expiresAt, deps.clock.now()),
      ),
    );
  return device ? { deviceId: device.id, phoneNumber: device.phoneNumber } : null;
}

const parentsOfRequests = new WeakMap<FastifyRequest, Promise<ParentIdentity | null>>();

/**
 * The verified parent behind this request, or 401. A phone number the client also sent
 * (query or body) must be that same phone: typing a number proves nothing.
 */
export async function requireParent(
  deps: { db: Db; clock: Clock },
  request: FastifyRequest,
  claimedPhone?: string | null,
): Promise<ParentIdentity> {
  // Read once per request: the access hook asks before the handler does.
  let found = parentsOfRequests.get(request);
  if (!found) {
    found = findParent(deps, request);
    parentsOfRequests.set(request, found);
  }
  const parent = await found;
  if (!parent) throw appError('DEVICE_NOT_VERIFIED', messages.errors.parentNotVerified);
  if (claimedPhone && normalizePhone(claimedPhone) !== parent.phoneNumber) {
    throw appError('PHONE_MISMATCH', messages.errors.phoneMismatch);
  }
  return parent;
}

export function setParentCookie(
  reply: FastifyReply,
  token: string,
  options: { expiresAt: Date; secure: boolean },
) {
  reply.setCookie(PARENT_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
    expires: options.expiresAt,
  });
}

export function clearParentCookie(reply: FastifyReply, options: { secure: boolean }) {
  reply.clearCookie(PARENT_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: options.secure,
  });
}
