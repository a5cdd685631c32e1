/** Starts the real built server (dist/server/main.js) as a child process, times its start and watches its memory. */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '@server/test/server-process';
import { DATA_DIR, ROOT } from './datasets';

export const SERVER_ENTRY = join(ROOT, 'dist', 'server', 'main.js');

// The tests' harness finds a free port the same way the benchmarks need one.
export { freePort };

/** Bundles the server from the current sources (esbuild, about a second). */
export function buildServer(): void {
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0 || !existsSync(SERVER_ENTRY)) throw new Error('npm run build:server failed');
}

/** Resident and peak resident memory of a process, in bytes (Linux /proc). */
export function memoryOf(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

export interface RunningServer {
  url: string;
  pid: number;
  child: ChildProcess;
  /** Spawn to the first 200 of GET /api/health, in ms. */
  startupMs: number;
  output(): string;
  /** Peak RSS (VmHWM) so far, in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
}

export interface ServerOptions {
  databaseUrl: string;
  env?: Record<string, string>;
  /** The server's LOG_LEVEL; its output is kept in memory (the last 64 KiB). */
  logLevel?: string;
  /** Extra node flags, e.g. --cpu-prof. */
  nodeArgs?: string[];
}

export async function startServer(options: ServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), SERVER_ENTRY], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: options.databaseUrl,
      LOG_LEVEL: options.logLevel ?? 'warn',
      AUTH_RATE_LIMIT: '1000000',
      // 20 quizzes a minute per learner is a person's limit, not the server's: at some 1,700 submits a
      // second over 2,000 learners, a few of them pass it within a run (429s, counted as misses).
      SUBMIT_RATE_LIMIT: '1000000',
      MAIL_DIR: join(DATA_DIR, 'mail'),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-65_536);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not start within 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
  const startupMs = performance.now() - started;
  const pid = child.pid!;
  let peak = 0;
  const sample = () => {
    const m = memoryOf(pid);
    if (m) peak = Math.max(peak, m.hwm, m.rss);
  };
  const timer = setInterval(sample, 250);
  timer.unref();
  return {
    url,
    pid,
    child,
    startupMs,
    output: () => output,
    peakRss: () => {
      sample();
      return peak;
    },
    async stop() {
      sample();
      clearInterval(timer);
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killer);
      }
    },
  };
}
