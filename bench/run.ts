/**
 * `npm run bench`: the load harness. For each scenario (engine × data set) it starts the real
 * built server on that database, times its start, then drives each learner endpoint with
 * autocannon (50 connections, a warm-up, then 10 s), a different learner's token on every
 * request; and, beside the quiz draw, a bare node:http server answering the same quiz JSON from
 * memory as the ceiling. Results go to bench/results/<stamp>.json and .md.
 *
 *   npm run bench                                   every scenario (PostgreSQL when BENCH_PG_URL or PG_TEST_URL is set)
 *   npm run bench -- --engine sqlite --data large --scales 0.05 --duration 2 --warmup 1
 *
 * Options: --engine sqlite,postgres  --data empty,large  --scales 1,0.1  --duration 10  --warmup 3
 * --connections 50  --endpoints health,certificates,draw,history,progress,activity,readiness,reviewSummary,reviewDraw,examDraw,moduleStats,start,resume,save,finish,submit  --tokens 2000
 * --startups 3  --regenerate  --no-build  --log-level warn  --label name
 * --node-options "--max-old-space-size=256" (flags for the server)  --cpu-prof <dir> (V8 profile of the measured server)
 */
import { closeSync, copyFileSync, openSync, readSync, rmSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { generate } from './generate';
import { Args } from './lib/args';
import { DATA_KINDS, ENGINES, databaseUrl, datasetName, existingDataset, pgServerUrl, sqlitePath, type DataKind, type DatasetMeta, type DatasetSpec, type Engine } from './lib/datasets';
import { sampleDrawBody, withCeiling } from './lib/ceiling-server';
import { ensureLearningData } from './lib/learning';
import { measure, type LoadFigures } from './lib/load';
import { runMain, stampOf, writeResults } from './lib/results';
import { buildServer, memoryOf, startServer, type RunningServer } from './lib/server';
import { ENDPOINTS, ENDPOINT_KEYS, countRows, loadWorkload, type EndpointKey } from './lib/workload';

interface EndpointResult extends LoadFigures {
  key: EndpointKey | 'ceiling';
  label: string;
  /** Throughput as a share of the ceiling's. */
  ofCeiling?: number;
  /** Server RSS at the end of this run, bytes. */
  rssAfter: number;
}

interface ScenarioResult {
  name: string;
  engine: Engine;
  kind: DataKind;
  scale: number;
  data: DatasetMeta['counts'] & { bytes: number; generatedAt: string; generationSeconds: number };
  startupMs: number[];
  peakRssBytes: number;
  endpoints: EndpointResult[];
  loadavgBefore: number[];
}

export interface RunResult {
  startedAt: string;
  finishedAt: string;
  machine: { cpu: string; cores: number; memoryGiB: number; node: string; loadavgStart: number[]; loadavgEnd: number[] };
  settings: { connections: number; duration: number; warmup: number; logLevel: string; tokens: number; serverNodeOptions: string };
  scenarios: ScenarioResult[];
  targets: TargetCheck[];
  comparisons: Comparison[];
}

const args = new Args();
const engines = args.list<Engine>('engine', pgServerUrl() ? ['sqlite', 'postgres'] : ['sqlite'], ENGINES, 'BENCH_ENGINE');
const kinds = args.list<DataKind>('data', ['empty', 'large'], DATA_KINDS, 'BENCH_DATA');
const scales = args.list('scales', ['1', '0.1'], undefined, 'BENCH_SCALES').map(Number);
const settings = {
  connections: args.number('connections', 50),
  duration: args.number('duration', 10, 'BENCH_DURATION'),
  warmup: args.number('warmup', 3),
  logLevel: args.string('log-level', 'warn'),
  tokens: args.number('tokens', 2_000),
};
const endpointKeys = args.list<EndpointKey>('endpoints', ENDPOINT_KEYS, ENDPOINT_KEYS);
const startups = Math.max(1, args.number('startups', 3));
/** --cpu-prof <dir>: the measured server writes a V8 CPU profile there (for finding what limits an endpoint). */
const profileDir = args.optionalString('cpu-prof');
/** --node-options "<flags>": node flags for the server, e.g. "--max-old-space-size=256". */
const serverNodeArgs = args.string('node-options', '').split(/\s+/).filter(Boolean);

const mb = (bytes: number) => Math.round(bytes / 1_048_576);
const log = (line: string) => console.log(line);

async function dataset(spec: DatasetSpec): Promise<DatasetMeta> {
  const existing = args.flag('regenerate') ? undefined : await existingDataset(spec);
  if (existing) {
    log(`using ${existing.name} (generated ${existing.generatedAt})`);
    return existing;
  }
  return generate({ spec, tokens: settings.tokens, seed: 20_261_122, log });
}

const rssOf = (pid: number) => memoryOf(pid)?.rss ?? 0;

function warmFile(path: string): void {
  const fd = openSync(path, 'r');
  const buffer = Buffer.alloc(8 * 1_048_576);
  try {
    while (readSync(fd, buffer, 0, buffer.length, null) > 0);
  } finally {
    closeSync(fd);
  }
}

/** A copy of a SQLite data set for one run, beside it (the data set itself has no WAL left: it was closed cleanly). */
function runCopy(path: string): string {
  const copy = path.replace(/\.db$/, '.run.db');
  // What a run that was cut short left behind: its WAL must not be replayed onto the fresh copy.
  removeDatabase(copy);
  copyFileSync(path, copy);
  return copy;
}

/** A SQLite database file with its WAL and shared-memory files. */
function removeDatabase(path: string): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(path + suffix, { force: true });
}

/** The rate of a run's slowest and fastest second. */
const perSecondOf = (e: LoadFigures) => `${e.perSecond.min.toLocaleString('en')}–${e.perSecond.max.toLocaleString('en')}`;

function describe(r: EndpointResult): string {
  const l = r.latency;
  const ratio = r.ofCeiling !== undefined ? `  ${Math.round(r.ofCeiling * 100)}% of ceiling` : '';
  const bad = r.non2xx + r.errors > 0 ? `  non-2xx ${r.non2xx} errors ${r.errors}` : '';
  return `  ${r.label.padEnd(42)} ${String(r.rps).padStart(6)} req/s (by second ${perSecondOf(r)})  p50 ${l.p50} ms  p97.5 ${l.p97_5} ms  p99 ${l.p99} ms${ratio}${bad}  [cpu server ${r.cpu.server} gen ${r.cpu.loadGenerator} others ${r.cpu.others}; stall cpu ${r.pressure.cpu}% io ${r.pressure.io}%]`;
}

async function runScenario(spec: DatasetSpec): Promise<ScenarioResult> {
  const meta = await dataset(spec);
  const loadavgBefore = loadavg();
  log(`\n== ${meta.name} ==`);
  // Review cards and an administrator session for the learning reads (once per data set; SQLite).
  const learning = spec.kind === 'large' ? ensureLearningData(spec, log) : undefined;
  // A run writes (attempts started, answers saved, sessions submitted: each adds review cards to
  // the same 2,000 learners), so on SQLite it works on a copy of the data set, thrown away after
  // it: every run starts from the same data and its figures can be compared with another run's.
  const copy = spec.engine === 'sqlite' ? runCopy(sqlitePath(spec)) : undefined;
  const url = copy ? `file:${copy}` : databaseUrl(spec);
  // This machine hands unused page cache back within a minute or so: read the file once, as a
  // server whose database fits in memory would have it cached (the reads then measure the server, not the disk).
  if (copy) warmFile(copy);
  const workload = await loadWorkload(url, meta.tokens, learning?.adminCookie);
  const counts = { ...meta.counts, ...(await countRows(url)) };

  // Start-up on the existing database: spawn to the first 200 of /api/health, a few times.
  const startupMs: number[] = [];
  let server: RunningServer | undefined;
  for (let i = 0; i < startups; i++) {
    if (server) await server.stop();
    server = await startServer({
      databaseUrl: url,
      logLevel: settings.logLevel,
      nodeArgs: [...serverNodeArgs, ...(profileDir && i === startups - 1 ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, meta.name)}`] : [])],
    });
    startupMs.push(Math.round(server.startupMs));
  }
  log(`  start-up ${startupMs.join(', ')} ms`);
  const running = server!;
  const endpoints: EndpointResult[] = [];
  try {
    for (const key of endpointKeys) {
      const endpoint = ENDPOINTS[key];
      await endpoint.prepare?.(running.url, workload);
      const figures = await measure({
        url: running.url,
        ...settings,
        connections: endpoint.connections ?? settings.connections,
        build: () => endpoint.build(workload),
        serverPid: running.pid,
        expectStatus: endpoint.expect,
      });
      const result: EndpointResult = { key, label: endpoint.label, ...figures, rssAfter: rssOf(running.pid) };
      endpoints.push(result);
      if (key === 'draw') {
        const body = await sampleDrawBody(running, workload);
        const ceiling = await withCeiling(body, (ceilingUrl, pid) => measure({ url: ceilingUrl, ...settings, build: () => ENDPOINTS.draw.build(workload), serverPid: pid, expectStatus: 200 }));
        const c: EndpointResult = { key: 'ceiling', label: `ceiling: node:http, same quiz JSON (${body.length} B)`, ...ceiling, rssAfter: 0 };
        result.ofCeiling = result.rps / c.rps;
        endpoints.push(c);
        log(describe(result));
        log(describe(c));
      } else {
        log(describe(result));
      }
    }
  } catch (error) {
    log(running.output());
    throw error;
  } finally {
    await running.stop();
    if (copy) removeDatabase(copy);
  }
  const peakRssBytes = running.peakRss();
  log(`  peak RSS ${mb(peakRssBytes)} MB`);
  return {
    name: meta.name,
    engine: spec.engine,
    kind: spec.kind,
    scale: spec.scale,
    data: { ...counts, bytes: meta.bytes, generatedAt: meta.generatedAt, generationSeconds: meta.generationSeconds },
    startupMs,
    peakRssBytes,
    endpoints,
    loadavgBefore,
  };
}

// ---- targets and the 10× comparison ----

interface TargetCheck {
  scenario: string;
  target: string;
  measured: string;
  met: boolean;
}

interface Comparison {
  engine: Engine;
  small: string;
  large: string;
  rows: { label: string; small: { rps: number; p50: number; p99: number }; large: { rps: number; p50: number; p99: number } }[];
}

const READS: EndpointKey[] = ['certificates', 'draw', 'history', 'progress', 'activity', 'readiness', 'reviewSummary', 'reviewDraw', 'examDraw', 'resume'];
/** The learner reads of the attempts issue (13), each to reach 15% of the ceiling. */
const SHARED_READS: EndpointKey[] = ['certificates', 'draw', 'history', 'progress', 'activity', 'resume'];

function checkTargets(s: ScenarioResult): TargetCheck[] {
  const checks: TargetCheck[] = [];
  const by = (key: string) => s.endpoints.find((e) => e.key === key);
  for (const key of READS) {
    const e = by(key);
    if (e) checks.push({ scenario: s.name, target: `${e.label}: p99 < 25 ms at ${settings.connections} connections`, measured: `p99 ${e.latency.p99} ms`, met: e.latency.p99 < 25 && e.non2xx + e.errors === 0 });
  }
  const stats = by('moduleStats');
  if (stats)
    checks.push({
      scenario: s.name,
      target: 'admin question statistics of a module < 200 ms (one request at a time, random modules)',
      measured: `p50 ${stats.latency.p50} ms, p99 ${stats.latency.p99} ms, max ${stats.latency.max} ms`,
      met: stats.latency.p99 < 200 && stats.non2xx + stats.errors === 0,
    });
  const draw = by('draw');
  if (draw?.ofCeiling !== undefined)
    checks.push({
      scenario: s.name,
      target: 'quiz draw ≥ 40% of the node:http ceiling',
      measured: `${Math.round(draw.ofCeiling * 100)}% (${draw.rps} vs ${by('ceiling')!.rps} req/s)`,
      met: draw.ofCeiling >= 0.4,
    });
  // Shares of the ceiling (machines differ fivefold; the share does not): the learner reads first.
  const ceiling = by('ceiling');
  for (const key of SHARED_READS) {
    const e = by(key);
    if (!e || !ceiling) continue;
    const of = e.rps / ceiling.rps;
    checks.push({
      scenario: s.name,
      target: `${e.label} ≥ 15% of the node:http ceiling`,
      measured: `${Math.round(of * 1000) / 10}% (${e.rps} vs ${ceiling.rps} req/s)`,
      met: of >= 0.15 && e.non2xx + e.errors === 0,
    });
  }
  // Then the attempts held by the server.
  const shares: [EndpointKey, string, number][] = [
    ['start', 'starting an attempt', 0.06],
    ['save', 'saving an answer', 0.1],
    ['finish', 'submitting an attempt', 0.03],
  ];
  for (const [key, what, share] of shares) {
    const e = by(key);
    if (!e || !ceiling) continue;
    const perSecond = e.expected / settings.duration;
    const of = perSecond / ceiling.rps;
    checks.push({
      scenario: s.name,
      target: `${what} ≥ ${Math.round(share * 100)}% of the node:http ceiling`,
      measured: `${Math.round(of * 1000) / 10}% (${Math.round(perSecond)}/s answered ${ENDPOINTS[key].expect}, non-2xx ${e.non2xx}, p99 ${e.latency.p99} ms)`,
      met: of >= share && e.errors === 0,
    });
  }
  const submit = by('submit');
  if (submit) {
    const perSecond = Math.round(submit.expected / settings.duration);
    checks.push({ scenario: s.name, target: 'quiz submission ≥ 1,500 per second (201s)', measured: `${perSecond}/s, non-2xx ${submit.non2xx}`, met: perSecond >= 1500 && submit.non2xx + submit.errors === 0 });
  }
  checks.push({ scenario: s.name, target: 'server peak RSS < 250 MB', measured: `${mb(s.peakRssBytes)} MB`, met: s.peakRssBytes < 250 * 1_048_576 });
  const slowest = Math.max(...s.startupMs);
  checks.push({ scenario: s.name, target: 'start-up on the existing database < 2 s', measured: `${s.startupMs.join(', ')} ms`, met: slowest < 2000 });
  return checks;
}

function compare(scenarios: ScenarioResult[]): Comparison[] {
  const out: Comparison[] = [];
  for (const engine of ENGINES) {
    const large = scenarios.filter((s) => s.engine === engine && s.kind === 'large').sort((a, b) => a.scale - b.scale);
    if (large.length < 2) continue;
    const small = large[0]!;
    const big = large.at(-1)!;
    out.push({
      engine,
      small: small.name,
      large: big.name,
      rows: small.endpoints
        .filter((e) => e.key !== 'ceiling')
        .flatMap((e) => {
          const o = big.endpoints.find((x) => x.key === e.key);
          return o ? [{ label: e.label, small: { rps: e.rps, p50: e.latency.p50, p99: e.latency.p99 }, large: { rps: o.rps, p50: o.latency.p50, p99: o.latency.p99 } }] : [];
        }),
    });
  }
  return out;
}

// ---- report ----

export function markdown(r: RunResult): string {
  const lines: string[] = [];
  lines.push(`# Benchmark run ${r.startedAt}`, '');
  lines.push(`Machine: ${r.machine.cpu}, ${r.machine.cores} cores, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}; load average at start ${r.machine.loadavgStart.map((n) => n.toFixed(2)).join(' / ')}.`);
  lines.push(
    `Load: autocannon, ${r.settings.connections} connections, ${r.settings.warmup} s warm-up then ${r.settings.duration} s per endpoint; ${r.settings.tokens.toLocaleString('en')} learner tokens, one picked at random per request; server LOG_LEVEL=${r.settings.logLevel}, node flags: ${r.settings.serverNodeOptions || 'none (defaults)'}.`,
    '',
  );
  for (const s of r.scenarios) {
    const d = s.data;
    lines.push(`## ${s.name}`, '');
    lines.push(
      `${d.learners.toLocaleString('en')} learners, ${d.attempts.toLocaleString('en')} attempts, ${d.questionStats.toLocaleString('en')} question-stat rows, ${d.questions.toLocaleString('en')} questions in ${d.modules} modules; ${mb(d.bytes).toLocaleString('en')} MB. ` +
        `Start-up (spawn to first 200 on /api/health): ${s.startupMs.join(', ')} ms. Peak RSS: ${mb(s.peakRssBytes)} MB.`,
      '',
    );
    lines.push('| Endpoint | req/s | by second, min–max | p50 ms | p97.5 ms | p99 ms | max ms | non-2xx | errors | vs ceiling | CPU cores server / load gen / others | CPU / IO stall % |');
    lines.push('|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|');
    for (const e of s.endpoints) {
      const ratio = e.ofCeiling !== undefined ? `${Math.round(e.ofCeiling * 100)}%` : e.key === 'ceiling' ? '100%' : '';
      lines.push(
        `| ${e.label} | ${e.rps.toLocaleString('en')} | ${perSecondOf(e)} | ${e.latency.p50} | ${e.latency.p97_5} | ${e.latency.p99} | ${e.latency.max} | ${e.non2xx} | ${e.errors} | ${ratio} | ${e.cpu.server} / ${e.cpu.loadGenerator} / ${e.cpu.others} | ${e.pressure.cpu} / ${e.pressure.io} |`,
      );
    }
    lines.push('');
  }
  if (r.comparisons.length > 0) {
    lines.push('## 10× data: same per-request cost', '');
    for (const c of r.comparisons) {
      lines.push(`${c.engine}: ${c.small} vs ${c.large}`, '');
      lines.push('| Endpoint | req/s small | req/s 10× | p50 small | p50 10× | p99 small | p99 10× |', '|---|--:|--:|--:|--:|--:|--:|');
      for (const row of c.rows)
        lines.push(`| ${row.label} | ${row.small.rps.toLocaleString('en')} | ${row.large.rps.toLocaleString('en')} | ${row.small.p50} | ${row.large.p50} | ${row.small.p99} | ${row.large.p99} |`);
      lines.push('');
    }
  }
  if (r.targets.length > 0) {
    lines.push('## Targets', '', '| Scenario | Target | Measured | Met |', '|---|---|---|---|');
    for (const t of r.targets) lines.push(`| ${t.scenario} | ${t.target} | ${t.measured} | ${t.met ? 'yes' : '**no**'} |`);
    lines.push('');
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  if (!args.flag('no-build')) buildServer();
  const startedAt = new Date().toISOString();
  const loadavgStart = loadavg();
  const specs: DatasetSpec[] = [];
  for (const engine of engines) {
    if (engine === 'postgres' && !pgServerUrl()) throw new Error('--engine postgres needs BENCH_PG_URL or PG_TEST_URL');
    for (const kind of kinds) {
      if (kind === 'empty') specs.push({ engine, kind, scale: 0 });
      else for (const scale of scales) specs.push({ engine, kind, scale });
    }
  }
  log(`scenarios: ${specs.map(datasetName).join(', ')}`);
  const scenarios: ScenarioResult[] = [];
  for (const spec of specs) scenarios.push(await runScenario(spec));

  const result: RunResult = {
    startedAt,
    finishedAt: new Date().toISOString(),
    machine: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: cpus().length,
      memoryGiB: Math.round(totalmem() / 2 ** 30),
      node: process.version,
      loadavgStart,
      loadavgEnd: loadavg(),
    },
    settings: { ...settings, serverNodeOptions: serverNodeArgs.join(' ') },
    scenarios,
    // The targets are set for the full large SQLite data set.
    targets: scenarios.filter((s) => s.engine === 'sqlite' && s.kind === 'large' && s.scale === 1).flatMap(checkTargets),
    comparisons: compare(scenarios),
  };
  const stamp = stampOf(startedAt);
  writeResults(args.optionalString('label') ? `${stamp}-${args.string('label', '')}` : stamp, result, markdown(result));
}

runMain(main);
