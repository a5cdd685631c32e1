import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module, ModuleCreate } from '@common/schemas/module';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const createModule = (body: ModuleCreate) => api<Module>('/api/admin/modules', { method: 'POST', body });

export function useCreateModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createModule, onSuccess: () => invalidateAdminContent(queryClient) });
}
