/**
 * Every path of the web client, once. Screens link and navigate with these functions, and
 * client/app/router.tsx declares its routes from the same `patterns`, so a path is changed in one
 * place. The admin panel's places live in the URL too, so reload and the browser's Back button keep
 * an administrator where they were.
 */
import type { REPORT_STATUSES } from '../../common/schemas/report';

type ReportStatus = (typeof REPORT_STATUSES)[number];

export const paths = {
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
    analyticsQuestion: (certificateId: number, moduleId: number, questionId: number) =>
      `/admin/analytics/certificates/${certificateId}/modules/${moduleId}/questions/${questionId}`,
    learners: () => '/admin/learners',
    learner: (userId: number) => `/admin/learners/${userId}`,
    administrators: () => '/admin/administrators',
  },
} as const;
