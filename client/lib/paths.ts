/**
 * Every path of the web client, once. Screens link and navigate with these functions, and
 * client/app/router.tsx (and, under /admin/*, features/admin/admin-routes.tsx) declare their routes
 * from `patterns` beside them, so a path is changed in one place. The admin panel's places live in the URL too, so reload and the browser's Back button keep
 * an administrator where they were.
 */
import type { REPORT_STATUSES } from '@common/schemas/report';

type ReportStatus = (typeof REPORT_STATUSES)[number];

/**
 * The route patterns that read the paths above back, in React Router's syntax. A screen reads its
 * `:params` with useParams under these names. The admin patterns are relative to /admin/*.
 */
const patterns = {
  landing: '/',
  signIn: '/auth',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  admin: '/admin/*',
  dashboard: '/dashboard',
  certificateModules: '/certificates/:id/modules',
  moduleDifficulty: '/modules/:id/difficulty',
  quiz: '/modules/:moduleId/quiz/:difficulty',
  attempt: '/attempts/:attemptId',
  results: '/quiz-results/:sessionId',
  profile: '/profile',
  progress: '/progress',
  offline: '/offline',
  offlineQuiz: '/offline/:moduleId/:mode',
  offlineResult: '/offline/results/:resultId',
  adminViews: {
    certificates: 'certificates',
    modules: 'certificates/:certificateId',
    questions: 'certificates/:certificateId/modules/:moduleId',
    reports: 'reports',
    reportsByStatus: 'reports/:status',
    analytics: 'analytics',
    analyticsCertificate: 'analytics/certificates/:certificateId',
    analyticsModule: 'analytics/certificates/:certificateId/modules/:moduleId',
    analyticsQuestion: 'analytics/certificates/:certificateId/modules/:moduleId/questions/:questionId',
    learners: 'learners',
    learner: 'learners/:userId',
    administrators: 'administrators',
  },
} as const;

export const paths = {
  patterns,
  landing: () => '/',
  signIn: () => '/auth',
  forgotPassword: () => '/forgot-password',
  resetPassword: () => '/reset-password',
  dashboard: () => '/dashboard',
  certificateModules: (certificateId: number | string) => `/certificates/${certificateId}/modules`,
  moduleDifficulty: (moduleId: number | string) => `/modules/${moduleId}/difficulty`,
  quiz: (moduleId: number | string, difficulty: string) => `/modules/${moduleId}/quiz/${difficulty}`,
  attempt: (attemptId: number | string) => `/attempts/${attemptId}`,
  results: (sessionId: number | string) => `/quiz-results/${sessionId}`,
  profile: () => '/profile',
  progress: () => '/progress',
  offline: () => '/offline',
  offlineQuiz: (moduleId: number | string, mode: string) => `/offline/${moduleId}/${mode}`,
  offlineResult: (resultId: string) => `/offline/results/${resultId}`,
  admin: {
    certificates: () => '/admin',
    modules: (certificateId: number) => `/admin/certificates/${certificateId}`,
    questions: (certificateId: number, moduleId: number) => `/admin/certificates/${certificateId}/modules/${moduleId}`,
    reports: (status: ReportStatus = 'open') => (status === 'open' ? '/admin/reports' : `/admin/reports/${status}`),
    analytics: () => '/admin/analytics',
    analyticsCertificate: (certificateId: number) => `/admin/analytics/certificates/${certificateId}`,
    analyticsModule: (certificateId: number, moduleId: number) => `/admin/analytics/certificates/${certificateId}/modules/${moduleId}`,
    analyticsQuestion: (certificateId: number, moduleId: number, questionId: number) => `/admin/analytics/certificates/${certificateId}/modules/${moduleId}/questions/${questionId}`,
    learners: () => '/admin/learners',
    learner: (userId: number) => `/admin/learners/${userId}`,
    administrators: () => '/admin/administrators',
  },
} as const;
