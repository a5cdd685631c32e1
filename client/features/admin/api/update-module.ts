import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Module, ModuleUpdate } from '@common/schemas/module';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const updateModule = ({ id, body }: { id: number; body: ModuleUpdate }) => api<Module>(`/api/admin/modules/${id}`, { method: 'PUT', body });

export function useUpdateModule() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateModule, onSuccess: () => invalidateAdminContent(queryClient) });
}
