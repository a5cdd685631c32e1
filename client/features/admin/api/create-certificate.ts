import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Certificate, CertificateInput } from '@common/schemas/certificate';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';

export const createCertificate = (body: CertificateInput) => api<Certificate>('/api/admin/certificates', { method: 'POST', body });

export function useCreateCertificate() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createCertificate, onSuccess: () => invalidateAdminContent(queryClient) });
}
