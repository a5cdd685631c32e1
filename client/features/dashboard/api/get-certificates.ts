import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '../../../../common/schemas/certificate';
import { api } from '../../../lib/api-client';

export const certificatesKey = ['/api/certificates'] as const;

export const fetchCertificates = () => api<Certificate[]>('/api/certificates');

export const certificatesQuery = queryOptions({ queryKey: certificatesKey, queryFn: fetchCertificates });

export function useCertificates() {
  return useQuery(certificatesQuery);
}
