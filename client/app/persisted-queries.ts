/**
 * Which of the learner's answers the device keeps for offline use (client/lib/offline/persist.ts
 * keeps them): the app knows every feature's key factory, so the list lives here, not in lib/.
 */
import { partialMatchKey, type Query, type QueryKey } from '@tanstack/react-query';
import { authKeys } from '../features/auth';
import { dashboardKeys } from '../features/dashboard';
import { difficultyKeys } from '../features/difficulty';
import { modulesKeys } from '../features/modules';
import { profileKeys } from '../features/profile';
import { progressKeys } from '../features/progress';
import { resultsKeys } from '../features/results';

/**
 * What a learner screen shows, as key prefixes of the features' key factories: the account, the
 * catalogue, progress figures, the calendar and the review summary (not readiness, always read
 * afresh), history and results.
 */
const PERSISTED_KEYS: readonly QueryKey[] = [
  authKeys.user(),
  dashboardKeys.all,
  modulesKeys.all,
  difficultyKeys.all,
  progressKeys.summaries(),
  progressKeys.activity(),
  progressKeys.reviewSummary(),
  profileKeys.quizHistory(),
  resultsKeys.all,
];

/** Whether a query's answer may be kept on this device. */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success' || query.state.data === undefined) return false;
  return PERSISTED_KEYS.some((prefix) => partialMatchKey(query.queryKey, prefix));
}
