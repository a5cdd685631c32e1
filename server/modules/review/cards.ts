/**
 * A learner's review cards as readiness, the review summary and the spaced-review draw read them,
 * and an app server's memory of them between requests.
 *
 * Those three reads each need every card of the learner (hundreds, thousands for a diligent one),
 * and turning that many rows into objects was most of their cost. Yet a learner's cards change only
 * when their answers are graded, which is rare next to how often the dashboard, the modules page
 * and Progress read them. So each app server keeps the cards of the learners it served last, packed
 * in typed arrays, under the learner's review version: a count that every write of their cards adds
 * one to, in the same transaction (server/modules/review/record.ts), and that the token check of
 * every request reads with the learner at no extra cost (server/plugins/learner-auth.ts). A server
 * uses what it holds only when the versions match, so a review written through any server is seen
 * at once by all of them, and no server's memory ever has to be told anything.
 *
 * What the cards are read for does not depend on the catalogue or the clock: which questions are
 * live, whose key changed (isStale) and what is due are decided at each read, from the catalogue
 * cache and the request's clock.
 */
import { LRUCache } from 'lru-cache';
import type { Database } from '@server/db/database';
import type { Learner } from '@server/plugins/learner-auth';
import { isStaleAt, recallFactsOf, type LiveQuestions } from './repository';

type Executor = Database['db'];

/** A learner's cards, most overdue first (by due date, then question id). */
export interface LearnerCards {
  readonly count: number;
  readonly questionId: Int32Array;
  /** When each card falls due, in milliseconds since the epoch. */
  readonly due: Float64Array;
  /** Its last review in milliseconds since the epoch; NaN when it has none. */
  readonly lastReview: Float64Array;
  readonly stability: Float64Array;
  /** FSRS's state (new, learning, review, relearning). */
  readonly state: Uint8Array;
}

/** The memory one app server gives learners' cards by default, in MiB (REVIEW_CACHE_MB): about 2,400 learners of 200 cards each. */
export const DEFAULT_REVIEW_CACHE_MB = 16;

/** Bytes a card takes in a LearnerCards: three doubles, an int and a byte. */
const BYTES_PER_CARD = 3 * 8 + 4 + 1;
/** What a learner's entry costs besides its cards (the arrays' headers, the entry, the map's slot): an estimate on the safe side. */
const BYTES_PER_LEARNER = 1024;

/** Reads a learner's cards from the database. */
export async function loadCards(db: Executor, userId: number): Promise<LearnerCards> {
  const rows = await recallFactsOf(db, { userId });
  const count = rows.length;
  // One buffer for all five arrays: the doubles first, so that each view is aligned.
  const buffer = new ArrayBuffer(count * BYTES_PER_CARD);
  const cards = {
    count,
    due: new Float64Array(buffer, 0, count),
    lastReview: new Float64Array(buffer, 8 * count, count),
    stability: new Float64Array(buffer, 16 * count, count),
    questionId: new Int32Array(buffer, 24 * count, count),
    state: new Uint8Array(buffer, 28 * count, count),
  };
  for (let i = 0; i < count; i++) {
    const row = rows[i]!;
    cards.questionId[i] = row.question_id;
    cards.due[i] = Date.parse(row.due);
    cards.lastReview[i] = row.last_review === null ? NaN : Date.parse(row.last_review);
    cards.stability[i] = row.stability;
    cards.state[i] = row.state;
  }
  return cards;
}

/** The version to look a learner's cards up by: none when the request graded an expired attempt first (settleExpired), as the version read with the token is then behind. */
export function versionOf(learner: Pick<Learner, 'reviewVersion' | 'expiredAttempt'>): number | null {
  return learner.expiredAttempt ? null : learner.reviewVersion;
}

interface Held {
  version: number;
  cards: LearnerCards;
}

/** The learners' cards one app server holds (lru-cache), least recently used dropped first, within a budget of bytes. */
export class CardCache {
  private readonly held: LRUCache<number, Held> | null;
  /** Reads answered from memory and from the database, since the server started. */
  readonly counts = { hits: 0, misses: 0 };

  /** @param budget bytes at most (REVIEW_CACHE_MB); 0 keeps nothing. */
  constructor(budget: number) {
    // A learner whose cards alone exceed the budget is not kept (lru-cache's maxEntrySize defaults to maxSize).
    this.held = budget > 0 ? new LRUCache<number, Held>({ maxSize: budget, sizeCalculation: ({ cards }) => cards.count * BYTES_PER_CARD + BYTES_PER_LEARNER }) : null;
  }

  /**
   * A learner's cards as of `version` (their review version read with this request's token), or
   * straight from the database when the version is null.
   */
  async cardsOf(db: Executor, userId: number, version: number | null): Promise<LearnerCards> {
    const entry = this.held?.get(userId);
    if (entry && entry.version === version) {
      this.counts.hits++;
      return entry.cards;
    }
    this.counts.misses++;
    // Read after the version: the cards are at least as new as it says, never older.
    const cards = await loadCards(db, userId);
    if (version === null) {
      // This request wrote the learner's cards: what is held of them is old.
      this.held?.delete(userId);
    } else if (!((this.held?.get(userId)?.version ?? -1) > version)) {
      // Two requests of one learner may both have read: the newer version stays.
      this.held?.set(userId, { version, cards });
    }
    return cards;
  }

  /** Bytes held now (an estimate: the cards exactly, the rest of each entry roughly). */
  get bytes(): number {
    return this.held?.calculatedSize ?? 0;
  }
}

/** Live cards due at `now` per certificate (those with any, by id), how many live cards there are, and the next due date after now. */
export function dueSummary(cards: LearnerCards, live: LiveQuestions, now: number) {
  const due = new Map<number, number>();
  let studied = 0;
  let nextDue = Infinity;
  for (let i = 0; i < cards.count; i++) {
    const question = live.get(cards.questionId[i]!);
    if (!question || isStaleAt(question.keyChangedAt, cards.lastReview[i]!)) continue;
    studied++;
    const when = cards.due[i]!;
    if (when <= now) due.set(question.certificateId, (due.get(question.certificateId) ?? 0) + 1);
    else if (when < nextDue) nextDue = when;
  }
  const dueByCertificate = [...due].sort(([a], [b]) => a - b).map(([certificateId, n]) => ({ certificateId, due: n }));
  return { dueByCertificate, studied, nextDueAt: nextDue === Infinity ? null : new Date(nextDue).toISOString() };
}

/** A learner's live questions due at `now` (of one certificate or module, if given), most overdue first, at most `limit`. */
export function dueQuestions(cards: LearnerCards, live: LiveQuestions, now: number, limit: number, scope: { certificateId?: number; moduleId?: number }): number[] {
  const ids: number[] = [];
  // The cards are in due order: the due ones come first.
  for (let i = 0; i < cards.count && cards.due[i]! <= now && ids.length < limit; i++) {
    const id = cards.questionId[i]!;
    const question = live.get(id);
    if (!question || isStaleAt(question.keyChangedAt, cards.lastReview[i]!)) continue;
    if (scope.certificateId !== undefined && question.certificateId !== scope.certificateId) continue;
    if (scope.moduleId !== undefined && question.moduleId !== scope.moduleId) continue;
    ids.push(id);
  }
  return ids;
}
