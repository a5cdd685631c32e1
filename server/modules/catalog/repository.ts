/** Certificates, modules and questions: the catalogue a learner practises from and an administrator edits. */
import { sql, type Kysely, type Transaction } from 'kysely';
import { LEVELS, type Certificate, type CertificateInput, type Level } from '@common/schemas/certificate';
import type { Module, ModuleCreate, ModuleDetail, ModuleUpdate, QuestionCounts } from '@common/schemas/module';
import type { Difficulty, Question, QuestionContent, QuestionType } from '@common/schemas/question';
import type { DB } from '@server/db/database';
import { prepareQuery } from '@server/db/prepared';
import { presentCertificate, presentModule, presentModuleDetail, presentQuestion } from './presenter';

type Executor = Kysely<DB> | Transaction<DB>;

const levelRank = (level: string) => LEVELS.indexOf(level as Level);

function byLevelThenName(a: Certificate, b: Certificate): number {
  return levelRank(a.level) - levelRank(b.level) || a.name.localeCompare(b.name) || a.id - b.id;
}

/** Question counts per live module, by difficulty. */
async function questionCountsByModule(db: Executor, moduleIds?: number[]): Promise<Map<number, QuestionCounts>> {
  let query = db
    .selectFrom('questions')
    .select(['module_id', 'difficulty', sql<number>`count(*)`.as('n')])
    .where('deleted_at', 'is', null)
    .groupBy(['module_id', 'difficulty']);
  if (moduleIds) {
    if (moduleIds.length === 0) return new Map();
    query = query.where('module_id', 'in', moduleIds);
  }
  const rows = await query.execute();
  const counts = new Map<number, QuestionCounts>();
  for (const row of rows) {
    const c = counts.get(row.module_id) ?? { easy: 0, medium: 0, hard: 0 };
    if (row.difficulty === 'easy' || row.difficulty === 'medium' || row.difficulty === 'hard') c[row.difficulty] = Number(row.n);
    counts.set(row.module_id, c);
  }
  return counts;
}

export async function listCertificates(db: Executor): Promise<Certificate[]> {
  const [certs, modules, counts] = await Promise.all([
    db.selectFrom('certificates').select(['id', 'name', 'description', 'level']).where('deleted_at', 'is', null).execute(),
    db.selectFrom('modules').select(['id', 'certificate_id']).where('deleted_at', 'is', null).execute(),
    questionCountsByModule(db),
  ]);
  return certs
    .map((c) =>
      presentCertificate(
        c,
        modules.filter((m) => m.certificate_id === c.id).map((m) => m.id),
        counts,
      ),
    )
    .sort(byLevelThenName);
}

export async function getCertificate(db: Executor, id: number): Promise<Certificate | undefined> {
  const cert = await db.selectFrom('certificates').select(['id', 'name', 'description', 'level']).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (!cert) return undefined;
  const modules = await db.selectFrom('modules').select('id').where('certificate_id', '=', id).where('deleted_at', 'is', null).execute();
  const counts = await questionCountsByModule(
    db,
    modules.map((m) => m.id),
  );
  return presentCertificate(
    cert,
    modules.map((m) => m.id),
    counts,
  );
}

const moduleColumns = ['id', 'name', 'description', 'certificate_id', 'sort_order'] as const;

export async function listModules(db: Executor, certificateId: number): Promise<Module[]> {
  const rows = await db.selectFrom('modules').select(moduleColumns).where('certificate_id', '=', certificateId).where('deleted_at', 'is', null).orderBy('sort_order').orderBy('id').execute();
  const counts = await questionCountsByModule(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => presentModule(r, counts.get(r.id)));
}

export async function getModule(db: Executor, id: number): Promise<ModuleDetail | undefined> {
  const row = await db
    .selectFrom('modules')
    .innerJoin('certificates', 'certificates.id', 'modules.certificate_id')
    .select(['modules.id', 'modules.name', 'modules.description', 'modules.certificate_id', 'modules.sort_order', 'certificates.name as certificateName'])
    .where('modules.id', '=', id)
    .where('modules.deleted_at', 'is', null)
    .where('certificates.deleted_at', 'is', null)
    .executeTakeFirst();
  if (!row) return undefined;
  const counts = await questionCountsByModule(db, [id]);
  return presentModuleDetail(row, counts.get(id));
}

export async function listQuestions(db: Executor, moduleId: number): Promise<Question[]> {
  const rows = await db.selectFrom('questions').selectAll().where('module_id', '=', moduleId).where('deleted_at', 'is', null).orderBy('id').execute();
  return rows.map(presentQuestion);
}

/** One page of a module's live questions, oldest first, filtered by text (case-insensitive), difficulty and type. */
export async function pageQuestions(
  db: Executor,
  moduleId: number,
  filter: { query?: string | undefined; difficulty?: Difficulty | undefined; type?: QuestionType | undefined },
  page: number,
  pageSize: number,
): Promise<{ total: number; questions: Question[] }> {
  let base = db.selectFrom('questions').where('module_id', '=', moduleId).where('deleted_at', 'is', null);
  if (filter.query) {
    const pattern = `%${filter.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(sql<boolean>`lower(text) like ${pattern} escape '\\'`);
  }
  if (filter.difficulty) base = base.where('difficulty', '=', filter.difficulty);
  if (filter.type) base = base.where('type', '=', filter.type);
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy('id')
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute(),
  ]);
  return { total: Number(count.n), questions: rows.map(presentQuestion) };
}

export async function getQuestion(db: Executor, id: number): Promise<Question | undefined> {
  const row = await db.selectFrom('questions').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return row ? presentQuestion(row) : undefined;
}

/** Ids of a module's live questions, of one difficulty or all (null). */
export async function questionIdsOf(db: Executor, moduleId: number, difficulty: string | null): Promise<number[]> {
  let query = db.selectFrom('questions').select('id').where('module_id', '=', moduleId).where('deleted_at', 'is', null);
  if (difficulty) query = query.where('difficulty', '=', difficulty);
  return (await query.orderBy('id').execute()).map((r) => r.id);
}

/** A live question's place in the catalogue, and when its correct answer last changed (ISO, or null). */
export interface LiveQuestion {
  moduleId: number;
  certificateId: number;
  keyChangedAt: string | null;
}

/** Every live question (its module and certificate not deleted either) with the module and certificate it belongs to. */
export async function liveQuestionScopes(db: Executor): Promise<Map<number, LiveQuestion>> {
  const rows = await db
    .selectFrom('questions')
    .innerJoin('modules', 'modules.id', 'questions.module_id')
    .innerJoin('certificates', 'certificates.id', 'modules.certificate_id')
    .select(['questions.id', 'questions.module_id', 'modules.certificate_id', 'questions.key_changed_at'])
    .where('questions.deleted_at', 'is', null)
    .where('modules.deleted_at', 'is', null)
    .where('certificates.deleted_at', 'is', null)
    .execute();
  return new Map(rows.map((r) => [r.id, { moduleId: r.module_id, certificateId: r.certificate_id, keyChangedAt: r.key_changed_at }]));
}

/** A question as the catalogue cache holds it: with when its correct answer last changed (null: never), which a graded answer's review needs. */
export interface CatalogQuestion extends Question {
  keyChangedAt: string | null;
}

/** Questions by id, deleted ones included: a past attempt's review still needs them. */
export async function questionsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, CatalogQuestion>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('questions')
    .selectAll()
    .where('id', 'in', [...ids])
    .execute();
  return new Map(rows.map((r) => [r.id, { ...presentQuestion(r), keyChangedAt: r.key_changed_at }]));
}

// ---- administrator writes ----
// Each write raises the catalogue version; call them inside a transaction so that the change and
// the new version commit together (see cache.ts).

const versionQuery = prepareQuery((db) => db.selectFrom('catalog_version').select('version').where('id', '=', 1));

/** Read by every request that views the catalogue (cache.ts), hence prepared. */
export async function catalogVersion(db: Executor): Promise<number> {
  const [row] = await versionQuery(db, {});
  return row?.version ?? 0;
}

/** Raise the catalogue version: every write to what the cache holds calls this in its transaction. */
export async function bumpCatalogVersion(db: Executor): Promise<void> {
  await db
    .updateTable('catalog_version')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
}

export async function insertCertificate(db: Executor, input: CertificateInput, now: string): Promise<number> {
  await bumpCatalogVersion(db);
  const row = await db
    .insertInto('certificates')
    .values({ ...input, created_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCertificate(db: Executor, id: number, input: CertificateInput): Promise<boolean> {
  await bumpCatalogVersion(db);
  const r = await db.updateTable('certificates').set(input).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** Soft deletion: a certificate takes its modules and questions with it, learners' attempts stay. */
export async function deleteCertificate(db: Executor, id: number, now: string): Promise<boolean> {
  await bumpCatalogVersion(db);
  const r = await db.updateTable('certificates').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  const moduleIds = db.selectFrom('modules').select('id').where('certificate_id', '=', id);
  await db.updateTable('questions').set({ deleted_at: now }).where('module_id', 'in', moduleIds).where('deleted_at', 'is', null).execute();
  await db.updateTable('modules').set({ deleted_at: now }).where('certificate_id', '=', id).where('deleted_at', 'is', null).execute();
  return true;
}

export async function insertModule(db: Executor, input: ModuleCreate, now: string): Promise<number> {
  await bumpCatalogVersion(db);
  const row = await db
    .insertInto('modules')
    .values({ certificate_id: input.certificateId, name: input.name, description: input.description, sort_order: input.order, created_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateModule(db: Executor, id: number, input: ModuleUpdate): Promise<boolean> {
  await bumpCatalogVersion(db);
  const r = await db
    .updateTable('modules')
    .set({ name: input.name, description: input.description, ...(input.order !== undefined ? { sort_order: input.order } : {}) })
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteModule(db: Executor, id: number, now: string): Promise<boolean> {
  await bumpCatalogVersion(db);
  const r = await db.updateTable('modules').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  if (Number(r.numUpdatedRows) !== 1) return false;
  await db.updateTable('questions').set({ deleted_at: now }).where('module_id', '=', id).where('deleted_at', 'is', null).execute();
  return true;
}

function questionValues(q: QuestionContent) {
  // The schema guarantees exactly four options, A to D.
  const [a, b, c, d] = q.options.map((o) => o.text) as [string, string, string, string];
  return {
    text: q.text,
    option_a: a,
    option_b: b,
    option_c: c,
    option_d: d,
    type: q.type,
    correct_answer: q.correctAnswer,
    difficulty: q.difficulty,
    explanation: q.explanation,
  };
}

export async function insertQuestion(db: Executor, moduleId: number, q: QuestionContent, now: string): Promise<number> {
  await bumpCatalogVersion(db);
  const row = await db
    .insertInto('questions')
    .values({ ...questionValues(q), module_id: moduleId, created_at: now, deleted_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Replaces a live question's content; `keyChangedAt` marks a change of its correct answer (ISO). */
export async function updateQuestion(db: Executor, id: number, q: QuestionContent, keyChangedAt?: string): Promise<boolean> {
  await bumpCatalogVersion(db);
  const values = keyChangedAt === undefined ? questionValues(q) : { ...questionValues(q), key_changed_at: keyChangedAt };
  const r = await db.updateTable('questions').set(values).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

export async function deleteQuestion(db: Executor, id: number, now: string): Promise<boolean> {
  await bumpCatalogVersion(db);
  const r = await db.updateTable('questions').set({ deleted_at: now }).where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
}

/** The live question texts of a module, normalised for duplicate detection on import. */
export async function questionTextsOf(db: Executor, moduleId: number): Promise<Set<string>> {
  const rows = await db.selectFrom('questions').select('text').where('module_id', '=', moduleId).where('deleted_at', 'is', null).execute();
  return new Set(rows.map((r) => normalizeQuestionText(r.text)));
}

export function normalizeQuestionText(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Inserts many questions in batches (one statement per batch keeps imports and the seed fast). */
export async function insertQuestions(db: Executor, moduleId: number, questions: readonly QuestionContent[], now: string): Promise<void> {
  await bumpCatalogVersion(db);
  const rows = questions.map((q) => ({ ...questionValues(q), module_id: moduleId, created_at: now, deleted_at: null }));
  for (let i = 0; i < rows.length; i += 50) {
    await db
      .insertInto('questions')
      .values(rows.slice(i, i + 50))
      .execute();
  }
}
