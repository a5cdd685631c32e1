import { fetchUser, userQueryKey } from '../../auth/api/fetch-user';
import { useLightQuery } from '../../../lib/light-query';

/** Who is visiting the landing page: the signed-in learner, or null. The same query as useUser, without TanStack Query. */
export function useVisitor() {
  return useLightQuery(userQueryKey, fetchUser);
}
