/** Which cached answers an admin change makes stale, and what signing out forgets. */
import type { QueryClient } from '@tanstack/react-query';
import { adminMeKey } from './get-admin-me';
import { adminStatusKey } from './get-admin-status';

/** Catalogue paths whose answers change when an administrator edits content (admin lists and the learner catalogue). */
const CONTENT_PREFIXES = ['/api/admin/certificates', '/api/admin/modules', '/api/admin/questions', '/api/certificates', '/api/modules', '/api/public'];

function firstKey(queryKey: readonly unknown[]): string {
  const first = queryKey[0];
  return typeof first === 'string' ? first : '';
}

/** Counts shown on certificates and modules depend on the questions below them, so every list is refreshed. */
export function invalidateAdminContent(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => CONTENT_PREFIXES.some((prefix) => firstKey(query.queryKey).startsWith(prefix)) });
}

/**
 * Forgets everything fetched through the admin session and records that there is none, which brings the login
 * card back. The session query itself is set, not removed: the page observes it.
 */
export function forgetAdminSession(queryClient: QueryClient): void {
  queryClient.removeQueries({
    predicate: (query) => {
      const key = firstKey(query.queryKey);
      return key.startsWith('/api/admin') && key !== adminMeKey[0] && key !== adminStatusKey[0];
    },
  });
  queryClient.setQueryData(adminMeKey, null);
  void queryClient.invalidateQueries({ queryKey: adminStatusKey });
}
