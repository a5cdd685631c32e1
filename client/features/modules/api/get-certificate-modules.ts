import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Module } from '@common/schemas/module';
import { api } from '@/lib/api-client';
import { modulesKeys } from './keys';

export const fetchCertificateModules = (certificateId: string) => api<Module[]>(`/api/certificates/${encodeURIComponent(certificateId)}/modules`);

export const certificateModulesQuery = (certificateId: string) => queryOptions({ queryKey: modulesKeys.certificateModules(certificateId), queryFn: () => fetchCertificateModules(certificateId) });

export function useCertificateModules(certificateId: string) {
  return useQuery(certificateModulesQuery(certificateId));
}
