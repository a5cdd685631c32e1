/** FSRS cards and review logs: one card per learner and question, one log row per review. */
import type { Kysely, Transaction } from 'kysely';
import type { DB } from '@server/db/database';
import type { ReviewLogEntry, StoredCard } from './scheduler';

type Executor = Kysely<DB> | Transaction<DB>;

const CARD_FIELDS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;

/** The cards of these learners' questions (user id → question ids), keyed "user:question". */
export async function cardsOfMany(db: Executor, questionsOf: ReadonlyMap<number, ReadonlySet<number>>): Promise<Map<string, StoredCard>> {
  const found = new Map<string, StoredCard>();
  // One statement for many learners: each learner's questions by the primary key (user, question).
  const pairs = [...questionsOf].flatMap(([userId, questions]) => [...questions].map((questionId) => ({ userId, questionId })));
  for (let i = 0; i < pairs.length; i += 500) {
    const byUser = new Map<number, number[]>();
    for (const p of pairs.slice(i, i + 500)) {
      const ids = byUser.get(p.userId);
      if (ids) ids.push(p.questionId);
      else byUser.set(p.userId, [p.questionId]);
    }
    const rows = await db
      .selectFrom('review_cards')
      .select(['user_id', 'question_id', ...CARD_FIELDS])
      .where((eb) => eb.or([...byUser].map(([userId, ids]) => eb.and([eb('user_id', '=', userId), eb('question_id', 'in', ids)]))))
      .execute();
    for (const { user_id, question_id, ...card } of rows) found.set(`${user_id}:${question_id}`, card);
  }
  return found;
}

export async function saveCardsOfMany(db: Executor, cards: readonly { userId: number; questionId: number; card: StoredCard }[]): Promise<void> {
  if (cards.length === 0) return;
  await db
    .insertInto('review_cards')
    .values(cards.map((c) => ({ user_id: c.userId, question_id: c.questionId, ...c.card })))
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => Object.fromEntries(CARD_FIELDS.map((f) => [f, eb.ref(`excluded.${f}`)]))))
    .execute();
}

export async function insertLogs(db: Executor, logs: readonly { userId: number; questionId: number; sessionId: number | null; log: ReviewLogEntry }[]): Promise<void> {
  if (logs.length === 0) return;
  await db
    .insertInto('review_logs')
    .values(logs.map((l) => ({ user_id: l.userId, question_id: l.questionId, session_id: l.sessionId, ...l.log })))
    .execute();
}

/** A question whose key changed starts its schedule afresh for everyone. */
export async function forgetQuestion(db: Executor, questionId: number): Promise<void> {
  await db.deleteFrom('review_cards').where('question_id', '=', questionId).execute();
}

/**
 * Which cards count: those of live questions (question, module and certificate not deleted), with
 * the module and certificate of each. It comes from the catalogue cache, so a learner's cards are
 * read by their own index alone and scoped in memory, instead of three joins for every card.
 */
export type LiveQuestions = ReadonlyMap<number, { moduleId: number; certificateId: number }>;

/** A learner's cards with their due dates (all of them; the caller keeps the live ones). */
function dueDatesOf(db: Executor, userId: number) {
  return db.selectFrom('review_cards').select(['question_id', 'due']).where('user_id', '=', userId).execute();
}

/** Live cards due now per certificate (those with any due, by id), how many live cards there are, and the next due date after now. */
export async function dueSummary(db: Executor, live: LiveQuestions, userId: number, now: string) {
  const due = new Map<number, number>();
  let studied = 0;
  let nextDueAt: string | null = null;
  for (const card of await dueDatesOf(db, userId)) {
    const question = live.get(card.question_id);
    if (!question) continue;
    studied++;
    if (card.due <= now) due.set(question.certificateId, (due.get(question.certificateId) ?? 0) + 1);
    else if (nextDueAt === null || card.due < nextDueAt) nextDueAt = card.due;
  }
  const dueByCertificate = [...due].sort(([a], [b]) => a - b).map(([certificateId, n]) => ({ certificateId, due: n }));
  return { dueByCertificate, studied, nextDueAt };
}

/** A learner's due questions (of one certificate or module, if given), most overdue first. */
export async function dueQuestions(db: Executor, live: LiveQuestions, userId: number, now: string, limit: number, scope: { certificateId?: number; moduleId?: number }) {
  const rows = await db.selectFrom('review_cards').select('question_id').where('user_id', '=', userId).where('due', '<=', now).orderBy('due').orderBy('question_id').execute();
  const ids: number[] = [];
  for (const { question_id: id } of rows) {
    const question = live.get(id);
    if (!question) continue;
    if (scope.certificateId !== undefined && question.certificateId !== scope.certificateId) continue;
    if (scope.moduleId !== undefined && question.moduleId !== scope.moduleId) continue;
    ids.push(id);
    if (ids.length === limit) break;
  }
  return ids;
}

/**
 * This learner's cards for the live questions of one certificate, with each question's module: only
 * what readiness reads of a card (when it is due and what its recall depends on), as a learner may
 * have thousands.
 */
export async function cardsOfCertificate(db: Executor, live: LiveQuestions, userId: number, certificateId: number) {
  const rows = await db.selectFrom('review_cards').select(['question_id', 'due', 'state', 'stability', 'last_review']).where('user_id', '=', userId).execute();
  const cards = [];
  for (const row of rows) {
    const question = live.get(row.question_id);
    // Fields named one by one: a rest and a spread per card cost more than the rest of this loop.
    if (question?.certificateId === certificateId) cards.push({ moduleId: question.moduleId, due: row.due, state: row.state, stability: row.stability, last_review: row.last_review });
  }
  return cards;
}

/**
 * This learner's reviews of the live questions of one certificate, oldest first, with each
 * question's module and how many reviews its current card has had (`reps`: reviews before a key
 * change belong to a schedule that was started afresh). Questions without a card are left out.
 */
export async function reviewsOfCertificate(db: Executor, live: LiveQuestions, userId: number, certificateId: number) {
  const rows = await db
    .selectFrom('review_cards')
    .innerJoin('review_logs', (join) => join.onRef('review_logs.question_id', '=', 'review_cards.question_id').onRef('review_logs.user_id', '=', 'review_cards.user_id'))
    .select(['review_logs.question_id as questionId', 'review_cards.reps as reps', 'review_logs.rating as rating', 'review_logs.review as review'])
    .where('review_cards.user_id', '=', userId)
    .orderBy('review_logs.question_id')
    .orderBy('review_logs.review')
    .orderBy('review_logs.id')
    .execute();
  return rows.flatMap((row) => {
    const question = live.get(row.questionId);
    return question?.certificateId === certificateId ? [{ ...row, moduleId: question.moduleId }] : [];
  });
}
