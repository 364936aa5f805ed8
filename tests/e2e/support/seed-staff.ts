/**
 * Staff accounts for the coach sign-in spec, made by tests/e2e/support/seed.ts through the
 * server's own code before the server (and any spec) starts:
 *
 * - `firstAdmin` is the first account ever, so the server's first-account rule makes it
 *   an admin (the rule itself is tested in src/server/modules/auth/auth.test.ts). Made
 *   here, no spec running in parallel can beat it to "first".
 * - `secondAdmin` is promoted by the first one, for tests that need an admin of their own.
 */
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { toUser } from '#server/http/sessions.ts';
import { changeUserRole } from '#server/modules/admin/service.ts';
import { findOrCreateUser } from '#server/modules/auth/service.ts';
import { systemClock } from '#server/platform/clock.ts';
import type { Mailer } from '#server/platform/mailer.ts';
import type { E2eStaff } from './accounts.ts';

const noMail: Mailer = {
  kind: 'outbox',
  send: async () => {
    throw new Error('the e2e seed sends no mail');
  },
};

export async function seedStaffAccounts(db: Db, config: Config): Promise<E2eStaff> {
  const deps = { db, clock: systemClock, config, mailer: noMail, log: console };
  const first = await findOrCreateUser(deps, {
    email: 'first-admin@tapin.test',
    firstName: 'Avery',
    lastName: 'Admin',
  });
  if (!first.isNew || first.row.role !== 'admin') {
    throw new Error('e2e seed: the first account should be a new admin');
  }
  const second = await findOrCreateUser(deps, {
    email: 'second-admin@tapin.test',
    firstName: 'Sam',
    lastName: 'Second',
  });
  if (second.row.role !== 'pending') throw new Error('e2e seed: a later account starts pending');
  await changeUserRole(deps, {
    actor: { ...toUser(first.row), sessionId: 'e2e-seed' },
    userId: second.row.id,
    role: 'admin',
    ip: '127.0.0.1',
  });
  return {
    firstAdmin: { id: first.row.id, email: first.row.email, name: 'Avery Admin' },
    secondAdmin: { id: second.row.id, email: second.row.email, name: 'Sam Second' },
  };
}
