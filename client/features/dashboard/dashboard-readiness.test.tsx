import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { Certificate } from '@common/schemas/certificate';
import type { Readiness, ReviewSummary } from '@common/schemas/review';
import { apiError, fake, question } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import DashboardPage from './dashboard-page';

const CERTIFICATES: Certificate[] = [{ id: 1, name: 'Platform System Administrator', description: 'Run the platform.', level: 'Beginner', moduleCount: 2, questionCount: 120 }];
const NEVER: ReviewSummary = { due: 0, dueByCertificate: [], studied: 0, nextDueAt: null };
const READY: Readiness = {
  certificateId: 1,
  predictedScore: 64,
  confidence: 'medium',
  modules: [
    { moduleId: 4, moduleName: 'Users, Groups and Roles', mastery: 81, seen: 30, total: 60, due: 2 },
    { moduleId: 5, moduleName: 'Access Control Rules', mastery: 47, seen: 22, total: 60, due: 12 },
  ],
};
const UNSEEN: Readiness = { ...READY, predictedScore: 25, confidence: 'low', modules: READY.modules.map((m) => ({ ...m, mastery: 25, seen: 0, due: 0 })) };

function serve(summary: ReviewSummary, readiness: Readiness = READY) {
  fake.seed({ certificates: CERTIFICATES, reviewSummary: summary, readiness: [readiness], nextId: 321 });
}

const renderDashboard = () => renderApp(<DashboardPage />, { url: '/dashboard' });

describe('dashboard review and readiness', () => {
  it('shows how many questions are due and starts a review in one tap', async () => {
    serve({ due: 7, dueByCertificate: [{ certificateId: 1, due: 7 }], studied: 40, nextDueAt: null });
    const { user } = renderDashboard();
    const card = await screen.findByRole('region', { name: '7 questions due for review' });
    await user.click(within(card).getByRole('button', { name: 'Start review' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/321'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'review' });
  });

  it('says when the next question falls due when nothing is due', async () => {
    const next = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();
    serve({ due: 0, dueByCertificate: [], studied: 12, nextDueAt: next });
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Nothing due for review' });
    expect(card).toHaveTextContent(/The next question falls due on .+ at .+\./);
    expect(within(card).queryByRole('button', { name: 'Start review' })).not.toBeInTheDocument();
  });

  it('shows no review card to a learner who never answered, and asks for answers before predicting', async () => {
    serve(NEVER, UNSEEN);
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(await within(card).findByText('Answer a few questions to see your predicted exam score.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /due for review/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/Predicted exam score/)).not.toBeInTheDocument();
  });

  it('shows readiness in words on each certificate with the weakest module and its next step', async () => {
    serve({ due: 14, dueByCertificate: [{ certificateId: 1, due: 14 }], studied: 52, nextDueAt: null });
    const { user } = renderDashboard();
    const card = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(await within(card).findByText('64%')).toBeInTheDocument();
    expect(card).toHaveTextContent('Predicted exam score 64%');
    expect(within(card).getByText('Medium confidence')).toBeInTheDocument();
    expect(card).toHaveTextContent('Weakest: Access Control Rules — 12 questions due');
    // The existing way in stays.
    expect(within(card).getByRole('link', { name: 'Start Practice: Platform System Administrator' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Review Access Control Rules' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/321'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'review', moduleId: 5 });
  });

  it('offers practice of the weakest module when nothing is due', async () => {
    serve({ due: 0, dueByCertificate: [], studied: 52, nextDueAt: null }, { ...READY, modules: READY.modules.map((m) => ({ ...m, due: 0 })) });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(await within(card).findByRole('link', { name: /Practise Access Control Rules/ })).toHaveAttribute('href', '/modules/5/difficulty');
    expect(card).toHaveTextContent('Weakest: Access Control Rules — no questions due');
  });

  it('names a module not started yet as such, not as the weakest, and offers to start it', async () => {
    // Three answers of ten right barely move a module of 60 from the prior: the untouched one is lower.
    const modules = [
      { moduleId: 4, moduleName: 'Users, Groups and Roles', mastery: 25, seen: 0, total: 60, due: 0 },
      { moduleId: 5, moduleName: 'Access Control Rules', mastery: 26, seen: 10, total: 60, due: 0 },
    ];
    serve({ due: 0, dueByCertificate: [], studied: 10, nextDueAt: null }, { ...READY, predictedScore: 25, confidence: 'low', modules });
    renderDashboard();
    const card = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(await within(card).findByRole('link', { name: /Start Users, Groups and Roles/ })).toHaveAttribute('href', '/modules/4/difficulty');
    expect(card).toHaveTextContent('Not started yet: Users, Groups and Roles');
    expect(card).not.toHaveTextContent('Weakest');
  });

  it('says so when a review cannot start', async () => {
    fake.seed({ reviewSummary: { due: 3, dueByCertificate: [], studied: 3, nextDueAt: null } });
    server.use(http.post('/api/attempts', () => apiError(409, 'Nothing is due for review')));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(await screen.findByText('Nothing is due for review')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});

describe('dashboard resume', () => {
  it('offers to continue a mock exam in progress at its attempt screen', async () => {
    const exam: Attempt = {
      id: 90,
      mode: 'exam',
      status: 'in_progress',
      title: 'Mock exam · Platform System Administrator',
      certificateId: 1,
      moduleId: null,
      difficulty: null,
      questions: Array.from({ length: 60 }, (_, i) => question(i)),
      answers: Array.from({ length: 60 }, (_, i) => (i < 12 ? 'A' : '')),
      flags: [],
      feedback: [],
      startedAt: new Date(Date.now() - 600_000).toISOString(),
      deadline: new Date(Date.now() + 4_800_000).toISOString(),
      timeLimit: 5400,
      sessionId: null,
    };
    fake.seed({ certificates: CERTIFICATES, attempts: [exam], reviewSummary: NEVER });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Pick up where you left off' });
    expect(within(section).getByText('12 of 60 answered')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Continue exam: Mock exam · Platform System Administrator' })).toHaveAttribute('href', '/attempts/90');
  });
});
