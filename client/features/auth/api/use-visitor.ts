import { useLightQuery } from '../../../lib/light-query';
import { fetchUser, userQueryKey } from './fetch-user';

/**
 * Who is visiting a public screen (landing, sign-in): the signed-in learner, or null. The same
 * query as useUser, without TanStack Query, which those screens do not load (lib/light-query.ts).
 */
export function useVisitor() {
  return useLightQuery(userQueryKey, fetchUser);
}
