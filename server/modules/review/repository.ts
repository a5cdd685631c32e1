/** FSRS cards and review logs: one card per learner and question, one log row per review. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/database';
import type { ReviewLogEntry, StoredCard } from './scheduler';

type Executor = Kysely<DB> | Transaction<DB>;

const CARD_FIELDS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;

export async function cardsOf(db: Executor, userId: number, questionIds: readonly number[]): Promise<Map<number, StoredCard>> {
  if (questionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('review_cards')
    .select(['question_id', ...CARD_FIELDS])
    .where('user_id', '=', userId)
    .where('question_id', 'in', [...questionIds])
    .execute();
  return new Map(rows.map(({ question_id, ...card }) => [question_id, card]));
}

export async function saveCards(db: Executor, userId: number, cards: readonly { questionId: number; card: StoredCard }[]): Promise<void> {
  if (cards.length === 0) return;
  await db
    .insertInto('review_cards')
    .values(cards.map((c) => ({ user_id: userId, question_id: c.questionId, ...c.card })))
    .onConflict((oc) =>
      oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => Object.fromEntries(CARD_FIELDS.map((f) => [f, eb.ref(`excluded.${f}`)]))),
    )
    .execute();
}

export async function insertLogs(db: Executor, userId: number, sessionId: number | null, logs: readonly { questionId: number; log: ReviewLogEntry }[]): Promise<void> {
  if (logs.length === 0) return;
  await db
    .insertInto('review_logs')
    .values(logs.map((l) => ({ user_id: userId, question_id: l.questionId, session_id: sessionId, ...l.log })))
    .execute();
}

/** A question whose key changed starts its schedule afresh for everyone. */
export async function forgetQuestion(db: Executor, questionId: number): Promise<void> {
  await db.deleteFrom('review_cards').where('question_id', '=', questionId).execute();
}

/** Cards of questions that still exist (question, module and certificate not deleted). */
function liveCards(db: Executor, userId: number) {
  return db
    .selectFrom('review_cards')
    .innerJoin('questions', 'questions.id', 'review_cards.question_id')
    .innerJoin('modules', 'modules.id', 'questions.module_id')
    .innerJoin('certificates', 'certificates.id', 'modules.certificate_id')
    .where('review_cards.user_id', '=', userId)
    .where('questions.deleted_at', 'is', null)
    .where('modules.deleted_at', 'is', null)
    .where('certificates.deleted_at', 'is', null);
}

export function dueByCertificate(db: Executor, userId: number, now: string) {
  return liveCards(db, userId)
    .select(['modules.certificate_id as certificateId', (eb) => eb.fn.countAll<number>().as('due')])
    .where('review_cards.due', '<=', now)
    .groupBy('modules.certificate_id')
    .orderBy('modules.certificate_id')
    .execute();
}

export async function studiedAndNext(db: Executor, userId: number, now: string): Promise<{ studied: number; nextDueAt: string | null }> {
  const row = await liveCards(db, userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('studied'),
      eb.fn.min(eb.case().when('review_cards.due', '>', now).then(eb.ref('review_cards.due')).end()).as('next'),
    ])
    .executeTakeFirst();
  return { studied: Number(row?.studied ?? 0), nextDueAt: (row?.next) ?? null };
}

/** A learner's due questions (of one certificate or module, if given), most overdue first. */
export async function dueQuestions(db: Executor, userId: number, now: string, limit: number, scope: { certificateId?: number; moduleId?: number }) {
  let query = liveCards(db, userId).select(['review_cards.question_id as questionId']).where('review_cards.due', '<=', now);
  if (scope.certificateId !== undefined) query = query.where('modules.certificate_id', '=', scope.certificateId);
  if (scope.moduleId !== undefined) query = query.where('modules.id', '=', scope.moduleId);
  const rows = await query.orderBy('review_cards.due').orderBy('review_cards.question_id').limit(limit).execute();
  return rows.map((r) => r.questionId);
}

/** This learner's cards for the live questions of one certificate, with each question's module. */
export function cardsOfCertificate(db: Executor, userId: number, certificateId: number) {
  return liveCards(db, userId)
    .select(['questions.module_id as moduleId', ...CARD_FIELDS.map((f) => `review_cards.${f}` as const)])
    .where('modules.certificate_id', '=', certificateId)
    .execute();
}

/**
 * This learner's reviews of the live questions of one certificate, oldest first, with each
 * question's module and how many reviews its current card has had (`reps`: reviews before a key
 * change belong to a schedule that was started afresh). Questions without a card are left out.
 */
export function reviewsOfCertificate(db: Executor, userId: number, certificateId: number) {
  return liveCards(db, userId)
    .innerJoin('review_logs', (join) => join.onRef('review_logs.question_id', '=', 'review_cards.question_id').onRef('review_logs.user_id', '=', 'review_cards.user_id'))
    .select(['review_logs.question_id as questionId', 'questions.module_id as moduleId', 'review_cards.reps as reps', 'review_logs.rating as rating', 'review_logs.review as review'])
    .where('modules.certificate_id', '=', certificateId)
    .orderBy('review_logs.question_id')
    .orderBy('review_logs.review')
    .orderBy('review_logs.id')
    .execute();
}
