/** What is due for spaced review, per certificate. */
import type { ReviewSummary } from '@common/schemas/review';
import type { CatalogView } from '../catalog/cache';
import { dueSummary, type LearnerCards } from './cards';
import { presentReviewSummary } from './presenter';

export async function summary(catalog: CatalogView, cards: LearnerCards, now: Date): Promise<ReviewSummary> {
  const { dueByCertificate, studied, nextDueAt } = dueSummary(cards, await catalog.liveQuestions(), now.getTime());
  return presentReviewSummary(dueByCertificate, studied, nextDueAt);
}
