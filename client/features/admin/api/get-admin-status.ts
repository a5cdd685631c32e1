import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatus } from '../../../../common/schemas/admin';
import { api } from '../../../lib/api-client';

export const adminStatusKey = ['/api/admin/status'] as const;

/** Whether this visitor may register an administrator: on first run, or when signed in as one. */
export const fetchAdminStatus = () => api<AdminStatus>('/api/admin/status');

export const adminStatusQuery = queryOptions({ queryKey: adminStatusKey, queryFn: fetchAdminStatus });

export function useAdminStatus() {
  return useQuery(adminStatusQuery);
}
