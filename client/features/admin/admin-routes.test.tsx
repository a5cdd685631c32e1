import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '@/lib/paths';
import { renderApp } from '@/test/render';
import AdminPage from './admin-page';

// Each view stands in as its name and the props the route gives it: these tests are about which view an address shows.
const { stub } = vi.hoisted(() => ({
  stub: (name: string) => (props: object) => <p data-testid="view">{`${name} ${JSON.stringify(props)}`}</p>,
}));
vi.mock('./components/certificates-view', () => ({ CertificatesView: stub('certificates') }));
vi.mock('./components/modules-view', () => ({ ModulesView: stub('modules') }));
vi.mock('./components/questions-view', () => ({ QuestionsView: stub('questions') }));
vi.mock('./components/reports-view', () => ({ ReportsView: stub('reports') }));
vi.mock('./components/analytics-view', () => ({ AnalyticsView: stub('analytics') }));
vi.mock('./components/question-stats-view', () => ({ QuestionStatsView: stub('question-stats') }));
vi.mock('./components/learners-view', () => ({ LearnersView: stub('learners') }));
vi.mock('./components/learner-view', () => ({ LearnerView: stub('learner') }));
vi.mock('./components/administrators-view', () => ({ AdministratorsView: stub('administrators') }));

async function viewAt(path: string): Promise<string> {
  // Signed in as root; the fake has no open reports.
  const { unmount } = renderApp(<AdminPage />, { url: path, path: '/admin/*', user: null, admin: true, strict: false });
  const text = (await screen.findByTestId('view')).textContent ?? '';
  const location = screen.getByTestId('location').textContent;
  const current = within(screen.getByRole('navigation', { name: 'Admin navigation' }))
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
  unmount();
  return `${text} at ${location} in ${current.join(', ')}`;
}

describe('admin routes', () => {
  it('shows the drill-down the path names, and sends a path that names no view back to /admin', async () => {
    expect(await viewAt('/admin')).toBe('certificates {} at /admin in Certificates');
    expect(await viewAt('/admin/certificates/')).toBe('certificates {} at /admin/certificates/ in Certificates');
    expect(await viewAt('/admin/certificates/3')).toBe('modules {"certificateId":3} at /admin/certificates/3 in Certificates');
    expect(await viewAt('/admin/Certificates/3/Modules/12/')).toBe('questions {"certificateId":3,"moduleId":12} at /admin/Certificates/3/Modules/12/ in Certificates');
    expect(await viewAt(paths.admin.questions(3, 12))).toBe('questions {"certificateId":3,"moduleId":12} at /admin/certificates/3/modules/12 in Certificates');
    for (const path of ['/admin/certificates/0', '/admin/certificates/abc', '/admin/certificates/12345678901', '/admin/users', '/admin/settings']) {
      expect(await viewAt(path)).toBe('certificates {} at /admin in Certificates');
    }
  });

  it('shows the sections: reports, analytics, learners, administrators, each marked in the sidebar', async () => {
    expect(await viewAt(paths.admin.reports())).toBe('reports {"status":"open"} at /admin/reports in Reports');
    expect(await viewAt(paths.admin.reports('dismissed'))).toBe('reports {"status":"dismissed"} at /admin/reports/dismissed in Reports');
    expect(await viewAt('/admin/reports/Resolved')).toBe('reports {"status":"resolved"} at /admin/reports/Resolved in Reports');
    expect(await viewAt('/admin/reports/closed')).toBe('certificates {} at /admin in Certificates');
    expect(await viewAt(paths.admin.analytics())).toBe('analytics {} at /admin/analytics in Analytics');
    expect(await viewAt(paths.admin.analyticsCertificate(2))).toBe('analytics {"certificateId":2} at /admin/analytics/certificates/2 in Analytics');
    expect(await viewAt(paths.admin.analyticsModule(2, 9))).toBe('analytics {"certificateId":2,"moduleId":9} at /admin/analytics/certificates/2/modules/9 in Analytics');
    expect(await viewAt(paths.admin.analyticsQuestion(2, 9, 40))).toBe('question-stats {"certificateId":2,"moduleId":9,"questionId":40} at /admin/analytics/certificates/2/modules/9/questions/40 in Analytics');
    expect(await viewAt('/admin/analytics/certificates/x')).toBe('certificates {} at /admin in Certificates');
    expect(await viewAt(paths.admin.learners())).toBe('learners {} at /admin/learners in Learners');
    expect(await viewAt(paths.admin.learner(7))).toBe('learner {"userId":7} at /admin/learners/7 in Learners');
    expect(await viewAt('/admin/learners/0')).toBe('certificates {} at /admin in Certificates');
    expect(await viewAt(paths.admin.administrators())).toBe('administrators {"me":{"id":1,"username":"root"}} at /admin/administrators in Administrators');
  });
});
