import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Admin } from '@common/schemas/admin';
import { api, ApiError } from '@/lib/api-client';
import { adminKeys } from './keys';

/** The signed-in administrator, or null when there is no admin session (a 401 is an answer, not an error). */
export async function fetchAdminMe(): Promise<Admin | null> {
  try {
    return await api<Admin>('/api/admin/me');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const adminMeQuery = queryOptions({ queryKey: adminKeys.me(), queryFn: fetchAdminMe, retry: false });

export function useAdminMe() {
  return useQuery(adminMeQuery);
}
