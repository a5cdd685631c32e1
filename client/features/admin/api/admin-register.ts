import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Admin, AdminCredentials } from '@common/schemas/admin';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

/** Registers an administrator; the session (if any) stays as it was, so a new admin then signs in. */
export const adminRegister = (body: AdminCredentials) => api<Admin>('/api/admin/register', { method: 'POST', body });

export function useAdminRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adminRegister,
    // The first registration closes first-run set-up.
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: adminKeys.status() }), queryClient.invalidateQueries({ queryKey: adminKeys.admins() })]),
  });
}
