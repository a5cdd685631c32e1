/** Administrator accounts: first-run registration, then only by a signed-in administrator. */
import type { Admin, AdminListItem } from '@common/schemas/admin';
import { nowIso, type Database } from '@server/db/database';
import { isUniqueViolation, lockForAdminRegistration } from '@server/db/dialect';
import { conflict, forbidden, notFound, unauthorized } from '@server/errors';
import { hashPassword, verifyPassword } from '@server/lib/secrets';
import { assertAcceptableAdminPassword } from '@server/lib/password-policy';
import { presentAdmin, presentAdminListItem } from './presenter';
import * as repo from './repository';

export const REGISTRATION_CLOSED = 'Admin registration is closed: ask an existing administrator';

export async function adminCount(database: Database): Promise<number> {
  return repo.countAdmins(database.db);
}

export async function registrationOpen(database: Database, signedIn: boolean): Promise<boolean> {
  return signedIn || (await adminCount(database)) === 0;
}

export async function registerAdmin(database: Database, username: string, password: string, signedIn: boolean): Promise<Admin> {
  if (!(await registrationOpen(database, signedIn))) throw forbidden(REGISTRATION_CLOSED, 'registration_closed');
  assertAcceptableAdminPassword(username, password);
  // Hashed before the lock is taken, so concurrent registrations wait for each other only briefly.
  const passwordHash = await hashPassword(password);
  try {
    const row = await database.db.transaction().execute(async (trx) => {
      // First run: the count and the insert happen under one lock, so of ten concurrent requests on
      // an empty table exactly one creates the first administrator and the others see it.
      await lockForAdminRegistration(trx, database.engine);
      if (!signedIn && (await repo.countAdmins(trx)) > 0) throw forbidden(REGISTRATION_CLOSED, 'registration_closed');
      return repo.insertAdmin(trx, { username, passwordHash, createdAt: nowIso() });
    });
    return presentAdmin({ id: row.id, username });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('That username is already taken', 'username_taken');
    throw error;
  }
}

export async function loginAdmin(database: Database, username: string, password: string): Promise<Admin> {
  const row = await repo.findAdminByUsername(database.db, username);
  const ok = await verifyPassword(row?.password_hash ?? null, password);
  if (!row || !ok) throw unauthorized('Invalid username or password', 'bad_credentials');
  return presentAdmin(row);
}

export const LAST_ADMIN = 'The last administrator cannot be removed';
export const CONFIRM_SELF = 'You are removing your own account: repeat the call with ?confirm=self to confirm';

export async function listAdmins(database: Database): Promise<AdminListItem[]> {
  const rows = await repo.listAdmins(database.db);
  return rows.map(presentAdminListItem);
}

/** Removes an administrator (their sessions go with them), never the last one; oneself only when confirmed. */
export async function removeAdmin(database: Database, id: number, by: number, confirmSelf: boolean): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    // Under the registration lock, so two administrators removing each other cannot leave none.
    await lockForAdminRegistration(trx, database.engine);
    if (!(await repo.adminExists(trx, id))) throw notFound('Administrator');
    if ((await repo.countAdmins(trx)) <= 1) throw conflict(LAST_ADMIN, 'last_admin');
    if (id === by && !confirmSelf) throw conflict(CONFIRM_SELF, 'confirm_self');
    await repo.deleteAdmin(trx, id);
  });
}
