import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import type { Certificate } from '@common/schemas/certificate';
import { apiError, fake, question } from '@/test/api-fake';
import { setMobile } from '@/test/media';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import DashboardPage from './dashboard-page';

const CERTIFICATES: Certificate[] = [
  { id: 1, name: 'Platform System Administrator', description: 'Run the platform.', level: 'Beginner', moduleCount: 6, questionCount: 120 },
  { id: 3, name: 'Application Developer', description: 'Build apps.', level: 'Intermediate', moduleCount: 1, questionCount: 1 },
];

const renderDashboard = () => renderApp(<DashboardPage />, { url: '/dashboard' });

/** A timed quiz of Users, Groups and Roles (easy) started a minute ago, nothing answered, with `changes`. */
function quizInProgress(changes: Partial<Attempt> = {}): Attempt {
  return {
    id: 77,
    mode: 'practice',
    status: 'in_progress',
    title: 'Users, Groups and Roles · easy',
    certificateId: 1,
    moduleId: 4,
    difficulty: 'easy',
    questions: Array.from({ length: 10 }, (_, i) => question(i)),
    answers: Array.from({ length: 10 }, () => ''),
    flags: Array.from({ length: 10 }, () => false),
    feedback: [],
    startedAt: new Date(Date.now() - 60_000).toISOString(),
    deadline: new Date(Date.now() + 250_000).toISOString(),
    timeLimit: 360,
    sessionId: null,
    ...changes,
  };
}

describe('dashboard', () => {
  it('greets the learner by first name and shows certificate cards that start practice', async () => {
    fake.seed({ certificates: CERTIFICATES });
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Ada!' })).toBeInTheDocument();
    // Skeletons while loading, announced once.
    expect(screen.getByRole('status')).toHaveTextContent('Loading certificates');

    const card = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(within(card).getByText('Beginner')).toBeInTheDocument();
    expect(within(card).getByText('Run the platform.')).toBeInTheDocument();
    expect(within(card).getByText('6 modules')).toBeInTheDocument();
    expect(within(card).getByText('120 questions')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Start Practice: Platform System Administrator' })).toHaveAttribute('href', '/certificates/1/modules');
    const other = screen.getByRole('article', { name: 'Application Developer' });
    expect(within(other).getByText('1 module')).toBeInTheDocument();
    expect(within(other).getByText('1 question')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Start Practice/ })).toHaveLength(2);
  });

  it('on a phone (no sidebar) names the product above the greeting', async () => {
    setMobile(true);
    fake.seed({ certificates: CERTIFICATES });
    renderDashboard();
    expect(screen.getByText('CertDrill').closest('p')).toHaveTextContent('CertDrillCloud platform certification quiz');
    await screen.findByRole('article', { name: 'Platform System Administrator' });
  });

  it('says No Certificates Available when there are none', async () => {
    renderDashboard();
    expect(await screen.findByText('No Certificates Available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start Practice/ })).not.toBeInTheDocument();
  });

  it('a failed fetch is shown with a Try again', async () => {
    server.use(http.all('/api/*', () => apiError(503, 'Server unavailable')));
    renderDashboard();
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
  it('shows a card under "Pick up where you left off" for each practice attempt in progress, with its progress and time left', async () => {
    const attempt = quizInProgress({ answers: ['A', 'B', 'C', '', '', '', '', '', '', ''] });
    fake.seed({ certificates: CERTIFICATES, attempts: [attempt] });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Pick up where you left off' });
    const card = within(section).getByRole('article', { name: 'Users, Groups and Roles · easy' });
    expect(within(card).getByText('3 of 10 answered')).toBeInTheDocument();
    expect(within(card).getByText('5 min left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue quiz: Users, Groups and Roles · easy' })).toHaveAttribute('href', '/modules/4/quiz/easy');
  });

  it('marks a study session, which shares its title with the timed quiz of the same module and difficulty', async () => {
    const quiz = quizInProgress();
    const study = quizInProgress({ id: 78, mode: 'study', answers: ['A', ...Array.from({ length: 9 }, () => '')], deadline: null, timeLimit: null });
    fake.seed({ certificates: CERTIFICATES, attempts: [quiz, study] });
    renderDashboard();
    const section = await screen.findByRole('region', { name: 'Pick up where you left off' });
    const [first, second] = within(section).getAllByRole('article', { name: 'Users, Groups and Roles · easy' });
    const cards = [first!, second!];
    const studyCard = cards.find((c) => within(c).queryByText('Study'))!;
    expect(within(studyCard).getByRole('link', { name: 'Continue studying: Users, Groups and Roles · easy' })).toHaveAttribute('href', '/attempts/78');
    expect(within(studyCard).queryByText(/min left/)).not.toBeInTheDocument();
    const quizCard = cards.find((c) => c !== studyCard)!;
    expect(within(quizCard).queryByText('Study')).not.toBeInTheDocument();
    expect(within(quizCard).getByRole('link', { name: 'Continue quiz: Users, Groups and Roles · easy' })).toHaveAttribute('href', '/modules/4/quiz/easy');
  });

  it('shows no resume section when nothing is in progress', async () => {
    fake.seed({ certificates: CERTIFICATES });
    renderDashboard();
    await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(screen.queryByRole('region', { name: 'Pick up where you left off' })).not.toBeInTheDocument();
  });
});
