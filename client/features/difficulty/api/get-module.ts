import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleDetail } from '../../../../common/schemas/module';
import { api } from '../../../lib/api-client';

export const moduleKey = (id: string) => [`/api/modules/${id}`] as const;

export const fetchModule = (id: string) => api<ModuleDetail>(`/api/modules/${encodeURIComponent(id)}`);

export const moduleQuery = (id: string) => queryOptions({ queryKey: moduleKey(id), queryFn: () => fetchModule(id) });

export function useModule(id: string) {
  return useQuery(moduleQuery(id));
}
