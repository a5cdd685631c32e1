import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Certificate } from '../../../common/schemas/certificate';
import { setMobile } from '../../test/media';
import { json, mockApi, renderRoute } from '../quiz/test-utils';
import DashboardPage from './dashboard-page';

const CERTIFICATES: Certificate[] = [
  { id: 1, name: 'Platform System Administrator', description: 'Run the platform.', level: 'Beginner', moduleCount: 6, questionCount: 120 },
  { id: 3, name: 'Application Developer', description: 'Build apps.', level: 'Intermediate', moduleCount: 1, questionCount: 1 },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dashboard', () => {
  it('greets the learner by first name and shows certificate cards that start practice', async () => {
    mockApi((call) => (call.path === '/api/certificates' ? json(CERTIFICATES) : undefined));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
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
    mockApi((call) => (call.path === '/api/certificates' ? json(CERTIFICATES) : undefined));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
    expect(screen.getByText('CertDrill').closest('p')).toHaveTextContent('CertDrillCloud platform certification quiz');
    await screen.findByRole('article', { name: 'Platform System Administrator' });
  });

  it('says No Certificates Available when there are none', async () => {
    mockApi((call) => (call.path === '/api/certificates' ? json([]) : undefined));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('No Certificates Available')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Start Practice/ })).not.toBeInTheDocument();
  });

  it('a failed fetch is shown with a Try again', async () => {
    mockApi(() => json({ message: 'Server unavailable' }, 503));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
  it('shows a "Continue your quiz" card for each practice attempt in progress, with its progress and time left', async () => {
    const attempt = {
      id: 77,
      mode: 'practice',
      status: 'in_progress',
      title: 'Users, Groups and Roles · easy',
      certificateId: 1,
      moduleId: 4,
      difficulty: 'easy',
      questions: Array.from({ length: 10 }, (_, i) => ({ id: i })),
      answers: ['A', 'B', 'C', '', '', '', '', '', '', ''],
      flags: Array.from({ length: 10 }, () => false),
      feedback: [],
      startedAt: new Date(Date.now() - 60_000).toISOString(),
      deadline: new Date(Date.now() + 250_000).toISOString(),
      timeLimit: 360,
      sessionId: null,
    };
    mockApi((call) => (call.path === '/api/certificates' ? json(CERTIFICATES) : call.path === '/api/attempts' ? json([attempt]) : undefined));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
    const section = await screen.findByRole('region', { name: 'Continue your quiz' });
    const card = within(section).getByRole('article', { name: 'Users, Groups and Roles · easy' });
    expect(within(card).getByText('3 of 10 answered')).toBeInTheDocument();
    expect(within(card).getByText('5 min left')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Continue quiz: Users, Groups and Roles · easy' })).toHaveAttribute('href', '/modules/4/quiz/easy');
  });

  it('shows no resume section when nothing is in progress', async () => {
    mockApi((call) => (call.path === '/api/certificates' ? json(CERTIFICATES) : call.path === '/api/attempts' ? json([]) : undefined));
    renderRoute(<DashboardPage />, { pattern: '/dashboard', path: '/dashboard' });
    await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(screen.queryByRole('region', { name: 'Continue your quiz' })).not.toBeInTheDocument();
  });
});
