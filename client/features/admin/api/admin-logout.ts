import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { forgetAdminSession } from './admin-cache';

export const adminLogout = () => api<void>('/api/admin/logout', { method: 'POST' });

export function useAdminLogout() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: adminLogout, onSuccess: () => forgetAdminSession(queryClient) });
}
