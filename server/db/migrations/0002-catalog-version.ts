import type { Kysely } from 'kysely';
import type { Engine } from '../database';

/** One row whose number every catalogue write raises, so each server knows when its cached catalogue is stale. */
export async function up(db: Kysely<unknown>, _engine: Engine): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ catalog_version: { id: number; version: number } }>).insertInto('catalog_version').values({ id: 1, version: 1 }).execute();
}
