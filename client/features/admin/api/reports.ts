/** Learners' reports of a wrong or unclear question, as the administrator triages them. */
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReport, ReportUpdate } from '@common/schemas/report';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export type ReportStatus = AdminReport['status'];

export const fetchAdminReports = (status: ReportStatus) => api<AdminReport[]>('/api/admin/reports', { query: { status } });

export const adminReportsQuery = (status: ReportStatus) => queryOptions({ queryKey: adminKeys.reportList(status), queryFn: () => fetchAdminReports(status) });

export function useAdminReports(status: ReportStatus) {
  return useQuery({ ...adminReportsQuery(status), placeholderData: keepPreviousData });
}

export const updateReport = ({ id, body }: { id: number; body: ReportUpdate }) => api<AdminReport>(`/api/admin/reports/${id}`, { method: 'PUT', body });

/** Resolving or dismissing moves a report between lists and changes open-report counts in the statistics. */
export function useUpdateReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReport,
    onSuccess: () => Promise.all([adminKeys.reports(), adminKeys.modules(), adminKeys.questions()].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
