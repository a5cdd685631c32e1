import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { Certificate } from '@common/schemas/certificate';
import type { Progress } from '@common/schemas/progress';
import type { Readiness, ReadinessHistory } from '@common/schemas/review';
import { ReadinessSection } from './components/readiness-section';
import ProgressPage from './progress-page';
import { apiError, fake } from '@/test/api-fake';
import { setMobile } from '@/test/media';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

const PROGRESS: Progress = { totalQuizzes: 17, totalCorrect: 120, totalQuestions: 170, averageScore: 71, bestScore: 90, totalTimeSpent: 3900, totalXp: 770, currentStreak: 3, longestStreak: 4, activeDays: 11 };
const CERTIFICATES: Certificate[] = [
  { id: 1, name: 'Platform System Administrator', description: 'Run it.', level: 'Beginner', moduleCount: 2, questionCount: 120 },
  { id: 3, name: 'Application Developer', description: 'Build apps.', level: 'Intermediate', moduleCount: 1, questionCount: 40 },
];
const readinessOf = (certificateId: number): Readiness =>
  certificateId === 1
    ? {
        certificateId: 1,
        predictedScore: 52,
        confidence: 'medium',
        modules: [
          { moduleId: 4, moduleName: 'Users, Groups and Roles', mastery: 70, seen: 40, total: 60, due: 5 },
          { moduleId: 5, moduleName: 'Access Control Rules', mastery: 34, seen: 10, total: 60, due: 0 },
        ],
      }
    : { certificateId: 3, predictedScore: 25, confidence: 'low', modules: [{ moduleId: 9, moduleName: 'Scripting', mastery: 25, seen: 0, total: 40, due: 0 }] };
const historyOf = (certificateId: number): ReadinessHistory => {
  const r = readinessOf(certificateId);
  return {
    certificateId,
    modules: r.modules.map((m) => ({ moduleId: m.moduleId, moduleName: m.moduleName })),
    days: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-02-${String(i + 1).padStart(2, '0')}`.replace('2026-02-29', '2026-03-01').replace('2026-02-30', '2026-03-02'),
      predictedScore: i === 29 ? r.predictedScore : 25,
      mastery: r.modules.map((m) => (i === 29 ? m.mastery : 25)),
    })),
  };
};

function api() {
  fake.seed({ progress: PROGRESS, certificates: CERTIFICATES, readiness: [readinessOf(1), readinessOf(3)], readinessHistory: [historyOf(1), historyOf(3)] });
}

/** The URLs of the calls to one path, oldest first. */
const calledUrls = (path: string) => fake.callsTo(path).map((c) => c.url);

const renderPage = (ui: ReactElement) => renderApp(ui, { strict: false });

beforeEach(() => setMobile(false));

describe('progress: readiness', { timeout: 20_000 }, () => {
  it('shows the predicted score, confidence in words and each module’s mastery, due count and trend', async () => {
    api();
    renderPage(<ReadinessSection />);
    const section = await screen.findByRole('region', { name: 'Exam readiness' });
    expect(await within(section).findByText('52%', { selector: 'strong' })).toBeInTheDocument();
    expect(within(section).getByText('Medium confidence')).toBeInTheDocument();
    const row = within(section).getByText('Access Control Rules', { selector: 'p' }).closest('li')!;
    expect(row).toHaveTextContent('10 of 60 seen · none due');
    expect(row).toHaveTextContent('Mastery 34%');
    expect(await within(row).findByRole('img', { name: 'Access Control Rules over the last 30 days: rose from 25% to 34%' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Predicted score over the last 30 days: rose from 25% to 52%' })).toBeInTheDocument();
    const url = calledUrls('/api/readiness/history')[0]!;
    expect(url.searchParams.get('days')).toBe('30');
    expect(url.searchParams.get('tz')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('has a table of the figures by day as the chart’s text alternative', async () => {
    api();
    renderPage(<ReadinessSection />);
    const section = await screen.findByRole('region', { name: 'Exam readiness' });
    await userEvent.click(await within(section).findByText('Show the figures by day as a table'));
    const table = within(section).getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Date', 'Predicted score', 'Users, Groups and Roles', 'Access Control Rules']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[30]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['52%', '70%', '34%']);
  });

  it('switches certificate with the select', async () => {
    api();
    renderPage(<ReadinessSection />);
    const section = await screen.findByRole('region', { name: 'Exam readiness' });
    await within(section).findByText('52%', { selector: 'strong' });
    await userEvent.selectOptions(within(section).getByLabelText('Certificate'), 'Application Developer');
    expect(await within(section).findByText('Low confidence')).toBeInTheDocument();
    expect(within(section).getByText('Scripting', { selector: 'p' })).toBeInTheDocument();
    expect(within(section).getByText(/You have not answered any of its questions yet/)).toBeInTheDocument();
  });

  it('on a phone shows the same figures as on a desktop, Total XP and Best Score included', async () => {
    setMobile(true);
    api();
    renderPage(<ProgressPage />);
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    await within(stats).findByText('Total Quizzes');
    const value = (label: string) => within(stats).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Total XP')).toBe('770');
    expect(value('Best Score')).toBe('90%');
    expect(value('Average Score')).toBe('71%');
    const section = screen.getByRole('region', { name: 'Exam readiness' });
    await waitFor(() => expect(section).toHaveTextContent('Predicted exam score 52%'));
  });

  it('says what failed and offers a retry when readiness cannot load', async () => {
    let fail = true;
    api();
    server.use(http.get('/api/readiness', () => (fail ? apiError(500, 'Database unavailable') : undefined)));
    renderPage(<ReadinessSection />);
    const section = await screen.findByRole('region', { name: 'Exam readiness' });
    expect(await within(section).findByText('Could not load your readiness')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('52%', { selector: 'strong' })).toBeInTheDocument();
  });
});
