import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin, AdminCredentials } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const adminLogin = (body: AdminCredentials) => api<Admin>('/api/admin/login', { method: 'POST', body });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => {
      queryClient.setQueryData(adminKeys.me(), admin);
      void queryClient.invalidateQueries({ queryKey: adminKeys.status() });
    },
  });
}
