/** DELETE /api/auth/user: a learner erases their own account, confirming with their password. */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = (password: string) => api<void>('/api/auth/user', { method: 'DELETE', body: { password } });

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
