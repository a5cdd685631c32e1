import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@common/schemas/certificate';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

export const fetchCertificates = () => api<Certificate[]>('/api/certificates');

export const certificatesQuery = queryOptions({ queryKey: dashboardKeys.certificates(), queryFn: fetchCertificates });

export function useCertificates() {
  return useQuery(certificatesQuery);
}
