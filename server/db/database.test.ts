/** How a SQLite database is opened: durable commits and a page cache sized for a large bank. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { FALLBACK_AUTOCHECKPOINT_PAGES } from './checkpointer';
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

  it("checkpoints a file's write-ahead log on a worker thread, not in the app's commits, and leaves no log behind when closed", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'certdrill-checkpoint-'));
    const file = join(dir, 'bank.db');
    try {
      database = openDatabase(`file:${file}`);
      // The app's own automatic checkpoint is kept only as a fallback, far out.
      expect((await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db)).rows[0]!.wal_autocheckpoint).toBe(FALLBACK_AUTOCHECKPOINT_PAGES);
      const sizeBefore = statSync(file).size;
      await sql`create table filler (id integer primary key, text text not null)`.execute(database.db);
      // About 1 MB in 250 commits: far below the fallback, so only the worker moves pages into the file.
      for (let i = 0; i < 250; i++) await sql`insert into filler (text) values (${'x'.repeat(4000)})`.execute(database.db);
      const deadline = Date.now() + 5_000;
      while (statSync(file).size < sizeBefore + 1_000_000 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(statSync(file).size).toBeGreaterThan(sizeBefore + 1_000_000);
      await database.destroy();
      database = undefined;
      expect(existsSync(`${file}-wal`)).toBe(false);
      database = openDatabase(`file:${file}`);
      const { rows } = await sql<{ n: number }>`select count(*) as n from filler`.execute(database.db);
      expect(rows[0]!.n).toBe(250);
    } finally {
      await database?.destroy();
      database = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('closes a file database in a process with nothing else to do: the worker keeps it alive until its connection is closed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'certdrill-close-'));
    const file = join(dir, 'bank.db');
    try {
      const code = `
        import { sql } from 'kysely';
        import { openDatabase } from ${JSON.stringify(join(import.meta.dirname, 'database.ts'))};
        const database = openDatabase(${JSON.stringify(`file:${file}`)});
        await sql\`create table t (id integer primary key)\`.execute(database.db);
        await database.destroy();
        console.log('closed');`;
      const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', code], { cwd: join(import.meta.dirname, '../..'), encoding: 'utf8', timeout: 30_000 });
      expect(run.stderr).not.toMatch(/Error|unsettled/i);
      expect(run.stdout.trim()).toBe('closed');
      expect(run.status).toBe(0);
      expect(existsSync(`${file}-wal`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
