import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Attempt } from '../../../common/schemas/attempt';
import { Button } from '../../components/ui/button';
import { dismissToast } from '../../components/ui/toast';
import { useStartAttemptMutation, type AttemptStart } from './api/attempts';
import AttemptPage from './attempt-page';
import { json, mockApi, question, renderRoute } from './test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
  dismissToast();
});

function attemptOf(overrides: Partial<Attempt> = {}): Attempt {
  const questions = overrides.questions ?? [question(101), question(102)];
  return {
    id: 55,
    mode: 'exam',
    status: 'in_progress',
    title: 'Mock exam · Platform System Administrator',
    certificateId: 2,
    moduleId: null,
    difficulty: null,
    questions,
    answers: questions.map(() => ''),
    flags: questions.map(() => false),
    feedback: questions.map(() => null),
    startedAt: new Date().toISOString(),
    deadline: new Date(Date.now() + 5400_000).toISOString(),
    timeLimit: 5400,
    sessionId: null,
    ...overrides,
  };
}

describe('attempt by id', () => {
  it('plays a mock exam: its title, a timer and the navigator', async () => {
    mockApi((call) => (call.path === '/api/attempts/55' ? json(attemptOf()) : undefined));
    renderRoute(<AttemptPage />, { pattern: '/attempts/:attemptId', path: '/attempts/55' });
    expect(await screen.findByRole('heading', { name: 'Mock exam · Platform System Administrator' })).toBeInTheDocument();
    expect(screen.getByText('What is fact number 101?')).toBeInTheDocument();
    // The exam's own limit (90 minutes), not the 6-minute quiz's.
    expect(screen.getByRole('timer')).toHaveTextContent(/^(90:00|89:5\d)$/);
    expect(screen.queryByText('Mock exam', { selector: 'span' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Flag for review/ })).toBeInTheDocument();
  });

  it('leads a submitted attempt to its results', async () => {
    mockApi((call) => (call.path === '/api/attempts/55' ? json(attemptOf({ status: 'submitted', sessionId: 900 })) : undefined));
    renderRoute(<AttemptPage />, { pattern: '/attempts/:attemptId', path: '/attempts/55' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz-results/900'));
  });

  it("says so when the attempt is another learner's or unknown", async () => {
    mockApi(() => json({ message: 'Attempt not found' }, 404));
    renderRoute(<AttemptPage />, { pattern: '/attempts/:attemptId', path: '/attempts/56' });
    expect(await screen.findByRole('heading', { name: 'Attempt not found' })).toBeInTheDocument();
  });
});

function Starter({ body }: { body: AttemptStart }) {
  const start = useStartAttemptMutation();
  return <Button onClick={() => start.mutate(body)}>Start</Button>;
}

describe('useStartAttemptMutation', () => {
  it('posts the body and opens the attempt', async () => {
    const { calls } = mockApi((call) => (call.method === 'POST' && call.path === '/api/attempts' ? json(attemptOf({ id: 61 }), 201) : undefined));
    renderRoute(<Starter body={{ mode: 'exam', certificateId: 2 }} />, { pattern: '/start', path: '/start' });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/61'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'exam', certificateId: 2 });
  });

  it("shows the server's refusal in a toast and stays", async () => {
    mockApi((call) => (call.method === 'POST' ? json({ message: 'Nothing is due for review' }, 409) : undefined));
    renderRoute(<Starter body={{ mode: 'review' }} />, { pattern: '/start', path: '/start' });
    await userEvent.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Nothing is due for review')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });
});
