/** The progress feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { useProgress } from './api/get-progress';
export { progressKeys } from './api/keys';
export { confidenceWords, useReadiness, useReviewSummary, weakestModule } from './api/readiness';
export { InlineError } from './components/activity-error';
export { scoreStat, StatCards, StatCardsSkeleton } from './components/stat-card';
export { describeTimeSpent, formatTimeSpent } from './utils/format';
