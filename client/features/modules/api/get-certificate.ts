import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateDetail } from '@common/schemas/certificate';
import { api } from '@/lib/api-client';
import { modulesKeys } from './keys';

export const fetchCertificate = (id: string) => api<CertificateDetail>(`/api/certificates/${encodeURIComponent(id)}`);

export const certificateQuery = (id: string) => queryOptions({ queryKey: modulesKeys.certificate(id), queryFn: () => fetchCertificate(id) });

export function useCertificate(id: string) {
  return useQuery(certificateQuery(id));
}
