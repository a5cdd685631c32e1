import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatus } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Whether this visitor may register an administrator: on first run, or when signed in as one. */
export const fetchAdminStatus = () => api<AdminStatus>('/api/admin/status');

export const adminStatusQuery = queryOptions({ queryKey: adminKeys.status(), queryFn: fetchAdminStatus });

export function useAdminStatus() {
  return useQuery(adminStatusQuery);
}
