import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ReactElement } from 'react';
import type { Certificate } from '@common/schemas/certificate';
import type { Progress } from '@common/schemas/progress';
import type { Readiness, ReadinessHistory } from '@common/schemas/review';
import { chartDays, ReadinessSection } from './components/readiness-section';
import ProgressPage from './progress-page';
import { apiError, fake, USER } from '@/test/api-fake';
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
    const row = within(section).getByText('Scripting', { selector: 'p' }).closest('li')!;
    expect(within(section).getByText(/You have not answered any of its questions yet/)).toBeInTheDocument();
    // Its 25% is only the prior: an untouched module says so instead of showing a mastery.
    expect(row).toHaveTextContent('40 questions · not started yet');
    expect(row).not.toHaveTextContent('Mastery');
    expect(within(row).queryByRole('img')).not.toBeInTheDocument();
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

  /** The section of a learner who joined `daysAgo` days ago, with as many days of history as they have. */
  async function renderJoined(daysAgo: number) {
    const history = historyOf(1);
    const user = { ...USER, createdAt: new Date(Date.now() - daysAgo * 86_400_000).toISOString() };
    fake.seed({ user, progress: PROGRESS, certificates: CERTIFICATES, readiness: [readinessOf(1)], readinessHistory: [{ ...history, days: history.days.slice(-(daysAgo + 1)) }] });
    renderApp(<ReadinessSection />, { strict: false, user });
    return screen.findByRole('region', { name: 'Exam readiness' });
  }

  it('charts a learner who joined less than 30 days ago from the day they joined', async () => {
    const section = await renderJoined(4);
    expect(await within(section).findByRole('heading', { name: 'Predicted score since you joined' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Predicted score since you joined: rose from 25% to 52%' })).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: 'Access Control Rules since you joined: rose from 25% to 34%' })).toBeInTheDocument();
    expect(calledUrls('/api/readiness/history').map((u) => u.searchParams.get('days'))).toEqual(['5']);
  });

  it('on the day a learner joined says when the charts start instead of drawing one point', async () => {
    const section = await renderJoined(0);
    expect(await within(section).findByText(/^Your charts start today/)).toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).getByText('Mastery 34%')).toBeInTheDocument();
    expect(calledUrls('/api/readiness/history')[0]!.searchParams.get('days')).toBe('1');
  });

  it('counts the days since joining in the learner’s own time zone', () => {
    const now = new Date('2026-03-10T02:00:00Z');
    // Joined late on 8 March in New York (9 March UTC); on 9 March there at 02:00 UTC on the 10th.
    expect(chartDays('2026-03-09T03:00:00Z', now, 'America/New_York')).toBe(2);
    expect(chartDays('2026-03-09T03:00:00Z', now, 'UTC')).toBe(2);
    expect(chartDays('2026-03-10T01:00:00Z', now, 'UTC')).toBe(1);
    expect(chartDays('2026-03-10T01:00:00Z', now, 'America/New_York')).toBe(1);
    expect(chartDays('2025-01-01T00:00:00Z', now, 'UTC')).toBe(30);
    expect(chartDays(undefined, now, 'UTC')).toBe(30);
    expect(chartDays('not a date', now, 'UTC')).toBe(30);
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
