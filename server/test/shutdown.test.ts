import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { startServer } from './server-process';

describe('graceful shutdown', () => {
  it('on SIGTERM finishes the requests in flight, closes the database and exits 0 within 10 s', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'certdrill-shutdown-'));
    const server = await startServer({ DATABASE_URL: `file:${dir}/app.db`, MAIL_DIR: join(dir, 'mail') });
    // Registrations take tens of milliseconds each (argon2id), so many are in flight when the signal comes.
    const requests = Array.from({ length: 30 }, (_, i) =>
      fetch(`${server.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `drain${i}@example.com`, password: 'sturdy-horse-42', firstName: 'D', lastName: 'R' }),
      }).then(
        (res) => res.status,
        () => 'refused' as const,
      ),
    );
    // Signal once the server is surely working on them: the first account is stored (on a loaded
    // machine a fixed pause may end before any request has arrived), while the rest are still queued
    // behind argon2id.
    await new Promise<void>((resolve) => {
      for (const request of requests) void request.then((status) => status === 201 && resolve());
    });
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(requests);
    const code = await server.exited;
    expect(code, server.output()).toBe(0);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
    // Every request got an answer: created, or told the server is closing; none was cut off mid-way.
    for (const s of statuses) expect([201, 503, 'refused']).toContain(s);
    const created = statuses.filter((s) => s === 201).length;
    expect(created).toBeGreaterThan(0);
    // The database was closed cleanly and holds exactly the acknowledged accounts.
    const db = new Database(join(dir, 'app.db'), { readonly: true });
    const row = db.prepare('select count(*) as n from users').get() as { n: number };
    db.close();
    rmSync(dir, { recursive: true, force: true });
    expect(row.n).toBe(created);
  });
});
