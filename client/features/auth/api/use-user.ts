import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchUser } from './fetch-user';
import { authKeys } from './keys';

export { fetchUser };

export const userQuery = queryOptions({ queryKey: authKeys.user(), queryFn: fetchUser, retry: false });

export function useUser() {
  return useQuery(userQuery);
}
