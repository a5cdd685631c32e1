import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Sign-out, from the signed-in frame (which has TanStack Query). */
export function useLogout() {
  return useMutation({
    mutationFn: () => api<void>('/api/logout', { method: 'POST' }),
  });
}
