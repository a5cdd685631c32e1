/** SQL of the public endpoints. */
import { sql, type Kysely } from 'kysely';
import type { DB } from '@server/db/database';

/** Throws when the database does not answer. */
export async function pingDatabase(db: Kysely<DB>): Promise<void> {
  await sql`select 1`.execute(db);
}
