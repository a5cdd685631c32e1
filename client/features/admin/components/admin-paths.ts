/** Reads an admin path back into the view it names (the admin panel's places live in the URL). */
import { paths } from '../../../lib/paths';
import type { ReportStatus } from '../api/reports';

/** The admin panel's paths: one part of client/lib/paths.ts. */
export const adminPaths = paths.admin;

export type AdminSection = 'certificates' | 'reports' | 'analytics' | 'learners' | 'administrators';

export type AdminLocation =
  | { view: 'certificates' }
  | { view: 'modules'; certificateId: number }
  | { view: 'questions'; certificateId: number; moduleId: number }
  | { view: 'reports'; status: ReportStatus }
  | { view: 'analytics'; certificateId?: number; moduleId?: number }
  | { view: 'question-stats'; certificateId: number; moduleId: number; questionId: number }
  | { view: 'learners' }
  | { view: 'learner'; userId: number }
  | { view: 'administrators' };

const ID = '([1-9][0-9]{0,9})';
const route = (pattern: string) => new RegExp(`^${pattern}/?$`, 'i');
const MODULES = route(`certificates/${ID}`);
const QUESTIONS = route(`certificates/${ID}/modules/${ID}`);
const REPORTS = route('reports(?:/(open|resolved|dismissed))?');
const ANALYTICS = route(`analytics(?:/certificates/${ID}(?:/modules/${ID})?)?`);
const QUESTION_STATS = route(`analytics/certificates/${ID}/modules/${ID}/questions/${ID}`);
const LEARNER = route(`learners/${ID}`);

/** Reads the part of the path after /admin/; null when it names no admin view. */
export function parseAdminPath(rest: string): AdminLocation | null {
  const path = rest.replace(/^\/+/, '');
  if (path === '' || /^certificates\/?$/i.test(path)) return { view: 'certificates' };
  let m = QUESTIONS.exec(path);
  if (m) return { view: 'questions', certificateId: Number(m[1]), moduleId: Number(m[2]) };
  m = MODULES.exec(path);
  if (m) return { view: 'modules', certificateId: Number(m[1]) };
  m = REPORTS.exec(path);
  if (m) return { view: 'reports', status: (m[1]?.toLowerCase() ?? 'open') as ReportStatus };
  m = QUESTION_STATS.exec(path);
  if (m) return { view: 'question-stats', certificateId: Number(m[1]), moduleId: Number(m[2]), questionId: Number(m[3]) };
  m = ANALYTICS.exec(path);
  if (m) return { view: 'analytics', ...(m[1] ? { certificateId: Number(m[1]) } : {}), ...(m[2] ? { moduleId: Number(m[2]) } : {}) };
  if (route('learners').test(path)) return { view: 'learners' };
  m = LEARNER.exec(path);
  if (m) return { view: 'learner', userId: Number(m[1]) };
  if (route('administrators').test(path)) return { view: 'administrators' };
  return null;
}

/** Which sidebar entry a location belongs to. */
export function sectionOf(location: AdminLocation | null): AdminSection {
  switch (location?.view) {
    case 'reports':
      return 'reports';
    case 'analytics':
    case 'question-stats':
      return 'analytics';
    case 'learners':
    case 'learner':
      return 'learners';
    case 'administrators':
      return 'administrators';
    default:
      return 'certificates';
  }
}
