import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Difficulty } from '@common/schemas/question';
import type { ImportResult } from '@common/schemas/question-file';
import { api } from '@/lib/api-client';
import { invalidateAdminContent } from './admin-cache';
import type { FileFormat } from './question-file-formats';

export type { ImportResult };

export interface ImportRequest {
  moduleId: number;
  format: FileFormat;
  difficulty: Difficulty;
  dryRun: boolean;
  content: string;
}

// The raw text goes as text/plain whatever the format (API.md accepts it for all four); the server reads JSON
// files itself, so even a JSON syntax error comes back as a line-numbered problem.
export const importQuestions = ({ moduleId, format, difficulty, dryRun, content }: ImportRequest) =>
  api<ImportResult>(`/api/admin/modules/${moduleId}/questions/import`, {
    method: 'POST',
    query: { format, dryRun, difficulty },
    text: { content, contentType: 'text/plain; charset=utf-8' },
  });

export function useImportQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importQuestions,
    onSuccess: async (result, request) => {
      if (!request.dryRun && result.imported > 0) await invalidateAdminContent(queryClient);
    },
  });
}
