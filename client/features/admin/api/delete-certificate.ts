import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

/** Its modules and questions go with it; learners keep their past results. */
export const deleteCertificate = (id: number) => api<void>(`/api/admin/certificates/${id}`, { method: 'DELETE' });

export function useDeleteCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteCertificate, onSuccess: () => invalidateAdminContent(queryClient) });
}
