/**
 * WORKERS=2: two app processes on one port under a primary (server/cluster.ts), on SQLite, and on
 * PostgreSQL when PG_TEST_URL is set. Each worker compiles the server through tsx as it starts,
 * which takes seconds on a busy machine: the time limits are generous, and nothing here is timed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { childPids } from './proc';
import { restartDelay } from '../cluster';
import { startServer, type ServerProcess } from './server-process';

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** GET on a connection of its own (no keep-alive), so each request is handed to the next worker. */
function getFresh(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = get(url, { agent: false, timeout: 10_000 }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer from ${url} in 10 s`)));
    req.on('error', reject);
  });
}

/** Pids that logged a completed request (pino puts the pid on every line). */
function servingPids(output: string): Set<number> {
  const pids = new Set<number>();
  for (const line of output.split('\n')) {
    if (!line.includes('request completed')) continue;
    try {
      pids.add((JSON.parse(line) as { pid: number }).pid);
    } catch {
      // not a log line
    }
  }
  return pids;
}

async function until(what: string, check: () => boolean | Promise<boolean>, output: () => string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}:\n${output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('WORKERS=2', () => {
  let dir: string;
  let server: ServerProcess | undefined;

  afterEach(async () => {
    if (server && server.child.exitCode === null) {
      const workers = childPids(server.child.pid!);
      server.child.kill('SIGKILL');
      for (const pid of workers) if (alive(pid)) process.kill(pid, 'SIGKILL');
      await server.exited;
    }
    server = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  const start = async (env: Record<string, string> = {}) => {
    dir = mkdtempSync(join(tmpdir(), 'certdrill-cluster-'));
    server = await startServer({ WORKERS: '2', DATABASE_URL: `file:${dir}/app.db`, MAIL_DIR: join(dir, 'mail'), LOG_LEVEL: 'info', ...env });
    const s = server;
    // One worker answering is not both: each logs when it listens.
    await until('both workers are ready', () => (s.output().match(/CertDrill is ready/g) ?? []).length === 2, s.output);
    expect(childPids(s.child.pid!)).toHaveLength(2);
    return s;
  };

  it('migrates and seeds once, serves from both workers, and replaces a worker killed outright while the other answers', async () => {
    const s = await start({ SEED_DEMO: 'true' });
    const workers = childPids(s.child.pid!);
    expect(s.output().match(/database migrated/g)).toHaveLength(1);
    expect(s.output().match(/demo question bank loaded/g)).toHaveLength(1);
    const stats = JSON.parse((await getFresh(`${s.url}/api/public/stats`)).body) as { certificates: unknown[] };
    expect(stats.certificates).toHaveLength(3);

    for (let i = 0; i < 10; i++) expect((await getFresh(`${s.url}/api/health`)).status).toBe(200);
    await until('both workers have logged requests', () => servingPids(s.output()).size === 2, s.output, 5_000);
    expect([...servingPids(s.output())].sort()).toEqual(workers);

    const [victim, survivor] = workers as [number, number];
    process.kill(victim, 'SIGKILL');
    // Once the primary has seen the death (at once: its IPC channel closes), every request is
    // answered, by the survivor until the replacement is up. (A connection handed to the victim in
    // the instant before would wait for the client's time-out: see docs/deployment.md.)
    await until('the primary saw the worker die', () => s.output().includes('worker died: starting another'), s.output);
    let replacement: number | undefined;
    await until(
      'a new worker replaces the killed one',
      async () => {
        expect((await getFresh(`${s.url}/api/health`)).status).toBe(200);
        replacement = childPids(s.child.pid!).find((p) => p !== survivor);
        return replacement !== undefined && replacement !== victim;
      },
      s.output,
    );
    await until('the new worker serves', async () => (await getFresh(`${s.url}/api/health`)).status === 200 && servingPids(s.output()).has(replacement!), s.output);
    expect(alive(victim)).toBe(false);
  }, 120_000);

  it('on SIGTERM both workers finish the requests in flight, then the primary exits 0 and leaves no worker behind', async () => {
    const s = await start();
    const workers = childPids(s.child.pid!);
    // Registrations take tens of milliseconds each (argon2id), so many are in flight when the signal comes.
    const requests = Array.from({ length: 30 }, (_, i) =>
      fetch(`${s.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ email: `drain${i}@example.com`, password: 'sturdy-horse-42', firstName: 'D', lastName: 'R' }),
      }).then(
        (res) => res.status,
        () => 'refused' as const,
      ),
    );
    await new Promise((r) => setTimeout(r, 100));
    s.child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    expect(await s.exited, s.output()).toBe(0);
    for (const pid of workers) expect(alive(pid), `worker ${pid} outlived the primary`).toBe(false);
    for (const status of statuses) expect([201, 503, 'refused']).toContain(status);
    const created = statuses.filter((status) => status === 201).length;
    expect(created).toBeGreaterThan(0);
    // Both processes wrote to the one SQLite file; it holds exactly the acknowledged accounts.
    const db = new Database(join(dir, 'app.db'), { readonly: true });
    const row = db.prepare('select count(*) as n from users').get() as { n: number };
    db.close();
    expect(row.n).toBe(created);
  }, 90_000);

  it('a worker whose primary is killed outright closes rather than serve on unwatched', async () => {
    const s = await start();
    const workers = childPids(s.child.pid!);
    s.child.kill('SIGKILL');
    await s.exited;
    await until('the workers have exited', () => workers.every((pid) => !alive(pid)), s.output);
    await expect(getFresh(`${s.url}/api/health`)).rejects.toThrow();
  }, 90_000);
});

describe('restart back-off', () => {
  it('doubles from 100 ms while workers keep dying young, up to 30 s', () => {
    expect([1, 2, 3, 4].map(restartDelay)).toEqual([100, 200, 400, 800]);
    expect(restartDelay(20)).toBe(30_000);
  });
});

const PG = process.env.PG_TEST_URL;

describe.skipIf(!PG)('WORKERS=2 on PostgreSQL', () => {
  const schema = `cluster_${randomBytes(5).toString('hex')}`;
  let dir: string;
  let server: ServerProcess | undefined;

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
    dir = mkdtempSync(join(tmpdir(), 'certdrill-cluster-pg-'));
  });

  afterAll(async () => {
    if (server && server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    const client = new pg.Client({ connectionString: PG });
    await client.connect();
    await client.query(`drop schema ${schema} cascade`);
    await client.end();
    rmSync(dir, { recursive: true, force: true });
  });

  it('migrates and seeds once, and both workers serve the seeded bank', async () => {
    const url = new URL(PG!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    server = await startServer({ WORKERS: '2', DATABASE_URL: url.toString(), MAIL_DIR: join(dir, 'mail'), LOG_LEVEL: 'info', SEED_DEMO: 'true' });
    const s = server;
    await until('both workers are ready', () => (s.output().match(/CertDrill is ready/g) ?? []).length === 2, s.output);
    expect(s.output().match(/database migrated/g)).toHaveLength(1);
    expect(s.output().match(/demo question bank loaded/g)).toHaveLength(1);
    for (let i = 0; i < 10; i++) {
      const stats = JSON.parse((await getFresh(`${s.url}/api/public/stats`)).body) as { certificates: unknown[] };
      expect(stats.certificates).toHaveLength(3);
    }
    await until('both workers have logged requests', () => servingPids(s.output()).size === 2, s.output, 5_000);
    expect([...servingPids(s.output())].sort()).toEqual(childPids(s.child.pid!));
  }, 90_000);
});
