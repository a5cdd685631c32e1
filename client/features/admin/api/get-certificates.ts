import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Certificate } from '../../../../common/schemas/certificate';
import { api } from '../../../lib/api-client';

export const adminCertificatesKey = ['/api/admin/certificates'] as const;

export const fetchAdminCertificates = () => api<Certificate[]>('/api/admin/certificates');

export const adminCertificatesQuery = queryOptions({ queryKey: adminCertificatesKey, queryFn: fetchAdminCertificates });

export function useAdminCertificates() {
  return useQuery(adminCertificatesQuery);
}
