/** The node:http ceiling (bench/ceiling.ts) as a child process for the length of a measurement, and the body it serves. */
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_DIR } from './datasets';
import { freePort, type RunningServer } from './server';
import type { Workload } from './workload';

/** Runs `fn` while the ceiling serves `body` on a free port with `processes` processes; `pid` is its primary's. */
export async function withCeiling<T>(body: string, fn: (url: string, pid: number) => Promise<T>, processes = 1): Promise<T> {
  const port = await freePort();
  const bodyPath = join(DATA_DIR, 'ceiling-body.json');
  writeFileSync(bodyPath, body);
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/ceiling.ts', String(port), bodyPath, String(processes)], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`ceiling server exited (${code})`)));
  });
  try {
    return await fn(`http://127.0.0.1:${port}`, child.pid!);
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

/** A real draw's JSON body, for the ceiling to serve. */
export async function sampleDrawBody(server: RunningServer, workload: Workload): Promise<string> {
  const mod = workload.modules.reduce((a, b) => ((b.pools.mixed?.length ?? 0) > (a.pools.mixed?.length ?? 0) ? b : a));
  const res = await fetch(`${server.url}/api/modules/${mod.id}/quiz/mixed`, { headers: { authorization: `Bearer ${workload.tokens[0]!.token}` } });
  if (res.status !== 200) throw new Error(`sample draw answered ${res.status}: ${await res.text()}`);
  return res.text();
}
