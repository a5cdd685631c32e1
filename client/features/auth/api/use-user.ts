import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUser, userQueryKey } from './fetch-user';

export { fetchUser, userQueryKey };

export const userQuery = queryOptions({ queryKey: userQueryKey, queryFn: fetchUser, retry: false });

export function useUser() {
  return useQuery(userQuery);
}
