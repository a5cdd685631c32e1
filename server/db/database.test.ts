/** How a SQLite database is opened: durable commits and a page cache sized for a large bank. */
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database';

describe('openDatabase on SQLite', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  const pragma = async (name: string) => {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.raw(`pragma_${name}`)}`.execute(database!.db);
    return Object.values(rows[0]!)[0];
  };

  it('keeps 64 MiB of pages by default, or what SQLITE_CACHE_MB says, and commits with synchronous=FULL', async () => {
    database = openDatabase('file::memory:');
    expect(await pragma('cache_size')).toBe(-64 * 1024);
    expect(await pragma('synchronous')).toBe(2);
    await database.destroy();
    database = openDatabase('file::memory:', { sqliteCacheMb: 8 });
    expect(await pragma('cache_size')).toBe(-8 * 1024);
  });
});
