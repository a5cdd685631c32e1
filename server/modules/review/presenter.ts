/** The one mapping of the review summary and of readiness figures to the contract's shapes. */
import type { Readiness, ReviewSummary } from '@common/schemas/review';

export function presentReviewSummary(dueByCertificate: ReviewSummary['dueByCertificate'], studied: number, nextDueAt: string | null): ReviewSummary {
  return { due: dueByCertificate.reduce((n, r) => n + r.due, 0), dueByCertificate, studied, nextDueAt };
}

/** Readiness of a certificate: the exam weight each module figure was computed with is not part of the answer. */
export function presentReadiness(certificateId: number, predictedScore: number, confidence: Readiness['confidence'], modules: readonly (Readiness['modules'][number] & { weight: number })[]): Readiness {
  return {
    certificateId,
    predictedScore,
    confidence,
    modules: modules.map(({ moduleId, moduleName, mastery, seen, total, due }) => ({ moduleId, moduleName, mastery, seen, total, due })),
  };
}
