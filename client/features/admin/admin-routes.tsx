/**
 * The admin panel's places, as React Router routes under /admin/* (patterns in lib/paths.ts). Each
 * route names its sidebar section in `handle`; a screen reads its ids with useParams, and an id that
 * is not a positive whole number, or a path that names no admin view, leads back to /admin.
 */
import { matchRoutes, Navigate, useParams, type Location, type RouteObject } from 'react-router';
import { paths } from '@/lib/paths';
import { REPORT_STATUSES } from '@common/schemas/report';
import { useAdminMe } from './api/get-admin-me';
import { AdministratorsView } from './components/administrators-view';
import { AnalyticsView } from './components/analytics-view';
import { CertificatesView } from './components/certificates-view';
import { LearnerView } from './components/learner-view';
import { LearnersView } from './components/learners-view';
import { ModulesView } from './components/modules-view';
import { QuestionStatsView } from './components/question-stats-view';
import { QuestionsView } from './components/questions-view';
import { ReportsView } from './components/reports-view';
import type { ReportStatus } from './api/reports';

export type AdminSection = 'certificates' | 'reports' | 'analytics' | 'learners' | 'administrators';

/** What an admin route carries beside its screen. */
interface AdminRouteHandle {
  section: AdminSection;
}

/** An id in an admin address: a positive whole number of at most ten digits, with no leading zero. */
const ID = /^[1-9][0-9]{0,9}$/;

type IdName = 'certificateId' | 'moduleId' | 'questionId' | 'userId';

/** The route's ids as numbers, or null when one of them is not an id. */
function useIds<K extends IdName>(...names: K[]): Record<K, number> | null {
  const params = useParams();
  const ids = {} as Record<K, number>;
  for (const name of names) {
    const value = params[name] ?? '';
    if (!ID.test(value)) return null;
    ids[name] = Number(value);
  }
  return ids;
}

/** Where an address that names no admin view leads: the certificates, as before the routes existed. */
function BackToAdmin() {
  return <Navigate to={paths.admin.certificates()} replace />;
}

function ModulesRoute() {
  const ids = useIds('certificateId');
  if (!ids) return <BackToAdmin />;
  return <ModulesView key={ids.certificateId} certificateId={ids.certificateId} />;
}

function QuestionsRoute() {
  const ids = useIds('certificateId', 'moduleId');
  if (!ids) return <BackToAdmin />;
  return <QuestionsView key={ids.moduleId} certificateId={ids.certificateId} moduleId={ids.moduleId} />;
}

function ReportsRoute() {
  const { status = 'open' } = useParams();
  const known: ReportStatus | undefined = REPORT_STATUSES.find((s) => s === status.toLowerCase());
  if (!known) return <BackToAdmin />;
  return <ReportsView status={known} />;
}

/** Analytics of every certificate, of one certificate, or of one module: the ids the route has. */
function AnalyticsRoute() {
  const { certificateId, moduleId } = useParams();
  if ([certificateId, moduleId].some((id) => id !== undefined && !ID.test(id))) return <BackToAdmin />;
  return <AnalyticsView certificateId={certificateId === undefined ? undefined : Number(certificateId)} moduleId={moduleId === undefined ? undefined : Number(moduleId)} />;
}

function QuestionStatsRoute() {
  const ids = useIds('certificateId', 'moduleId', 'questionId');
  if (!ids) return <BackToAdmin />;
  return <QuestionStatsView key={ids.questionId} certificateId={ids.certificateId} moduleId={ids.moduleId} questionId={ids.questionId} />;
}

function LearnerRoute() {
  const ids = useIds('userId');
  if (!ids) return <BackToAdmin />;
  return <LearnerView key={ids.userId} userId={ids.userId} />;
}

function AdministratorsRoute() {
  // The panel renders its routes only once this session is known (admin-page.tsx).
  const me = useAdminMe().data;
  return me ? <AdministratorsView me={me} /> : null;
}

const V = paths.patterns.adminViews;
const section = (name: AdminSection): AdminRouteHandle => ({ section: name });

// Relative to /admin/*; matched case-insensitively, with or without a trailing slash.
export const adminRoutes: RouteObject[] = [
  { index: true, element: <CertificatesView />, handle: section('certificates') },
  { path: V.certificates, element: <CertificatesView />, handle: section('certificates') },
  { path: V.modules, element: <ModulesRoute />, handle: section('certificates') },
  { path: V.questions, element: <QuestionsRoute />, handle: section('certificates') },
  { path: V.reports, element: <ReportsRoute />, handle: section('reports') },
  { path: V.reportsByStatus, element: <ReportsRoute />, handle: section('reports') },
  { path: V.analytics, element: <AnalyticsRoute />, handle: section('analytics') },
  { path: V.analyticsCertificate, element: <AnalyticsRoute />, handle: section('analytics') },
  { path: V.analyticsModule, element: <AnalyticsRoute />, handle: section('analytics') },
  { path: V.analyticsQuestion, element: <QuestionStatsRoute />, handle: section('analytics') },
  { path: V.learners, element: <LearnersView />, handle: section('learners') },
  { path: V.learner, element: <LearnerRoute />, handle: section('learners') },
  { path: V.administrators, element: <AdministratorsRoute />, handle: section('administrators') },
  { path: '*', element: <BackToAdmin />, handle: section('certificates') },
];

/** The sidebar section of an address: the `handle` of the admin route it matches. */
export function adminSectionOf(location: Partial<Location> | string): AdminSection {
  const matches = matchRoutes(adminRoutes, location, paths.admin.certificates());
  return (matches?.at(-1)?.route.handle as AdminRouteHandle | undefined)?.section ?? 'certificates';
}
