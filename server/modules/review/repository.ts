/** FSRS cards and review logs: one card per learner and question, one log row per review. */
import type { Kysely, Transaction } from 'kysely';
import { statementChunks } from '@server/db/chunks';
import type { DB } from '@server/db/database';
import { prepareQuery, prepareRowsQuery, type Placeholders } from '@server/db/prepared';
import type { LiveQuestion } from '../catalog/repository';
import type { ReviewLogEntry, StoredCard } from './scheduler';

type Executor = Kysely<DB> | Transaction<DB>;

const CARD_FIELDS = ['due', 'stability', 'difficulty', 'elapsed_days', 'scheduled_days', 'learning_steps', 'reps', 'lapses', 'state', 'last_review'] as const;

/**
 * Whether a card was last reviewed before (or at the very instant of) the last change of its
 * question's correct answer. Such a card belongs to a schedule that was started afresh: it counts as
 * no card, and the learner's next answer of the question replaces it (a card holds the time of its
 * last review; it is never stored unreviewed).
 */
export function isStale(keyChangedAt: string | null | undefined, lastReview: string | null): boolean {
  return keyChangedAt != null && isStaleAt(keyChangedAt, lastReview === null ? NaN : Date.parse(lastReview));
}

/** isStale of a card whose last review is in milliseconds since the epoch (NaN for none), as cards.ts packs it. */
export function isStaleAt(keyChangedAt: string | null, lastReview: number): boolean {
  return keyChangedAt !== null && (Number.isNaN(lastReview) || lastReview <= Date.parse(keyChangedAt));
}

type CardKey = { userId: number; questionId: number };

// One statement for many learners, by the primary key: (user_id, question_id) in ((?, ?), …),
// whose text depends only on the number of pairs (an `or` per learner changed with every batch).
const cardsByKeys = prepareRowsQuery((db, rows: readonly Placeholders<CardKey>[]) =>
  db
    .selectFrom('review_cards')
    .select(['user_id', 'question_id', ...CARD_FIELDS])
    .where((eb) =>
      eb(
        eb.refTuple('user_id', 'question_id'),
        'in',
        rows.map((r) => eb.tuple(r.userId, r.questionId)),
      ),
    ),
);

/**
 * The current cards of these learners' questions (user id → question ids), keyed "user:question";
 * stale ones (reviewed before their question's key changed: `keyChanges`, by question id) are left out.
 */
export async function cardsOfMany(db: Executor, questionsOf: ReadonlyMap<number, ReadonlySet<number>>, keyChanges: ReadonlyMap<number, string>): Promise<Map<string, StoredCard>> {
  const found = new Map<string, StoredCard>();
  const pairs: CardKey[] = [];
  for (const [userId, questions] of questionsOf) for (const questionId of questions) pairs.push({ userId, questionId });
  for (const part of statementChunks(pairs)) {
    for (const { user_id, question_id, ...card } of await cardsByKeys(db, part)) if (!isStale(keyChanges.get(question_id), card.last_review)) found.set(`${user_id}:${question_id}`, card);
  }
  return found;
}

type CardRow = StoredCard & { user_id: number; question_id: number };

const upsertCards = prepareRowsQuery((db, rows: readonly Placeholders<CardRow>[]) =>
  db
    .insertInto('review_cards')
    .values(
      rows.map((r) => ({
        user_id: r.user_id,
        question_id: r.question_id,
        due: r.due,
        stability: r.stability,
        difficulty: r.difficulty,
        elapsed_days: r.elapsed_days,
        scheduled_days: r.scheduled_days,
        learning_steps: r.learning_steps,
        reps: r.reps,
        lapses: r.lapses,
        state: r.state,
        last_review: r.last_review,
      })),
    )
    .onConflict((oc) => oc.columns(['user_id', 'question_id']).doUpdateSet((eb) => Object.fromEntries(CARD_FIELDS.map((f) => [f, eb.ref(`excluded.${f}`)])))),
);

export async function saveCardsOfMany(db: Executor, cards: readonly { userId: number; questionId: number; card: StoredCard }[]): Promise<void> {
  await upsertCards(
    db,
    cards.map((c) => ({ user_id: c.userId, question_id: c.questionId, ...c.card })),
  );
}

const bumpVersions = prepareRowsQuery((db, rows: readonly Placeholders<{ id: number }>[]) =>
  db
    .updateTable('users')
    .set((eb) => ({ review_version: eb('review_version', '+', 1) }))
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    ),
);

/**
 * Adds one to these learners' review version (server/modules/review/cards.ts), in the transaction
 * that writes their cards, so that every app server sees that its copy of their cards is old.
 */
export async function bumpReviewVersions(db: Executor, userIds: readonly number[]): Promise<void> {
  // In id order: two transactions on PostgreSQL then lock shared learners in the same order.
  const ids = [...userIds].sort((a, b) => a - b);
  for (const part of statementChunks(ids.map((id) => ({ id })))) await bumpVersions(db, part);
}

type LogRow = ReviewLogEntry & { user_id: number; question_id: number; session_id: number | null };

const insertLogRows = prepareRowsQuery((db, rows: readonly Placeholders<LogRow>[]) =>
  db.insertInto('review_logs').values(
    rows.map((r) => ({
      user_id: r.user_id,
      question_id: r.question_id,
      session_id: r.session_id,
      rating: r.rating,
      state: r.state,
      due: r.due,
      stability: r.stability,
      difficulty: r.difficulty,
      elapsed_days: r.elapsed_days,
      last_elapsed_days: r.last_elapsed_days,
      scheduled_days: r.scheduled_days,
      learning_steps: r.learning_steps,
      review: r.review,
    })),
  ),
);

export async function insertLogs(db: Executor, logs: readonly { userId: number; questionId: number; sessionId: number | null; log: ReviewLogEntry }[]): Promise<void> {
  await insertLogRows(
    db,
    logs.map((l) => ({ user_id: l.userId, question_id: l.questionId, session_id: l.sessionId, ...l.log })),
  );
}

/**
 * Which cards count: those of live questions (question, module and certificate not deleted), with
 * the module and certificate of each. It comes from the catalogue cache, so a learner's cards are
 * read by their own index alone and scoped in memory, instead of three joins for every card.
 */
export type LiveQuestions = ReadonlyMap<number, LiveQuestion>;

/**
 * What the reads of a learner's cards need of each (server/modules/review/cards.ts), most overdue
 * first. The cards are found by the primary key and sorted: an index by due date would give the
 * order, but every graded answer would move its entry (migration 0014).
 */
export const recallFactsOf = prepareQuery((db, $: Placeholders<{ userId: number }>) =>
  db.selectFrom('review_cards').select(['question_id', 'due', 'state', 'stability', 'last_review']).where('user_id', '=', $.userId).orderBy('due').orderBy('question_id'),
);

const reviewsOf = prepareQuery((db, $: Placeholders<{ userId: number }>) =>
  db
    .selectFrom('review_cards')
    .innerJoin('review_logs', (join) => join.onRef('review_logs.question_id', '=', 'review_cards.question_id').onRef('review_logs.user_id', '=', 'review_cards.user_id'))
    .select(['review_logs.question_id as questionId', 'review_cards.reps as reps', 'review_cards.last_review as lastReview', 'review_logs.rating as rating', 'review_logs.review as review'])
    .where('review_cards.user_id', '=', $.userId)
    .orderBy('review_logs.question_id')
    .orderBy('review_logs.review')
    .orderBy('review_logs.id'),
);

/**
 * This learner's reviews of the live questions of one certificate, oldest first, with each
 * question's module and how many reviews its current card has had (`reps`: reviews before a key
 * change belong to a schedule that was started afresh). Questions without a card are left out.
 */
export async function reviewsOfCertificate(db: Executor, live: LiveQuestions, userId: number, certificateId: number) {
  const rows = await reviewsOf(db, { userId });
  return rows.flatMap(({ lastReview, ...row }) => {
    const question = live.get(row.questionId);
    return question?.certificateId === certificateId && !isStale(question.keyChangedAt, lastReview) ? [{ ...row, moduleId: question.moduleId }] : [];
  });
}
