import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Difficulty, Question, QuestionPage, QuestionType } from '@common/schemas/question';
import { api } from '@/lib/api-client';
import { adminKeys } from './keys';

export const fetchAdminQuestions = (moduleId: number) => api<Question[]>('/api/admin/questions', { query: { moduleId } });

export const adminQuestionsQuery = (moduleId: number) => queryOptions({ queryKey: adminKeys.questionList(moduleId), queryFn: () => fetchAdminQuestions(moduleId) });

export function useAdminQuestions(moduleId: number) {
  return useQuery(adminQuestionsQuery(moduleId));
}

/** How many questions the admin list shows per page. */
export const QUESTION_PAGE_SIZE = 50;

export interface QuestionPageRequest {
  moduleId: number;
  /** Searched in the question text, case-insensitively, on the server; '' for none. */
  query: string;
  difficulty: Difficulty | null;
  type: QuestionType | null;
  /** 1-based. */
  page: number;
  pageSize?: number;
}

export const fetchAdminQuestionPage = ({ moduleId, query, difficulty, type, page, pageSize = QUESTION_PAGE_SIZE }: QuestionPageRequest) =>
  api<QuestionPage>('/api/admin/questions', {
    query: { moduleId, page, pageSize, ...(query ? { query } : {}), ...(difficulty ? { difficulty } : {}), ...(type ? { type } : {}) },
  });

/**
 * One page of a module's questions, filtered on the server, so a bank of thousands costs one page of
 * rows. The previous page stays on screen while the next loads (no flash of a skeleton per keystroke).
 */
export function useAdminQuestionPage(request: QuestionPageRequest) {
  return useQuery({
    queryKey: adminKeys.questionPage(request),
    queryFn: () => fetchAdminQuestionPage(request),
    // Only within the same module: another module's questions must never stand in for this one's.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[4].moduleId === request.moduleId ? previous : undefined),
  });
}
