/** One autocannon measurement: a warm-up, then a timed run; with the CPU each side used meanwhile. */
import { readFileSync } from 'node:fs';
import autocannon, { type Result } from 'autocannon';
import type { BuiltRequest } from './workload';

export interface LoadOptions {
  url: string;
  connections: number;
  duration: number;
  warmup: number;
  build: () => BuiltRequest;
  /** The process serving the requests, to measure the CPU it used. */
  serverPid?: number;
  /** Or the processes (a cluster's primary and workers); their CPU is added up. */
  serverPids?: number[];
  /** More groups of processes whose CPU to report apart from "others", e.g. PostgreSQL's. */
  extraCpu?: Record<string, () => number[]>;
  expectStatus: number;
}

export interface LoadFigures {
  requests: number;
  rps: number;
  /**
   * Responses a second in the run's slowest and fastest whole second (autocannon's one-second
   * samples): how much the rate swung within the run, which on a shared 2-core machine sets much of
   * the p99 (docs/performance.md, "Sixth session of 2026-12-05").
   */
  perSecond: { min: number; max: number };
  latency: { avg: number; p50: number; p97_5: number; p99: number; max: number };
  /** Responses with the expected status (e.g. 201 for a submission). */
  expected: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** CPU cores busy on average during the timed run: the server, this load generator, everything else (extra groups included). */
  cpu: { server: number; loadGenerator: number; machine: number; others: number; extra?: Record<string, number> };
  /** Linux pressure stall information: % of the run during which some task waited for CPU, or for I/O. */
  pressure: { cpu: number; io: number };
}

/** Cumulative stall time (µs) of /proc/pressure/<resource> "some", or 0 where PSI is unavailable. */
function stallMicros(resource: 'cpu' | 'io'): number {
  try {
    return Number(/^some .*total=(\d+)/m.exec(readFileSync(`/proc/pressure/${resource}`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

function machineBusyTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const f = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (f[3] ?? 0) + (f[4] ?? 0);
  const total = f.slice(0, 8).reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

function processTicks(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
}

const TICKS_PER_SECOND = 100;

function run(options: LoadOptions, duration: number): Promise<Result> {
  return Promise.resolve(
    autocannon({
      url: options.url,
      connections: options.connections,
      duration,
      timeout: 30,
      requests: [{ setupRequest: (req) => ({ ...req, ...options.build() }) }],
    }),
  );
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

export async function measure(options: LoadOptions): Promise<LoadFigures> {
  if (options.warmup > 0) await run(options, options.warmup);
  const machine0 = machineBusyTicks();
  const serverPids = options.serverPids ?? (options.serverPid ? [options.serverPid] : []);
  const serverTicks = () => serverPids.reduce((sum, pid) => sum + processTicks(pid), 0);
  const server0 = serverTicks();
  const extra0 = Object.entries(options.extraCpu ?? {}).map(([name, pids]) => {
    const ticks = new Map(pids().map((pid) => [pid, processTicks(pid)]));
    return { name, pids, ticks };
  });
  const self0 = process.cpuUsage();
  const stall0 = { cpu: stallMicros('cpu'), io: stallMicros('io') };
  const wall0 = performance.now();
  const r = await run(options, options.duration);
  const seconds = (performance.now() - wall0) / 1000;
  const self = process.cpuUsage(self0);
  const server = serverPids.length > 0 ? (serverTicks() - server0) / TICKS_PER_SECOND / seconds : 0;
  // A process that started during the run counts from zero; one that ended is lost (its ticks are gone).
  const extra = Object.fromEntries(extra0.map(({ name, pids, ticks }) => [name, round(pids().reduce((sum, pid) => sum + processTicks(pid) - (ticks.get(pid) ?? 0), 0) / TICKS_PER_SECOND / seconds, 2)]));
  const machine1 = machineBusyTicks();
  const machine = (machine1.busy - machine0.busy) / TICKS_PER_SECOND / seconds;
  const loadGenerator = (self.user + self.system) / 1e6 / seconds;
  const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, Number(s.count)]));
  const requests = Object.values(statusCodes).reduce((a, b) => a + b, 0);
  return {
    requests,
    rps: Math.round(requests / r.duration),
    perSecond: { min: r.requests.min, max: r.requests.max },
    latency: { avg: round(r.latency.average, 2), p50: r.latency.p50, p97_5: r.latency.p97_5, p99: r.latency.p99, max: r.latency.max },
    expected: statusCodes[String(options.expectStatus)] ?? 0,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
    pressure: { cpu: round(((stallMicros('cpu') - stall0.cpu) / 1e6 / seconds) * 100), io: round(((stallMicros('io') - stall0.io) / 1e6 / seconds) * 100) },
    cpu: {
      server: round(server, 2),
      loadGenerator: round(loadGenerator, 2),
      machine: round(machine, 2),
      others: round(Math.max(0, machine - server - loadGenerator), 2),
      ...(options.extraCpu ? { extra } : {}),
    },
  };
}
