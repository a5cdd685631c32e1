/**
 * `npm run bench:soak`: 200 simulated learners use the real built server at once for 60 s. Each
 * signs up (or uses a generated learner's token), then loops: draw a quiz, think, submit answers,
 * read history (which must already list the new attempt) and progress, think again. Every
 * response is counted; afterwards the server is stopped and the database is checked: every
 * submission answered 201 is stored exactly once, with the questions and answers sent.
 *
 *   npm run bench:soak
 *   npm run bench:soak -- --engine postgres --learners 200 --duration 60 --register 0.5
 *
 * Options: --engine sqlite|postgres  --data large|empty  --scale 1  --learners 200  --duration 60
 * --register 0.5 (share of learners who sign up through the API; the rest use generated tokens)
 * --think 300-1500 (ms)  --no-build
 */
import { cpus, loadavg } from 'node:os';
import { openDatabase } from '../server/db/database';
import { generate } from './generate';
import { Args } from './lib/args';
import { DATA_KINDS, ENGINES, databaseUrl, existingDataset, type DataKind, type DatasetSpec, type Engine } from './lib/datasets';
import { runMain, writeResults } from './lib/results';
import { buildServer, startServer } from './lib/server';
import { loadWorkload, plausibleAnswer, submissionBody, type Workload } from './lib/workload';

const args = new Args();
const engine = args.list<Engine>('engine', ['sqlite'], ENGINES)[0]!;
const kind = args.list<DataKind>('data', ['large'], DATA_KINDS)[0]!;
const spec: DatasetSpec = { engine, kind, scale: kind === 'large' ? args.number('scale', 1, 'BENCH_SCALE') : 0 };
const learnerCount = args.number('learners', 200);
const durationMs = args.number('duration', 60) * 1000;
const registerShare = args.number('register', 0.5);
const [thinkMin, thinkMax] = args.string('think', '300-1500').split('-').map(Number) as [number, number];

type Kind = 'register' | 'draw' | 'submit' | 'history' | 'progress';
const KINDS: Kind[] = ['register', 'draw', 'submit', 'history', 'progress'];

interface Tally {
  count: number;
  statuses: Record<string, number>;
  networkErrors: number;
  latencies: number[];
}

const newTally = (): Tally => ({ count: 0, statuses: {}, networkErrors: 0, latencies: [] });
const tallies: Record<Kind, Tally> = { register: newTally(), draw: newTally(), submit: newTally(), history: newTally(), progress: newTally() };

interface Acknowledged {
  id: number;
  userId: number;
  questions: number[];
  answers: string[];
}

const acknowledged: Acknowledged[] = [];
/** Submissions whose answer never came (network error) or was a 5xx: they may or may not be stored. */
let unacknowledged = 0;
/** History read right after a 201 that did not list the new attempt. */
let historyMisses = 0;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const think = () => sleep(thinkMin + Math.random() * (thinkMax - thinkMin));

async function call(baseUrl: string, kind: Kind, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<{ status: number; json: unknown } | undefined> {
  const t = tallies[kind];
  t.count++;
  const started = performance.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, {
      method: init.method ?? 'GET',
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
      body: init.body ? JSON.stringify(init.body) : undefined,
    });
    const text = await res.text();
    t.latencies.push(performance.now() - started);
    t.statuses[res.status] = (t.statuses[res.status] ?? 0) + 1;
    return { status: res.status, json: text ? (JSON.parse(text) as unknown) : undefined };
  } catch {
    t.networkErrors++;
    return undefined;
  }
}

async function learner(baseUrl: string, workload: Workload, index: number, deadline: number, stamp: string): Promise<void> {
  // Arrivals spread over the first five seconds.
  await sleep(Math.random() * 5000);
  let token: string;
  let userId: number;
  if (index < Math.round(learnerCount * registerShare)) {
    const res = await call(baseUrl, 'register', '/api/register', {
      method: 'POST',
      body: { email: `soak-${stamp}-${index}@bench.certdrill.test`, password: 'soak-password-1', firstName: 'Soak', lastName: `Learner ${index}` },
    });
    if (res?.status !== 201) return;
    ({ accessToken: token, id: userId } = res.json as { accessToken: string; id: number });
  } else {
    ({ token, userId } = workload.tokens[index % workload.tokens.length]!);
  }
  while (Date.now() < deadline) {
    const body = submissionBody(workload);
    const draw = await call(baseUrl, 'draw', `/api/modules/${body.moduleId}/quiz/${body.difficulty}`, { token });
    if (draw?.status === 200) {
      // Answer the questions drawn (the body's module and difficulty are the same). The draw has no
      // keys: they come from the database, read before the run.
      const drawn = (draw.json as { id: number }[]).map((q) => workload.keys.get(q.id));
      if (drawn.length > 0 && drawn.every((q) => q !== undefined)) {
        body.questions = drawn.map((q) => q.id);
        body.answers = drawn.map(plausibleAnswer);
      }
    }
    await think();
    const submitted = await call(baseUrl, 'submit', '/api/quiz-sessions', { method: 'POST', token, body });
    if (submitted?.status === 201) {
      const id = (submitted.json as { id: number }).id;
      acknowledged.push({ id, userId, questions: body.questions, answers: body.answers });
      const history = await call(baseUrl, 'history', '/api/quiz-history', { token });
      if (history?.status === 200 && !(history.json as { id: number }[]).some((h) => h.id === id)) historyMisses++;
    } else if (!submitted || submitted.status >= 500) {
      unacknowledged++;
    }
    await call(baseUrl, 'progress', '/api/progress?tz=Europe/Berlin', { token });
    await think();
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! * 10) / 10;
}

async function main(): Promise<void> {
  if (!args.flag('no-build')) buildServer();
  const meta = (await existingDataset(spec)) ?? (await generate({ spec, tokens: 2_000, seed: 20_261_122 }));
  const url = databaseUrl(spec);
  const workload = await loadWorkload(url, meta.tokens);
  const server = await startServer({ databaseUrl: url });
  const startedAt = new Date();
  const stamp = startedAt.toISOString().replace(/[:.]/g, '-').slice(0, 19);
  console.log(`soak: ${learnerCount} learners for ${durationMs / 1000} s on ${meta.name} (${server.url})`);
  const deadline = Date.now() + durationMs;
  const wall = performance.now();
  const ticker = setInterval(() => console.log(`  ${Math.round((performance.now() - wall) / 1000)} s: ${acknowledged.length} attempts stored`), 10_000);
  await Promise.all(Array.from({ length: learnerCount }, (_, i) => learner(server.url, workload, i, deadline, stamp)));
  clearInterval(ticker);
  const seconds = (performance.now() - wall) / 1000;
  await server.stop();
  const peakRss = server.peakRss();

  // Verification in the database: each 201 stored once, as sent; nothing else stored for these learners since the start.
  const database = openDatabase(url);
  const userIds = [...new Set(acknowledged.map((a) => a.userId))];
  const rows = userIds.length
    ? await database.db
        .selectFrom('quiz_sessions')
        .select(['id', 'user_id', 'question_ids', 'answers', 'submission_hash'])
        .where('user_id', 'in', userIds)
        .where('completed_at', '>=', startedAt.toISOString())
        .execute()
    : [];
  await database.destroy();
  const byId = new Map(rows.map((r) => [r.id, r]));
  let missing = 0;
  let different = 0;
  for (const a of acknowledged) {
    const row = byId.get(a.id);
    if (!row || row.user_id !== a.userId) missing++;
    else if (row.question_ids !== JSON.stringify(a.questions) || row.answers !== JSON.stringify(a.answers)) different++;
  }
  const ackIds = new Set(acknowledged.map((a) => a.id));
  const extra = rows.filter((r) => !ackIds.has(r.id)).length;
  const hashes = new Map<string, number>();
  for (const r of rows) hashes.set(`${r.user_id}:${r.submission_hash}`, (hashes.get(`${r.user_id}:${r.submission_hash}`) ?? 0) + 1);
  const duplicates = [...hashes.values()].filter((n) => n > 1).length;

  const summary = KINDS.map((k) => {
    const t = tallies[k];
    const sorted = [...t.latencies].sort((a, b) => a - b);
    const errors =
      Object.entries(t.statuses)
        .filter(([s]) => Number(s) >= 400)
        .reduce((n, [, c]) => n + c, 0) + t.networkErrors;
    return { kind: k, requests: t.count, statuses: t.statuses, errors, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) };
  });
  const totalRequests = summary.reduce((n, s) => n + s.requests, 0);
  const totalErrors = summary.reduce((n, s) => n + s.errors, 0);
  const result = {
    startedAt: startedAt.toISOString(),
    dataset: meta.name,
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, loadavgEnd: loadavg() },
    settings: { learners: learnerCount, durationSeconds: durationMs / 1000, registerShare, thinkMs: [thinkMin, thinkMax] },
    seconds: Math.round(seconds * 10) / 10,
    totalRequests,
    totalErrors,
    requestsPerSecond: Math.round(totalRequests / seconds),
    summary,
    verification: {
      acknowledged: acknowledged.length,
      storedOnce: acknowledged.length - missing - different,
      missing,
      different,
      duplicates,
      storedWithoutAcknowledgement: extra,
      unacknowledged,
      historyMisses,
    },
    peakRssMB: Math.round(peakRss / 1_048_576),
  };
  const v = result.verification;
  const ok = v.missing === 0 && v.different === 0 && v.duplicates === 0 && v.historyMisses === 0;
  const md = [
    `Soak ${result.startedAt} on ${meta.name}: ${learnerCount} learners for ${result.seconds} s (think ${thinkMin}–${thinkMax} ms), ${totalRequests.toLocaleString('en')} requests (${result.requestsPerSecond}/s), ${totalErrors} error responses, server peak RSS ${result.peakRssMB} MB.`,
    '',
    '| Request | Count | Errors | p50 ms | p99 ms | max ms |',
    '|---|--:|--:|--:|--:|--:|',
    ...summary.map((s) => `| ${s.kind} | ${s.requests.toLocaleString('en')} | ${s.errors} | ${s.p50} | ${s.p99} | ${s.max} |`),
    '',
    `Acknowledged (201) submissions: ${v.acknowledged.toLocaleString('en')}; found in the database exactly once with the questions and answers sent: ${v.storedOnce.toLocaleString('en')}; missing ${v.missing}; different ${v.different}; duplicated ${v.duplicates}; stored without a 201 ${v.storedWithoutAcknowledgement} (submissions without an answer: ${v.unacknowledged}); history read just after a 201 without the new attempt: ${v.historyMisses}. ${ok ? 'PASS' : 'FAIL'}`,
    '',
  ].join('\n');
  writeResults(`soak-${stamp}`, result, md);
  if (!ok) process.exitCode = 1;
}

runMain(main);
