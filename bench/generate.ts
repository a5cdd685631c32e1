/**
 * Fills a fresh database with a large, realistic data set, on SQLite or PostgreSQL:
 * at scale 1, 100,000 learners, 2,000,000 quiz attempts over the last two years (with each
 * learner's per-question record, as the server keeps it), 3 certificates, 60 modules and
 * 20,000 questions. `--scale 0.1` makes 10,000 learners and 200,000 attempts (the catalogue
 * stays the same size), so that data sizes can be compared at the same per-learner shape.
 *
 * The schema comes from the project's own migrations; the rows are then written in bulk, shaped
 * exactly as the server writes them (see server/modules/quiz/service.ts and repository.ts).
 * Every learner shares ONE argon2id password hash (password "bench-password-1"), and a sample
 * of learners get an access token, stored as the server stores one (SHA-256 of a random
 * 256-bit token); the raw tokens go into the data set's JSON file beside the database.
 *
 *   npx tsx bench/generate.ts --engine sqlite --data large --scale 0.05
 *   npx tsx bench/generate.ts --engine postgres --data empty        (BENCH_PG_URL or PG_TEST_URL)
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import pino from 'pino';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { seedDemo } from '../server/db/seed';
import { hashPassword, newToken, sha256 } from '../server/lib/secrets';
import { Args } from './lib/args';
import { DATA_DIR, DATA_KINDS, ENGINES, ROOT, databaseUrl, datasetName, pgDatabaseSize, recreatePgDatabase, sqlitePath, writeMeta, type BenchToken, type DatasetMeta, type DatasetSpec } from './lib/datasets';
import { runMain } from './lib/results';
import { PgSink, SqliteSink, type Row, type Sink } from './lib/sinks';

export const FULL = { learners: 100_000, attempts: 2_000_000, certificates: 3, modulesPerCertificate: 20, questions: 20_000 };
export const BENCH_PASSWORD = 'bench-password-1';
const DAY = 86_400_000;
const LEARNERS_PER_CHUNK = 2_000;

export interface GenerateOptions {
  spec: DatasetSpec;
  /** How many learners get a bench token (the empty data set has exactly these learners). */
  tokens: number;
  seed: number;
  log?: (line: string) => void;
}

/** mulberry32: a small seeded generator, so that a data set can be made again identically (tokens apart). */
function random(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return { next, int: (n: number) => Math.floor(next() * n), pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]! };
}
type Random = ReturnType<typeof random>;

const WORDS = (
  'instance table record field script rule policy role group access control list workflow approval catalog request incident ' +
  'change problem release upgrade scope update set import export transform map schedule job event notification email report ' +
  'dashboard filter query index reference dictionary form view layout client server business condition action trigger flow ' +
  'integration endpoint token credential session audit history attachment domain process service level agreement task'
).split(' ');

function sentence(rng: Random, minChars: number, maxChars: number): string {
  const target = minChars + rng.int(maxChars - minChars + 1);
  let s = '';
  while (s.length < target) s += (s ? ' ' : '') + rng.pick(WORDS);
  return s.charAt(0).toUpperCase() + s.slice(1);
}

const LETTERS = ['A', 'B', 'C', 'D'] as const;
const LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;
const DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
const FIRST = ['Ada', 'Alan', 'Grace', 'Linus', 'Margaret', 'Ken', 'Barbara', 'Dennis', 'Radia', 'Edsger', 'Frances', 'John'];
const LAST = ['Lovelace', 'Turing', 'Hopper', 'Torvalds', 'Hamilton', 'Thompson', 'Liskov', 'Ritchie', 'Perlman', 'Dijkstra', 'Allen', 'Backus'];

interface CatalogModule {
  id: number;
  certificateId: number;
  name: string;
  pools: Record<'easy' | 'medium' | 'hard' | 'mixed', number[]>;
}

interface Catalog {
  modules: CatalogModule[];
  byCertificate: CatalogModule[][];
  /** Correct option of each question id (index into LETTERS). */
  correct: Uint8Array;
}

async function writeSyntheticCatalog(sink: Sink, rng: Random, createdAt: string): Promise<Catalog> {
  const certificates: Row[] = [];
  const modules: Row[] = [];
  const questions: Row[] = [];
  const catalog: Catalog = { modules: [], byCertificate: [], correct: new Uint8Array(FULL.questions + 1) };
  const moduleCount = FULL.certificates * FULL.modulesPerCertificate;
  for (let c = 0; c < FULL.certificates; c++) {
    const certificateId = c + 1;
    certificates.push([certificateId, `Bench Platform Certificate ${certificateId}`, sentence(rng, 80, 160), LEVELS[c % 3]!, createdAt, null]);
    catalog.byCertificate.push([]);
    for (let m = 0; m < FULL.modulesPerCertificate; m++) {
      const id = c * FULL.modulesPerCertificate + m + 1;
      const name = `${sentence(rng, 12, 30)} ${id}`;
      modules.push([id, certificateId, name, sentence(rng, 60, 140), m + 1, createdAt, null]);
      const mod: CatalogModule = { id, certificateId, name, pools: { easy: [], medium: [], hard: [], mixed: [] } };
      catalog.modules.push(mod);
      catalog.byCertificate[c]!.push(mod);
    }
  }
  for (let q = 0; q < FULL.questions; q++) {
    const id = q + 1;
    const mod = catalog.modules[q % moduleCount]!;
    const difficulty = DIFFICULTIES[Math.floor(q / moduleCount) % 3]!;
    const correct = rng.int(4);
    catalog.correct[id] = correct;
    mod.pools[difficulty].push(id);
    mod.pools.mixed.push(id);
    questions.push([
      id,
      mod.id,
      `${sentence(rng, 70, 200)}?`,
      sentence(rng, 15, 60),
      sentence(rng, 15, 60),
      sentence(rng, 15, 60),
      sentence(rng, 15, 60),
      LETTERS[correct]!,
      difficulty,
      sentence(rng, 100, 300),
      createdAt,
      null,
    ]);
  }
  await sink.write('certificates', certificates);
  await sink.write('modules', modules);
  await sink.write('questions', questions);
  return catalog;
}

/** Attempts per learner: about one in ten never took a quiz, the others an exponential share (a few take many). */
function attemptsPerLearner(rng: Random, learners: number, attempts: number): Uint32Array {
  const weights = new Float64Array(learners);
  let sum = 0;
  for (let i = 0; i < learners; i++) {
    weights[i] = rng.next() < 0.1 ? 0 : -Math.log(1 - rng.next());
    sum += weights[i]!;
  }
  const counts = new Uint32Array(learners);
  let given = 0;
  for (let i = 0; i < learners; i++) {
    counts[i] = Math.floor((weights[i]! / sum) * attempts);
    given += counts[i]!;
  }
  while (given < attempts) {
    const i = rng.int(learners);
    if (weights[i]! > 0) {
      counts[i]!++;
      given++;
    }
  }
  return counts;
}

interface Stat {
  moduleId: number;
  seen: number;
  lastCorrect: number;
  lastSeenAt: string;
  /** Where the row falls in time order: when the server would have inserted it. */
  sortKey: string;
}

/** Up to `n` questions of the pool, unseen ones first (as the server's draw favours them). */
function drawQuestions(rng: Random, pool: readonly number[], stats: Map<number, Stat>, n: number): number[] {
  const size = Math.min(n, pool.length);
  const chosen = new Set<number>();
  for (let tries = 0; chosen.size < size && tries < size * 4; tries++) {
    const id = pool[rng.int(pool.length)]!;
    if (!stats.has(id)) chosen.add(id);
  }
  while (chosen.size < size) chosen.add(pool[rng.int(pool.length)]!);
  return [...chosen];
}

async function writeLearners(
  sink: Sink,
  rng: Random,
  options: { learners: number; attempts: number; catalog: Catalog | null; passwordHash: string; now: number; log: (line: string) => void },
): Promise<{ attempts: number; questionStats: number }> {
  const { learners, catalog, now } = options;
  const counts = attemptsPerLearner(rng, learners, catalog ? options.attempts : 0);
  const windowStart = now - 730 * DAY;
  // Ids follow sign-up order, as they would in production.
  const signUps = Float64Array.from({ length: learners }, () => windowStart + rng.int(729 * DAY)).sort();
  let attempts = 0;
  let questionStats = 0;
  const started = Date.now();
  for (let first = 1; first <= learners; first += LEARNERS_PER_CHUNK) {
    const users: Row[] = [];
    const sessions: Row[] = [];
    const statRows: Row[] = [];
    for (let id = first; id < Math.min(first + LEARNERS_PER_CHUNK, learners + 1); id++) {
      const createdMs = signUps[id - 1]!;
      const firstName = rng.pick(FIRST);
      const lastName = rng.pick(LAST);
      const email = `${firstName}.${lastName}.${id}@bench.certdrill.test`;
      users.push([id, email, email.toLowerCase(), options.passwordHash, firstName, lastName, new Date(createdMs).toISOString()]);
      const k = counts[id - 1]!;
      if (k === 0 || !catalog) continue;
      // Each learner practises for a while (a week to a year) after signing up, mostly one certificate.
      const span = Math.min(now - createdMs - 60_000, (7 + rng.int(359)) * DAY);
      const times = Array.from({ length: k }, () => createdMs + 60_000 + rng.int(span)).sort((a, b) => a - b);
      const home = catalog.byCertificate[rng.int(catalog.byCertificate.length)]!;
      const skill = 0.35 + rng.next() * 0.55;
      const stats = new Map<number, Stat>();
      const learnerKey = String(id).padStart(7, '0');
      for (const at of times) {
        const mod = rng.next() < 0.8 ? rng.pick(home) : rng.pick(catalog.modules);
        const r = rng.next();
        const difficulty = r < 0.3 ? 'easy' : r < 0.65 ? 'medium' : r < 0.85 ? 'hard' : 'mixed';
        const questions = drawQuestions(rng, mod.pools[difficulty], stats, 10);
        const completedAt = new Date(at).toISOString();
        let score = 0;
        const answers = questions.map((q) => {
          const correct = catalog.correct[q]!;
          const roll = rng.next();
          const chosen = roll < 0.03 ? '' : roll < skill ? LETTERS[correct]! : LETTERS[(correct + 1 + rng.int(3)) % 4]!;
          const right = chosen === LETTERS[correct];
          if (right) score++;
          const stat = stats.get(q);
          if (stat) {
            stat.seen++;
            stat.lastCorrect = right ? 1 : 0;
            stat.lastSeenAt = completedAt;
          } else {
            stats.set(q, { moduleId: mod.id, seen: 1, lastCorrect: right ? 1 : 0, lastSeenAt: completedAt, sortKey: `${completedAt}|${learnerKey}|${String(stats.size).padStart(5, '0')}` });
          }
          return chosen;
        });
        const timeUsed = 20 + rng.int(341);
        // The same canonical body and hash as server/modules/quiz/service.ts submissionHash().
        const hash = sha256(JSON.stringify([id, mod.id, difficulty, questions, answers, timeUsed]));
        sessions.push([
          id,
          mod.id,
          mod.name,
          mod.certificateId,
          difficulty,
          JSON.stringify(questions),
          JSON.stringify(answers),
          score,
          questions.length,
          timeUsed,
          completedAt,
          hash,
          Math.floor(at / 60_000),
          `${completedAt}|${learnerKey}`,
        ]);
      }
      for (const [questionId, s] of stats) statRows.push([id, questionId, s.moduleId, s.seen, s.lastCorrect, s.lastSeenAt, s.sortKey]);
    }
    await sink.write('users', users);
    await sink.stage('quiz_sessions', sessions);
    await sink.stage('question_stats', statRows);
    attempts += sessions.length;
    questionStats += statRows.length;
    const done = Math.min(first + LEARNERS_PER_CHUNK - 1, learners);
    if (done % 20_000 < LEARNERS_PER_CHUNK || done === learners) {
      options.log(`  ${done.toLocaleString('en')} learners, ${attempts.toLocaleString('en')} attempts, ${questionStats.toLocaleString('en')} question stats (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
  }
  // Into the real tables in time order, learners interleaved, as a live server would have written them.
  for (const table of ['quiz_sessions', 'question_stats'] as const) {
    const t = Date.now();
    await sink.moveStaged(table);
    options.log(`  ${table} written in time order (${((Date.now() - t) / 1000).toFixed(0)} s)`);
  }
  return { attempts, questionStats };
}

function chooseTokenLearners(rng: Random, learners: number, tokens: number): number[] {
  const n = Math.min(tokens, learners);
  if (n === learners) return Array.from({ length: n }, (_, i) => i + 1);
  const chosen = new Set<number>();
  while (chosen.size < n) chosen.add(1 + rng.int(learners));
  return [...chosen].sort((a, b) => a - b);
}

export async function generate(options: GenerateOptions): Promise<DatasetMeta> {
  const { spec } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const name = datasetName(spec);
  const started = Date.now();
  const rng = random(options.seed);
  const now = Date.now();
  const nowIso = new Date(now).toISOString();
  const large = spec.kind === 'large';
  const learners = large ? Math.round(FULL.learners * spec.scale) : options.tokens;
  const attemptsWanted = large ? Math.round(FULL.attempts * spec.scale) : 0;
  log(`generating ${name}: ${learners.toLocaleString('en')} learners, ${attemptsWanted.toLocaleString('en')} attempts`);

  // A fresh database, then the project's migrations.
  mkdirSync(DATA_DIR, { recursive: true });
  if (spec.engine === 'sqlite') {
    for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${sqlitePath(spec)}${suffix}`, { force: true });
  } else {
    await recreatePgDatabase(spec);
  }
  const url = databaseUrl(spec);
  const database = openDatabase(url);
  await migrate(database);
  if (!large) await seedDemo(database, { contentDir: `${ROOT}/content`, log: pino({ level: 'silent' }) });
  await database.destroy();

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  let sink: Sink;
  let close: () => Promise<void>;
  const stagingFile = `${sqlitePath(spec)}.staging`;
  if (spec.engine === 'sqlite') {
    rmSync(stagingFile, { force: true });
    const db = new SQLite(sqlitePath(spec));
    // A bulk load into a throwaway file: no journal, no fsync; WAL again at the end, as the server uses it.
    db.pragma('journal_mode = OFF');
    db.pragma('synchronous = OFF');
    db.pragma('cache_size = -262144');
    db.pragma('foreign_keys = OFF');
    sink = new SqliteSink(db, stagingFile);
    close = async () => {
      db.pragma('journal_mode = WAL');
      db.close();
      rmSync(stagingFile, { force: true });
    };
  } else {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('set synchronous_commit = off');
    await client.query("set work_mem = '256MB'");
    await client.query("set maintenance_work_mem = '512MB'");
    sink = new PgSink(client);
    close = async () => {
      for (const table of ['users', 'certificates', 'modules', 'questions']) {
        await client.query(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`);
      }
      log('  analyze');
      await client.query('analyze');
      await client.end();
    };
  }

  let catalogCounts = { certificates: 0, modules: 0, questions: 0 };
  let catalog: Catalog | null = null;
  if (large) {
    catalog = await writeSyntheticCatalog(sink, rng, new Date(now - 800 * DAY).toISOString());
    catalogCounts = { certificates: FULL.certificates, modules: catalog.modules.length, questions: FULL.questions };
  }
  const written = await writeLearners(sink, rng, { learners, attempts: attemptsWanted, catalog, passwordHash, now, log });

  const tokens: BenchToken[] = chooseTokenLearners(rng, learners, options.tokens).map((userId) => ({ userId, token: newToken() }));
  await sink.write(
    'user_tokens',
    tokens.map((t) => [t.userId, sha256(t.token), nowIso, nowIso]),
  );
  await sink.finish();
  await close();

  if (!large) {
    const db = openDatabase(url);
    const count = async (table: 'certificates' | 'modules' | 'questions') =>
      Number(
        (
          await db.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    catalogCounts = { certificates: await count('certificates'), modules: await count('modules'), questions: await count('questions') };
    await db.destroy();
  }

  const bytes = spec.engine === 'sqlite' ? statSync(sqlitePath(spec)).size : await pgDatabaseSize(spec);
  const meta: DatasetMeta = {
    name,
    engine: spec.engine,
    kind: spec.kind,
    scale: spec.scale,
    seed: options.seed,
    generatedAt: nowIso,
    generationSeconds: Math.round((Date.now() - started) / 100) / 10,
    counts: { ...catalogCounts, learners, attempts: written.attempts, questionStats: written.questionStats },
    bytes,
    tokens,
  };
  writeMeta(spec, meta);
  log(`generated ${name} in ${meta.generationSeconds} s (${(bytes / 1_048_576).toFixed(0)} MB)`);
  return meta;
}

async function main(): Promise<void> {
  const args = new Args();
  const engine = args.list('engine', ['sqlite'], ENGINES)[0]!;
  const kind = args.list('data', ['large'], DATA_KINDS)[0]!;
  const spec: DatasetSpec = { engine, kind, scale: kind === 'large' ? args.number('scale', 1, 'BENCH_SCALE') : 0 };
  await generate({ spec, tokens: args.number('tokens', 2_000), seed: args.number('seed', 20_261_122) });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  runMain(main);
}
