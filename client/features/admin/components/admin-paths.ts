/** The drill-down lives in the URL, so reload and the browser's Back button keep the admin where they were. */
export const adminPaths = {
  certificates: () => '/admin',
  modules: (certificateId: number) => `/admin/certificates/${certificateId}`,
  questions: (certificateId: number, moduleId: number) => `/admin/certificates/${certificateId}/modules/${moduleId}`,
};

export type AdminLocation =
  | { view: 'certificates' }
  | { view: 'modules'; certificateId: number }
  | { view: 'questions'; certificateId: number; moduleId: number };

const ID = '([1-9][0-9]{0,9})';
const MODULES = new RegExp(`^certificates/${ID}/?$`, 'i');
const QUESTIONS = new RegExp(`^certificates/${ID}/modules/${ID}/?$`, 'i');

/** Reads the part of the path after /admin/; null when it names no admin view. */
export function parseAdminPath(rest: string): AdminLocation | null {
  const path = rest.replace(/^\/+/, '');
  if (path === '' || /^certificates\/?$/i.test(path)) return { view: 'certificates' };
  const questions = QUESTIONS.exec(path);
  if (questions) return { view: 'questions', certificateId: Number(questions[1]), moduleId: Number(questions[2]) };
  const modules = MODULES.exec(path);
  if (modules) return { view: 'modules', certificateId: Number(modules[1]) };
  return null;
}
