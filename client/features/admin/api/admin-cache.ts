/** Which cached answers an admin change makes stale, and what signing out forgets. */
import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/features/dashboard';
import { difficultyKeys } from '@/features/difficulty';
import { modulesKeys } from '@/features/modules';
import { adminKeys } from './keys';

/**
 * Catalogue answers that change when an administrator edits content: the admin lists (certificates with
 * their exam blueprints, modules, questions and their statistics) and the learner catalogue. (The landing
 * page's counts are asked for on each visit, outside the cache.)
 */
const CONTENT_KEYS = [adminKeys.content(), dashboardKeys.all, modulesKeys.all, difficultyKeys.all];

/** Counts shown on certificates and modules depend on the questions below them, so every list is refreshed. */
export async function invalidateAdminContent(queryClient: QueryClient): Promise<void> {
  await Promise.all(CONTENT_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/**
 * Forgets everything fetched through the admin session and records that there is none, which brings the login
 * card back. The session queries themselves (who is signed in, whether one may register) are kept: the page observes them.
 */
export function forgetAdminSession(queryClient: QueryClient): void {
  for (const queryKey of [adminKeys.content(), adminKeys.reports(), adminKeys.admins(), adminKeys.learners()]) queryClient.removeQueries({ queryKey });
  queryClient.setQueryData(adminKeys.me(), null);
  void queryClient.invalidateQueries({ queryKey: adminKeys.status() });
}
