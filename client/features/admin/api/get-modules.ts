import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Module } from '@common/schemas/module';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const fetchAdminModules = (certificateId: number) => api<Module[]>('/api/admin/modules', { query: { certificateId } });

export const adminModulesQuery = (certificateId: number) => queryOptions({ queryKey: adminKeys.moduleList(certificateId), queryFn: () => fetchAdminModules(certificateId) });

export function useAdminModules(certificateId: number) {
  return useQuery(adminModulesQuery(certificateId));
}
