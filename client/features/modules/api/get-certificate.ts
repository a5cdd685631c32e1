import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CertificateDetail } from '../../../../common/schemas/certificate';
import { api } from '../../../lib/api-client';

export const certificateKey = (id: string) => [`/api/certificates/${id}`] as const;

export const fetchCertificate = (id: string) => api<CertificateDetail>(`/api/certificates/${encodeURIComponent(id)}`);

export const certificateQuery = (id: string) => queryOptions({ queryKey: certificateKey(id), queryFn: () => fetchCertificate(id) });

export function useCertificate(id: string) {
  return useQuery(certificateQuery(id));
}
