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
import type { Database } from '@server/db/database';
import type { CatalogView } from '../catalog/cache';
import { blueprintOf } from '../exam/service';
import { presentReadiness } from './presenter';
import { cardsOfCertificate } from './repository';
import { recall, type RecallCard } from './scheduler';

/** The chance of answering a never-seen question right: a guess among four options. */
export const UNSEEN_PRIOR = 0.25;
/** FSRS's state of a card that has graduated from its learning steps. */
const REVIEW_STATE = 2;

export function chanceToday(card: RecallCard | undefined, now: Date): number {
  if (!card) return UNSEEN_PRIOR;
  return card.state === REVIEW_STATE ? recall(card, now) : 0;
}

export async function readiness(db: Database['db'], catalog: CatalogView, userId: number, certificateId: number, now: Date): Promise<Readiness> {
  const [blueprint, cards] = await Promise.all([blueprintOf(catalog, certificateId), catalog.liveQuestions().then((live) => cardsOfCertificate(db, live, userId, certificateId))]);
  const at = now.toISOString();
  const byModule = new Map<number, typeof cards>();
  for (const c of cards) {
    const own = byModule.get(c.moduleId);
    if (own) own.push(c);
    else byModule.set(c.moduleId, [c]);
  }
  const modules = blueprint.modules
    .filter((m) => m.available > 0)
    .map((m) => {
      const own = byModule.get(m.id) ?? [];
      const seen = Math.min(own.length, m.available);
      const expected = own.reduce((sum, c) => sum + chanceToday(c, now), 0) + (m.available - seen) * UNSEEN_PRIOR;
      return {
        moduleId: m.id,
        moduleName: m.name,
        mastery: Math.round((100 * expected) / m.available),
        seen,
        total: m.available,
        due: own.filter((c) => c.due <= at).length,
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
