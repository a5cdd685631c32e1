import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ModuleDetail } from '@common/schemas/module';
import { api } from '@/lib/api-client';
import { difficultyKeys } from './keys';

export const fetchModule = (id: string) => api<ModuleDetail>(`/api/modules/${encodeURIComponent(id)}`);

export const moduleQuery = (id: string) => queryOptions({ queryKey: difficultyKeys.module(id), queryFn: () => fetchModule(id) });

export function useModule(id: string) {
  return useQuery(moduleQuery(id));
}
