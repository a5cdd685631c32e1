import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '@common/schemas/certificate';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const fetchAdminCertificates = () => api<Certificate[]>('/api/admin/certificates');

export const adminCertificatesQuery = queryOptions({ queryKey: adminKeys.certificates(), queryFn: fetchAdminCertificates });

export function useAdminCertificates() {
  return useQuery(adminCertificatesQuery);
}
