/** A certificate's mock exam blueprint (API.md "Exam blueprint"): read and replace. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExamBlueprint, ExamBlueprintInput } from '@common/schemas/exam';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export function useExamBlueprint(certificateId: number, enabled = true) {
  return useQuery({
    queryKey: adminKeys.examBlueprint(certificateId),
    queryFn: () => api<ExamBlueprint>(`/api/admin/certificates/${certificateId}/exam`),
    enabled,
    staleTime: 0,
  });
}

export function useSaveExamBlueprint(certificateId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExamBlueprintInput) => api<ExamBlueprint>(`/api/admin/certificates/${certificateId}/exam`, { method: 'PUT', body }),
    onSuccess: (saved) => queryClient.setQueryData(adminKeys.examBlueprint(certificateId), saved),
  });
}
