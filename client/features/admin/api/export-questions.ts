import { apiUrl } from '@/lib/api-client';
import type { FileFormat } from './question-file-formats';

/**
 * The download address of a module's questions in one format. A plain link is enough: the admin cookie is
 * same-origin and the server answers with Content-Disposition: attachment.
 */
export function exportQuestionsUrl(moduleId: number, format: FileFormat): string {
  return apiUrl(`/api/admin/modules/${moduleId}/questions/export`, { format });
}
