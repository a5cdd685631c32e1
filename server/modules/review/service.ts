/** What is due for spaced review, per certificate. */
import type { ReviewSummary } from '@common/schemas/review';
import type { Database } from '@server/db/database';
import type { CatalogView } from '../catalog/cache';
import { presentReviewSummary } from './presenter';
import * as repo from './repository';

export async function summary(db: Database['db'], catalog: CatalogView, userId: number, now: Date): Promise<ReviewSummary> {
  const { dueByCertificate, studied, nextDueAt } = await repo.dueSummary(db, await catalog.liveQuestions(), userId, now.toISOString());
  return presentReviewSummary(dueByCertificate, studied, nextDueAt);
}
