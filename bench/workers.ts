/**
 * `npm run bench:workers`: what WORKERS=2 gives over one process, on PostgreSQL. The built server
 * runs twice on one data set, with WORKERS=1 and with WORKERS=2 (both started, the idle one
 * waiting), and each endpoint is driven at one and then the other with the harness of bench/run.ts
 * (autocannon, warm-up, timed run, a different learner's token per request); beside them, the bare
 * node:http ceiling serving the same quiz JSON in one process and in two (bench/ceiling.ts).
 * Server CPU counts the primary and its workers; PostgreSQL's CPU and the rest of the machine's
 * (neighbours: this machine is shared) are reported apart. Results: bench/results/<stamp>-workers.json and .md.
 *
 *   BENCH_PG_PREFIX=bench_workers BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:workers
 *
 * Options: --scale 0.02 (data set size, as bench/run.ts)  --duration 10  --warmup 2  --connections 50
 * --endpoints certificates,draw,history,submit  --workers 1,2  --rounds 2  --tokens 1000  --no-build  --regenerate
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { generate } from './generate';
import { Args } from './lib/args';
import { sampleDrawBody, withCeiling } from './lib/ceiling-server';
import { databaseUrl, datasetName, existingDataset, pgDatabaseName, pgServerUrl, type DatasetSpec } from './lib/datasets';
import { measure, type LoadFigures } from './lib/load';
import { childPids, postgresPids } from '../server/test/proc';
import { runMain, stampOf, writeResults } from './lib/results';
import { buildServer, startServer, type RunningServer } from './lib/server';
import { ENDPOINTS, ENDPOINT_KEYS, countRows, loadWorkload, type EndpointKey } from './lib/workload';

const args = new Args();
const settings = {
  connections: args.number('connections', 50),
  duration: args.number('duration', 10, 'BENCH_DURATION'),
  warmup: args.number('warmup', 2),
  tokens: args.number('tokens', 1_000),
};
const scale = args.number('scale', 0.02);
const endpointKeys = args.list<EndpointKey>('endpoints', ['certificates', 'draw', 'history', 'submit'], ENDPOINT_KEYS);
const workerCounts = args.list('workers', ['1', '2']).map(Number);
/** Each endpoint is measured this many times per WORKERS value, in A B B A order, so a neighbour's load that comes and goes shows instead of favouring one side. */
const rounds = Math.max(1, args.number('rounds', 2));
const log = (line: string) => console.log(line);

interface Row extends LoadFigures {
  key: EndpointKey | 'ceiling';
  label: string;
  workers: number;
  round: number;
}

/** The primary and its workers, once all of them run (workers start listening a moment after they appear). */
async function serverProcesses(pid: number, workers: number): Promise<number[]> {
  if (workers <= 1) return [pid];
  const deadline = Date.now() + 60_000;
  while (childPids(pid).length < workers) {
    if (Date.now() > deadline) throw new Error(`${workers} workers did not start`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await new Promise((r) => setTimeout(r, 3_000));
  return [pid, ...childPids(pid)];
}

/** CPU used by neither the server, the load generator nor PostgreSQL: the neighbours on this shared machine. */
const rest = (r: Row) => Math.round(Math.max(0, r.cpu.others - (r.cpu.extra?.postgres ?? 0)) * 100) / 100;

function describe(r: Row): string {
  const bad = r.non2xx + r.errors > 0 ? `  non-2xx ${r.non2xx} errors ${r.errors}` : '';
  return `  ${r.label.padEnd(40)} W=${r.workers} #${r.round + 1}  ${String(r.rps).padStart(6)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  [cpu server ${r.cpu.server} gen ${r.cpu.loadGenerator} postgres ${r.cpu.extra?.postgres ?? 0} rest ${rest(r)}]${bad}`;
}

export function markdown(result: { startedAt: string; machine: Record<string, unknown>; settings: typeof settings & { rounds: number }; dataset: Record<string, unknown>; rows: Row[] }): string {
  const m = result.machine;
  const lines = [`# WORKERS benchmark ${result.startedAt}`, ''];
  lines.push(
    `Machine: ${String(m.cpu)}, ${String(m.cores)} cores, ${String(m.memoryGiB)} GiB, Node ${String(m.node)}; load average at start ${(m.loadavgStart as number[]).map((n) => n.toFixed(2)).join(' / ')}.`,
  );
  lines.push(`Data: ${JSON.stringify(result.dataset)}.`);
  lines.push(
    `Load: autocannon on the same machine, ${result.settings.connections} connections, ${result.settings.warmup} s warm-up then ${result.settings.duration} s per measurement; ${result.settings.tokens} learner tokens. Load average at the end ${(m.loadavgEnd as number[]).map((n) => n.toFixed(2)).join(' / ')}.`,
    '',
  );
  // Summary: the mean of the rounds for each endpoint and WORKERS value, and the gain over one process.
  const keys = [...new Set(result.rows.map((r) => r.key))];
  const counts = [...new Set(result.rows.map((r) => r.workers))];
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const header = counts.map((w) => `WORKERS=${w} req/s (rounds)`).join(' | ');
  lines.push(`| Endpoint | ${header} | gain |`, `|---|${counts.map(() => '--:|').join('')}--:|`);
  for (const key of keys) {
    const rowsOf = (w: number) => result.rows.filter((r) => r.key === key && r.workers === w);
    const cells = counts.map(
      (w) =>
        `${Math.round(mean(rowsOf(w).map((r) => r.rps))).toLocaleString('en')} (${rowsOf(w)
          .map((r) => r.rps.toLocaleString('en'))
          .join(', ')})`,
    );
    const base = mean(rowsOf(counts[0]!).map((r) => r.rps));
    const last = mean(rowsOf(counts.at(-1)!).map((r) => r.rps));
    lines.push(`| ${result.rows.find((r) => r.key === key)!.label} | ${cells.join(' | ')} | ${base > 0 ? `${(last / base).toFixed(2)}×` : ''} |`);
  }
  lines.push('', 'Every measurement, in the order taken:', '');
  lines.push('| Endpoint | WORKERS | round | req/s | p50 ms | p99 ms | non-2xx | CPU cores: server / load gen / PostgreSQL / rest of the machine |', '|---|--:|--:|--:|--:|--:|--:|--:|');
  for (const r of result.rows) {
    lines.push(
      `| ${r.label} | ${r.workers} | ${r.round + 1} | ${r.rps.toLocaleString('en')} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${r.cpu.server} / ${r.cpu.loadGenerator} / ${r.cpu.extra?.postgres ?? 0} / ${rest(r)} |`,
    );
  }
  lines.push('');
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!pgServerUrl()) throw new Error('bench:workers runs on PostgreSQL: set BENCH_PG_URL (or PG_TEST_URL)');
  if (!args.flag('no-build')) buildServer();
  const spec: DatasetSpec = { engine: 'postgres', kind: 'large', scale };
  const meta = (!args.flag('regenerate') && (await existingDataset(spec))) || (await generate({ spec, tokens: settings.tokens, seed: 20_261_124, log }));
  const url = databaseUrl(spec);
  const workload = await loadWorkload(url, meta.tokens);
  const counts = await countRows(url);
  const startedAt = new Date().toISOString();
  const loadavgStart = loadavg();
  log(`data set ${datasetName(spec)} in database ${pgDatabaseName(spec)}: ${JSON.stringify(counts)}`);

  const servers = new Map<number, { server: RunningServer; pids: number[] }>();
  const rows: Row[] = [];
  try {
    for (const workers of workerCounts) {
      const server = await startServer({ databaseUrl: url, env: { WORKERS: String(workers), SEED_DEMO: 'false' } });
      servers.set(workers, { server, pids: await serverProcesses(server.pid, workers) });
    }
    const order = (round: number) => (round % 2 === 0 ? workerCounts : [...workerCounts].reverse());
    for (const key of endpointKeys) {
      const endpoint = ENDPOINTS[key];
      for (let round = 0; round < rounds; round++) {
        for (const workers of order(round)) {
          const { server, pids } = servers.get(workers)!;
          const figures = await measure({ url: server.url, ...settings, build: () => endpoint.build(workload), serverPids: pids, expectStatus: endpoint.expect, extraCpu: { postgres: postgresPids } });
          const row: Row = { key, label: endpoint.label, workers, round, ...figures };
          rows.push(row);
          log(describe(row));
        }
      }
    }
    const body = await sampleDrawBody(servers.values().next().value!.server, workload);
    for (let round = 0; round < rounds; round++) {
      for (const workers of order(round)) {
        const figures = await withCeiling(
          body,
          (ceilingUrl, pid) =>
            measure({ url: ceilingUrl, ...settings, build: () => ENDPOINTS.draw.build(workload), serverPids: [pid, ...childPids(pid)], expectStatus: 200, extraCpu: { postgres: postgresPids } }),
          workers,
        );
        const row: Row = { key: 'ceiling', label: `ceiling: node:http, same quiz JSON (${body.length} B)`, workers, round, ...figures };
        rows.push(row);
        log(describe(row));
      }
    }
  } finally {
    for (const { server } of servers.values()) await server.stop();
  }

  const result = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadavgStart, loadavgEnd: loadavg() },
    settings: { ...settings, rounds },
    dataset: { name: datasetName(spec), database: pgDatabaseName(spec), ...counts, questions: meta.counts.questions },
    rows,
  };
  writeResults(`${stampOf(startedAt)}-workers`, result, markdown(result));
}

runMain(main);
