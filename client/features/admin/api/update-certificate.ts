import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateInput } from '@common/schemas/certificate';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const updateCertificate = ({ id, body }: { id: number; body: CertificateInput }) => api<Certificate>(`/api/admin/certificates/${id}`, { method: 'PUT', body });

export function useUpdateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateCertificate, onSuccess: () => invalidateAdminContent(queryClient) });
}
