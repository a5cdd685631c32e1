/**
 * Where the bench data sets live and what is known about them: a SQLite file under bench/.data/,
 * or a dedicated PostgreSQL database (certdrill_bench_*) next to the one PG_TEST_URL names, never
 * that one. Each data set has a JSON file beside it with its figures and the raw learner tokens.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const DATA_DIR = join(ROOT, 'bench', '.data');
export const RESULTS_DIR = join(ROOT, 'bench', 'results');

export type Engine = 'sqlite' | 'postgres';
export type DataKind = 'empty' | 'large';
export const ENGINES: readonly Engine[] = ['sqlite', 'postgres'];
export const DATA_KINDS: readonly DataKind[] = ['empty', 'large'];

export interface DatasetSpec {
  engine: Engine;
  kind: DataKind;
  /** Scale of the large data set (1 = 100,000 learners and 2,000,000 attempts); ignored for empty. */
  scale: number;
}

export interface BenchToken {
  userId: number;
  token: string;
}

export interface DatasetMeta {
  name: string;
  engine: Engine;
  kind: DataKind;
  scale: number;
  seed: number;
  generatedAt: string;
  generationSeconds: number;
  counts: { certificates: number; modules: number; questions: number; learners: number; attempts: number; questionStats: number };
  /** Size of the SQLite file (bytes) or of the PostgreSQL database. */
  bytes: number;
  tokens: BenchToken[];
}

export function datasetName(spec: DatasetSpec): string {
  return spec.kind === 'empty' ? `${spec.engine}-empty` : `${spec.engine}-large-s${spec.scale}`;
}

export const metaPath = (spec: DatasetSpec) => join(DATA_DIR, `${datasetName(spec)}.json`);
export const sqlitePath = (spec: DatasetSpec) => join(DATA_DIR, `${datasetName(spec)}.db`);

/**
 * Names of the bench databases begin with this: BENCH_PG_PREFIX, else certdrill_bench. A prefix of
 * its own (it must contain "bench") keeps one benchmark's data apart from another's on a shared server.
 */
function pgPrefix(): string {
  const prefix = process.env.BENCH_PG_PREFIX || 'certdrill_bench';
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(prefix)) throw new Error(`BENCH_PG_PREFIX must be lower-case letters, digits and _ and contain "bench", not ${prefix}`);
  return prefix;
}

export function pgDatabaseName(spec: DatasetSpec): string {
  return spec.kind === 'empty' ? `${pgPrefix()}_empty` : `${pgPrefix()}_large_s${String(spec.scale).replace(/\W/g, '_')}`;
}

/** The PostgreSQL server to use: BENCH_PG_URL, else PG_TEST_URL (only its server and credentials are used). */
export function pgServerUrl(): string | undefined {
  return process.env.BENCH_PG_URL || process.env.PG_TEST_URL || undefined;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export function databaseUrl(spec: DatasetSpec): string {
  if (spec.engine === 'sqlite') return `file:${sqlitePath(spec)}`;
  const server = pgServerUrl();
  if (!server) throw new Error('PostgreSQL needs BENCH_PG_URL or PG_TEST_URL');
  return withDatabase(server, pgDatabaseName(spec));
}

async function withPgServer<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const server = pgServerUrl();
  if (!server) throw new Error('PostgreSQL needs BENCH_PG_URL or PG_TEST_URL');
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Drops (when present) and creates the data set's own database. Only <prefix>_* names (see pgPrefix) are ever dropped. */
export async function recreatePgDatabase(spec: DatasetSpec): Promise<void> {
  const name = pgDatabaseName(spec);
  if (!name.startsWith(`${pgPrefix()}_`) || !/^\w+$/.test(name)) throw new Error(`refusing to drop ${name}`);
  await withPgServer(async (c) => {
    await c.query(`drop database if exists ${name} with (force)`);
    await c.query(`create database ${name}`);
  });
}

export async function pgDatabaseSize(spec: DatasetSpec): Promise<number> {
  return withPgServer(async (c) => {
    const r = await c.query<{ size: string }>('select pg_database_size($1)::text as size', [pgDatabaseName(spec)]);
    return Number(r.rows[0]?.size ?? 0);
  });
}

async function pgDatabaseExists(spec: DatasetSpec): Promise<boolean> {
  return withPgServer(async (c) => (await c.query('select 1 from pg_database where datname = $1', [pgDatabaseName(spec)])).rowCount === 1);
}

/** The data set's figures, when it was generated completely and its database is still there. */
export async function existingDataset(spec: DatasetSpec): Promise<DatasetMeta | undefined> {
  const path = metaPath(spec);
  if (!existsSync(path)) return undefined;
  const meta = JSON.parse(readFileSync(path, 'utf8')) as DatasetMeta;
  if (meta.scale !== spec.scale && spec.kind === 'large') return undefined;
  const present = spec.engine === 'sqlite' ? existsSync(sqlitePath(spec)) : await pgDatabaseExists(spec);
  return present ? meta : undefined;
}

export function writeMeta(spec: DatasetSpec, meta: DatasetMeta): void {
  mkdirSync(DATA_DIR, { recursive: true });
  writeFileSync(metaPath(spec), `${JSON.stringify(meta, null, 2)}\n`);
}
