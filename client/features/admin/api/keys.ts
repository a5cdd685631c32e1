import type { AdminReport } from '@common/schemas/report';
import type { QuestionPageRequest } from './get-questions';

/**
 * Query keys of the admin area (one factory per feature, invalidated by prefix). `session` is the
 * admin sign-in, which outlives a sign-out; `content` is the catalogue an edit makes stale.
 */
export const adminKeys = {
  all: ['admin'] as const,
  session: () => [...adminKeys.all, 'session'] as const,
  /** GET /api/admin/me */
  me: () => [...adminKeys.session(), 'me'] as const,
  /** GET /api/admin/status */
  status: () => [...adminKeys.session(), 'status'] as const,

  content: () => [...adminKeys.all, 'content'] as const,
  /** GET /api/admin/certificates */
  certificates: () => [...adminKeys.content(), 'certificates'] as const,
  /** GET /api/admin/certificates/{id}/exam */
  examBlueprint: (certificateId: number) => [...adminKeys.certificates(), certificateId, 'exam'] as const,
  modules: () => [...adminKeys.content(), 'modules'] as const,
  /** GET /api/admin/modules?certificateId= */
  moduleList: (certificateId: number) => [...adminKeys.modules(), { certificateId }] as const,
  /** GET /api/admin/modules/{id}/stats */
  moduleStats: (moduleId: number) => [...adminKeys.modules(), moduleId, 'stats'] as const,
  questions: () => [...adminKeys.content(), 'questions'] as const,
  /** GET /api/admin/questions?moduleId= (all of a module's questions) */
  questionList: (moduleId: number) => [...adminKeys.questions(), { moduleId }] as const,
  /** GET /api/admin/questions with a page and filters */
  questionPage: (request: QuestionPageRequest) => [...adminKeys.questions(), 'page', request] as const,
  /** GET /api/admin/questions/{id}/stats */
  questionStats: (questionId: number) => [...adminKeys.questions(), questionId, 'stats'] as const,

  reports: () => [...adminKeys.all, 'reports'] as const,
  /** GET /api/admin/reports?status= */
  reportList: (status: AdminReport['status']) => [...adminKeys.reports(), { status }] as const,
  /** GET /api/admin/admins */
  admins: () => [...adminKeys.all, 'admins'] as const,
  learners: () => [...adminKeys.all, 'learners'] as const,
  /** GET /api/admin/users?query=&page= */
  learnerList: (query: string, page: number) => [...adminKeys.learners(), 'list', { query, page }] as const,
  /** GET /api/admin/users/{id} */
  learner: (learnerId: number) => [...adminKeys.learners(), learnerId] as const,
};
