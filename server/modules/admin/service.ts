/** Administrator accounts: first-run registration, then only by a signed-in administrator. */
import type { FastifyInstance } from 'fastify';
import type { Admin } from '../../../common/schemas/admin';
import { nowIso } from '../../db/database';
import { isUniqueViolation } from '../../db/dialect';
import { conflict, forbidden, unauthorized } from '../../errors';
import { hashPassword, verifyPassword } from '../../lib/secrets';

export const REGISTRATION_CLOSED = 'Admin registration is closed: ask an existing administrator';

export async function adminCount(app: FastifyInstance): Promise<number> {
  const row = await app.database.db.selectFrom('admins').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function registrationOpen(app: FastifyInstance, signedIn: boolean): Promise<boolean> {
  return signedIn || (await adminCount(app)) === 0;
}

export async function registerAdmin(app: FastifyInstance, username: string, password: string, signedIn: boolean): Promise<Admin> {
  if (!(await registrationOpen(app, signedIn))) throw forbidden(REGISTRATION_CLOSED, 'registration_closed');
  const db = app.database.db;
  const passwordHash = await hashPassword(password);
  try {
    const row = await db
      .insertInto('admins')
      .values({ username, username_lower: username.toLowerCase(), password_hash: passwordHash, created_at: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, username };
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('That username is already taken', 'username_taken');
    throw error;
  }
}

export async function loginAdmin(app: FastifyInstance, username: string, password: string): Promise<Admin> {
  const row = await app.database.db.selectFrom('admins').selectAll().where('username_lower', '=', username.toLowerCase()).executeTakeFirst();
  const ok = await verifyPassword(row?.password_hash ?? null, password);
  if (!row || !ok) throw unauthorized('Invalid username or password', 'bad_credentials');
  return { id: row.id, username: row.username };
}
