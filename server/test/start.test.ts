/**
 * `npm start` builds only what changed, one build at a time, swapped in whole
 * (scripts/build-once.mjs). A real build takes Vite about ten seconds of both cores, so these tests drive
 * the same build-once logic with a small build of their own: each process builds (or waits, or
 * skips) and then starts what dist/ holds, as `npm start` does.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from './server-process';

const BUILD_ONCE = pathToFileURL(resolve('scripts/build-once.mjs')).href;

// Builds dist/server/main.mjs (a tiny HTTP server that reports the source it was built from), slowly,
// so that a second start arrives while the first is building; then runs it.
const START = `
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOnce } from ${JSON.stringify(BUILD_ONCE)};
const root = process.argv[2];
await buildOnce({
  root, outDir: join(root, 'dist'), inputs: ['src'], parts: ['server'], log: () => {},
  async build(tmp) {
    appendFileSync(join(root, 'builds.log'), process.pid + '\\n');
    await new Promise((r) => setTimeout(r, Number(process.env.BUILD_MS ?? 1500)));
    const version = readFileSync(join(root, 'src', 'version.txt'), 'utf8').trim();
    mkdirSync(join(tmp, 'server'));
    writeFileSync(join(tmp, 'server', 'main.mjs'),
      "import { createServer } from 'node:http';" +
      "createServer((q, s) => s.end(JSON.stringify({ status: 'ok', version: " + JSON.stringify(version) + " })))" +
      ".listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));");
  },
});
await import(join(root, 'dist', 'server', 'main.mjs'));
`;

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
}

describe('npm start: build once, then run', () => {
  let root: string;
  let script: string;
  const children: ChildProcess[] = [];

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'certdrill-start-'));
    mkdirSync(join(root, 'src'));
    writeFileSync(join(root, 'src', 'version.txt'), 'one');
    script = join(root, 'start.mjs');
    writeFileSync(script, START);
  });

  afterEach(async () => {
    for (const child of children.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await once(child, 'exit');
      }
    }
    rmSync(root, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}): Promise<Started> {
    const port = await freePort();
    const child = spawn(process.execPath, [script, root], { env: { ...process.env, PORT: String(port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    return { child, port, output: () => output };
  }

  async function health(s: Started): Promise<{ status: string; version: string }> {
    const deadline = Date.now() + 25_000;
    for (;;) {
      if (s.child.exitCode !== null) throw new Error(`exited ${s.child.exitCode}:\n${s.output()}`);
      try {
        return (await (await fetch(`http://127.0.0.1:${s.port}/api/health`)).json()) as { status: string; version: string };
      } catch {
        if (Date.now() > deadline) throw new Error(`did not come up:\n${s.output()}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  const builds = () => readFileSync(join(root, 'builds.log'), 'utf8').trim().split('\n').length;

  it('two starts at the same moment both come up, on one build; a start on an unchanged tree builds nothing', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    expect(await health(a)).toEqual({ status: 'ok', version: 'one' });
    expect(await health(b)).toEqual({ status: 'ok', version: 'one' });
    expect(builds()).toBe(1);

    const c = await start({ BUILD_MS: '60000' });
    expect(await health(c)).toEqual({ status: 'ok', version: 'one' });
    expect(builds()).toBe(1);
  });

  it('builds again when a source changed, and starts what it built', async () => {
    await health(await start());
    writeFileSync(join(root, 'src', 'version.txt'), 'two');
    expect(await health(await start())).toEqual({ status: 'ok', version: 'two' });
    expect(builds()).toBe(2);
  });

  it('a build killed half-way leaves the previous build whole, and the next start takes over its lock', async () => {
    await health(await start());
    writeFileSync(join(root, 'src', 'version.txt'), 'two');
    const killed = await start({ BUILD_MS: '60000' });
    const deadline = Date.now() + 20_000;
    while (builds() < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    killed.child.kill('SIGKILL');
    await once(killed.child, 'exit');
    expect(existsSync(join(root, 'dist', '.build-lock'))).toBe(true);
    expect(readFileSync(join(root, 'dist', 'server', 'main.mjs'), 'utf8')).toContain('"one"');

    expect(await health(await start())).toEqual({ status: 'ok', version: 'two' });
    expect(builds()).toBe(3);
  });

  it('takes over a lock whose pid now names another process (a container restarted mid-build)', async () => {
    // This test's own process is alive, but it is not the process that took the lock.
    mkdirSync(join(root, 'dist', '.build-lock'), { recursive: true });
    writeFileSync(join(root, 'dist', '.build-lock', 'pid'), `${process.pid} 1`);
    expect(await health(await start())).toEqual({ status: 'ok', version: 'one' });
    expect(builds()).toBe(1);
  });
});
