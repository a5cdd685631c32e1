import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin, AdminCredentials } from '../../../../common/schemas/admin';
import { api } from '../../../lib/api-client';
import { adminMeKey } from './get-admin-me';
import { adminStatusKey } from './get-admin-status';

export const adminLogin = (body: AdminCredentials) => api<Admin>('/api/admin/login', { method: 'POST', body });

export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminLogin,
    onSuccess: (admin) => {
      queryClient.setQueryData(adminMeKey, admin);
      void queryClient.invalidateQueries({ queryKey: adminStatusKey });
    },
  });
}
