/** What Linux's /proc says of processes: used by the cluster tests and the worker benches (bench/workers.ts). */
import { readdirSync, readFileSync } from 'node:fs';

/** The pids of every process named `comm` (e.g. PostgreSQL's server and backends, other users' included). */
export function pidsNamed(comm: string): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      if (readFileSync(`/proc/${name}/comm`, 'utf8').trim() === comm) out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

/** PostgreSQL's processes on this machine. */
export const postgresPids = () => pidsNamed('postgres');

/** Pids of the live (not zombie) processes whose parent is `pid`, in ascending order. */
export function childPids(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(ppid) === pid && state !== 'Z') out.push(Number(name));
    } catch {
      // gone meanwhile
    }
  }
  return out.sort((a, b) => a - b);
}
