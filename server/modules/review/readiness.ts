/**
 * Readiness for a certificate's exam (docs/learning.md says how it is computed): per module, the
 * share of its questions the learner is expected to answer right today; per certificate, those
 * figures weighted by the exam blueprint, with a confidence from how much has been seen.
 *
 * A question's chance today: FSRS's recall probability for a question whose card has graduated to
 * review; 0 for one in a (re)learning step (a fresh mistake is not mastered until answered right
 * again); and for a question never answered, the chance of guessing it (the prior, 25%).
 */
import { confidenceOf } from '@common/rules/exam';
import type { Readiness } from '@common/schemas/review';
import type { CatalogView } from '../catalog/cache';
import { blueprintOf } from '../exam/service';
import type { LearnerCards } from './cards';
import { isStaleAt, type LiveQuestions } from './repository';
import { presentReadiness } from './presenter';
import { recallOf, type RecallCard } from './scheduler';

/** The chance of answering a never-seen question right: a guess among four options. */
export const UNSEEN_PRIOR = 0.25;
/** FSRS's state of a card that has graduated from its learning steps. */
const REVIEW_STATE = 2;

export function chanceToday(card: RecallCard | undefined, now: Date): number {
  if (!card) return UNSEEN_PRIOR;
  return chanceOf(card.state, card.stability, card.last_review === null ? NaN : Date.parse(card.last_review), now.getTime());
}

/** chanceToday of a card given by its facts, times in milliseconds since the epoch (a last review of NaN: none). */
function chanceOf(state: number, stability: number, lastReview: number, now: number): number {
  return state === REVIEW_STATE ? recallOf(state, stability, lastReview, now) : 0;
}

/** Per module of one certificate, the learner's live cards there: how many, how many are due, and the sum of their chances today. */
function moduleFigures(cards: LearnerCards, live: LiveQuestions, certificateId: number, now: number): Map<number, { seen: number; due: number; chances: number }> {
  const figures = new Map<number, { seen: number; due: number; chances: number }>();
  for (let i = 0; i < cards.count; i++) {
    const question = live.get(cards.questionId[i]!);
    if (question?.certificateId !== certificateId || isStaleAt(question.keyChangedAt, cards.lastReview[i]!)) continue;
    let own = figures.get(question.moduleId);
    if (!own) figures.set(question.moduleId, (own = { seen: 0, due: 0, chances: 0 }));
    own.seen++;
    if (cards.due[i]! <= now) own.due++;
    own.chances += chanceOf(cards.state[i]!, cards.stability[i]!, cards.lastReview[i]!, now);
  }
  return figures;
}

/** Readiness for one certificate from the learner's cards (cards.ts). */
export async function readiness(catalog: CatalogView, cards: LearnerCards, certificateId: number, now: Date): Promise<Readiness> {
  const [blueprint, live] = await Promise.all([blueprintOf(catalog, certificateId), catalog.liveQuestions()]);
  const figures = moduleFigures(cards, live, certificateId, now.getTime());
  const modules = blueprint.modules
    .filter((m) => m.available > 0)
    .map((m) => {
      const own = figures.get(m.id) ?? { seen: 0, due: 0, chances: 0 };
      const seen = Math.min(own.seen, m.available);
      const expected = own.chances + (m.available - seen) * UNSEEN_PRIOR;
      return {
        moduleId: m.id,
        moduleName: m.name,
        mastery: Math.round((100 * expected) / m.available),
        seen,
        total: m.available,
        due: own.due,
        weight: m.weight,
      };
    });
  const weighted = modules.filter((m) => m.weight > 0);
  const weights = weighted.reduce((n, m) => n + m.weight, 0);
  const predicted = weights > 0 ? weighted.reduce((n, m) => n + m.mastery * m.weight, 0) / weights : 0;
  const seen = modules.reduce((n, m) => n + m.seen, 0);
  const total = modules.reduce((n, m) => n + m.total, 0);
  return presentReadiness(certificateId, Math.round(predicted), confidenceOf(seen, total), modules);
}
