import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import { Button } from '@/components/ui/button';
import { dismissToast } from '@/components/ui/toast';
import { useStartAttemptMutation, type AttemptStart } from './api/attempts';
import AttemptPage from './attempt-page';
import { apiError, fake, question } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

afterEach(() => {
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
    fake.seed({ attempts: [attemptOf()] });
    renderApp(<AttemptPage />, { path: '/attempts/:attemptId', url: '/attempts/55' });
    expect(await screen.findByRole('heading', { name: 'Mock exam · Platform System Administrator' })).toBeInTheDocument();
    expect(screen.getByText('What is fact number 101?')).toBeInTheDocument();
    // The exam's own limit (90 minutes), not the 6-minute quiz's.
    expect(screen.getByRole('timer')).toHaveTextContent(/^(90:00|89:5\d)$/);
    expect(screen.queryByText('Mock exam', { selector: 'span' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Flag for review/ })).toBeInTheDocument();
  });

  it('leads a submitted attempt to its results', async () => {
    fake.seed({ attempts: [attemptOf({ status: 'submitted', sessionId: 900 })] });
    renderApp(<AttemptPage />, { path: '/attempts/:attemptId', url: '/attempts/55' });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz-results/900'));
  });

  it("says so when the attempt is another learner's or unknown", async () => {
    renderApp(<AttemptPage />, { path: '/attempts/:attemptId', url: '/attempts/56' });
    expect(await screen.findByRole('heading', { name: 'Attempt not found' })).toBeInTheDocument();
  });
});

function Starter({ body }: { body: AttemptStart }) {
  const start = useStartAttemptMutation();
  return <Button onClick={() => start.mutate(body)}>Start</Button>;
}

describe('useStartAttemptMutation', () => {
  it('posts the body and opens the attempt', async () => {
    fake.seed({ nextId: 61 });
    const { user } = renderApp(<Starter body={{ mode: 'exam', certificateId: 2 }} />, { url: '/start' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/61'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'exam', certificateId: 2 });
  });

  it("shows the server's refusal in a toast and stays", async () => {
    server.use(http.post('/api/attempts', () => apiError(409, 'Nothing is due for review')));
    const { user } = renderApp(<Starter body={{ mode: 'review' }} />, { url: '/start' });
    await user.click(screen.getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Nothing is due for review')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
  });
});
