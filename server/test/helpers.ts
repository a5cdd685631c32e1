/** Builds the real app on a fresh database for each test: SQLite always, PostgreSQL when PG_TEST_URL is set. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database, type Engine } from '../db/database';
import { insertCertificate, insertModule, insertQuestions } from '../modules/catalog/repository';
import { inferQuestionType } from '@common/rules/answers';
import type { QuestionContent } from '@common/schemas/question';

export const engines: Engine[] = process.env.PG_TEST_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestApp {
  app: App;
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export async function createTestApp(engine: Engine, overrides: Partial<Config> = {}, options: { clock?: () => Date; database?: Database } = {}): Promise<TestApp> {
  const mailDir = mkdtempSync(join(tmpdir(), 'certdrill-mail-'));
  const config: Config = {
    ...loadConfig({}),
    seedDemo: false,
    logLevel: 'silent',
    authRateLimit: 10_000,
    submitRateLimit: 10_000,
    mailDir,
    clientDir: join(tmpdir(), 'certdrill-no-client'),
    ...overrides,
  };
  let database: Database;
  let dropSchema = async () => {};
  if (engine === 'postgres') {
    const url = process.env.PG_TEST_URL!;
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = openDatabase(url, { pgSchema: schema, poolSize: 4 });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    database = options.database ?? openDatabase('file::memory:');
  }
  const app = await buildApp(config, { database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    async close() {
      await app.close();
      await database.destroy();
      await dropSchema();
      rmSync(mailDir, { recursive: true, force: true });
    },
  };
}

export function json<T = unknown>(response: LightMyRequestResponse): T {
  return response.json<T>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let counter = 0;
export async function registerLearner(app: App, fields: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {}) {
  counter++;
  const body = { email: `learner${counter}-${randomBytes(3).toString('hex')}@example.com`, password: 'sturdy-horse-42', firstName: 'Ada', lastName: 'Lovelace', ...fields };
  const response = await app.inject({ method: 'POST', url: '/api/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  const user = response.json<{ id: number; accessToken: string; email: string }>();
  return { ...user, password: body.password, headers: bearer(user.accessToken) };
}

export async function registerAdmin(app: App, username = 'root', password = 'admin-password-1') {
  const reg = await app.inject({ method: 'POST', url: '/api/admin/register', payload: { username, password } });
  if (reg.statusCode !== 201) throw new Error(`admin register failed: ${reg.statusCode} ${reg.body}`);
  return loginAdmin(app, username, password);
}

export async function loginAdmin(app: App, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`admin login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === 'certdrill_admin');
  if (!cookie) throw new Error('no admin cookie');
  return { cookie: `${cookie.name}=${cookie.value}`, headers: { cookie: `${cookie.name}=${cookie.value}` } };
}

/** A question whose type follows its key: one letter is single, two or three multiple. */
export function makeQuestion(i: number, difficulty: QuestionContent['difficulty'] = 'easy', correct: QuestionContent['correctAnswer'] = 'A'): QuestionContent {
  return {
    text: `Question ${i}: which option is right?`,
    options: [
      { id: 'A', text: `Option A of ${i}` },
      { id: 'B', text: `Option B of ${i}` },
      { id: 'C', text: `Option C of ${i}` },
      { id: 'D', text: `Option D of ${i}` },
    ],
    type: inferQuestionType(correct),
    correctAnswer: correct,
    difficulty,
    explanation: `Explanation of question ${i}.`,
  };
}

/** A certificate with one module holding `perDifficulty` questions of each difficulty, and an empty module. */
export async function seedCatalog(database: Database, perDifficulty = 4) {
  const now = new Date().toISOString();
  const db = database.db;
  const certificateId = await insertCertificate(db, { name: 'Test Administrator', description: 'A certificate for tests.', level: 'Beginner' }, now);
  const moduleId = await insertModule(db, { certificateId, name: 'Access Control', description: 'Rules and roles.', order: 1 }, now);
  const emptyModuleId = await insertModule(db, { certificateId, name: 'Coming Later', description: 'Not yet written.', order: 2 }, now);
  const letters = ['A', 'B', 'C', 'D'] as const;
  const questions = (['easy', 'medium', 'hard'] as const).flatMap((difficulty, d) => Array.from({ length: perDifficulty }, (_, i) => makeQuestion(d * 100 + i, difficulty, letters[i % 4])));
  await insertQuestions(db, moduleId, questions, now);
  const rows = await db.selectFrom('questions').select(['id', 'type', 'correct_answer', 'difficulty']).where('module_id', '=', moduleId).orderBy('id').execute();
  return { certificateId, moduleId, emptyModuleId, questions: rows.map((r) => ({ id: r.id, type: r.type, correct: r.correct_answer, difficulty: r.difficulty })) };
}
