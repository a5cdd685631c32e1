/**
 * Spaced review with FSRS, through the ts-fsrs library: one card per learner and question. Every
 * graded answer is a review (right = Good, wrong or skipped = Again); fresh mistakes go through
 * same-day (re)learning steps. The scheduler's settings live here, once.
 */
import { createEmptyCard, fsrs, generatorParameters, Rating, State, type Card, type Grade } from 'ts-fsrs';
import type { ReviewCardsTable, ReviewLogsTable } from '@server/db/database';

/** The recall probability at which a question falls due (FSRS's default, as Anki uses). */
export const TARGET_RETENTION = 0.9;

// One 10-minute step: a mistake comes back within the same sitting; a right answer graduates at once.
const scheduler = fsrs(generatorParameters({ request_retention: TARGET_RETENTION, enable_fuzz: false, enable_short_term: true, learning_steps: ['10m'], relearning_steps: ['10m'] }));

/** A card as stored (a review_cards row without its keys): dates as ISO strings. */
export type StoredCard = Omit<ReviewCardsTable, 'user_id' | 'question_id'>;

/** One review as logged (a review_logs row without its keys), kept to fit FSRS's parameters later. */
export type ReviewLogEntry = Omit<ReviewLogsTable, 'id' | 'user_id' | 'question_id' | 'session_id'>;

function toCard(stored: StoredCard | undefined, now: Date): Card {
  if (!stored) return createEmptyCard(now);
  return {
    ...stored,
    due: new Date(stored.due),
    last_review: stored.last_review ? new Date(stored.last_review) : undefined,
  };
}

function toStored(card: Card): StoredCard {
  return {
    due: card.due.toISOString(),
    stability: card.stability,
    difficulty: card.difficulty,
    elapsed_days: card.elapsed_days,
    scheduled_days: card.scheduled_days,
    learning_steps: card.learning_steps,
    reps: card.reps,
    lapses: card.lapses,
    state: card.state,
    last_review: card.last_review ? card.last_review.toISOString() : null,
  };
}

/** The rating an answer gives: right is Good; wrong or skipped is Again. */
export function ratingOf(correct: boolean): Grade {
  return correct ? Rating.Good : Rating.Again;
}

/** The card after one graded answer, and the log of that review (kept to fit parameters later). */
export function review(stored: StoredCard | undefined, correct: boolean, now: Date): { card: StoredCard; log: ReviewLogEntry } {
  const { card, log } = scheduler.next(toCard(stored, now), now, ratingOf(correct));
  return {
    card: toStored(card),
    log: {
      rating: log.rating,
      state: log.state,
      due: log.due.toISOString(),
      stability: log.stability,
      difficulty: log.difficulty,
      elapsed_days: log.elapsed_days,
      last_elapsed_days: log.last_elapsed_days,
      scheduled_days: log.scheduled_days,
      learning_steps: log.learning_steps,
      review: log.review.toISOString(),
    },
  };
}

/** What a card's recall depends on. */
export type RecallCard = Pick<StoredCard, 'state' | 'stability' | 'last_review'>;

const DAY_MS = 24 * 60 * 60 * 1000;
const NEW_STATE: number = State.New;

/**
 * The probability (0..1) that the learner recalls the question at `now`; 0 for a card never reviewed.
 * ts-fsrs's forgetting curve over the whole days since the last review, counted as its
 * get_retrievability counts them, but without building a Card first: readiness asks this of every
 * card a learner has (scheduler.test.ts checks that both agree).
 */
export function recall(stored: RecallCard | undefined, now: Date): number {
  if (!stored) return 0;
  return recallOf(stored.state, stored.stability, stored.last_review === null ? NaN : Date.parse(stored.last_review), now.getTime());
}

/** `recall` of a card given by its facts, times in milliseconds since the epoch (a last review of NaN: none). */
export function recallOf(state: number, stability: number, lastReview: number, now: number): number {
  if (Number.isNaN(lastReview) || state === NEW_STATE) return 0;
  const days = Math.max(Math.floor((now - lastReview) / DAY_MS), 0);
  return scheduler.forgetting_curve(days, +stability.toFixed(8));
}

/** ts-fsrs's own get_retrievability of a stored card: what `recall` must equal. */
export function libraryRecall(stored: StoredCard, now: Date): number {
  return scheduler.get_retrievability(toCard(stored, now), now, false);
}
