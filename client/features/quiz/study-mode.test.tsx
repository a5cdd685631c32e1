import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Attempt } from '@common/schemas/attempt';
import { dismissToast } from '@/components/ui/toast';
import AttemptPage from './attempt-page';
import QuizPage from './quiz-page';
import { apiError, fake, json, question } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';

// Whole flows through several screens: slower than most on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

// A place in an attempt is kept on the device: every test starts with none.
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  dismissToast();
});

const KEY: Record<number, string> = { 101: 'B', 102: 'C' };

function studyServer(mode: Attempt['mode'] = 'study') {
  const questions = [question(101), question(102)];
  const attempt: Attempt = {
    id: 31,
    mode,
    status: 'in_progress',
    title: mode === 'study' ? 'Incident Basics · easy' : 'Spaced review',
    certificateId: mode === 'study' ? 2 : null,
    moduleId: mode === 'study' ? 4 : null,
    difficulty: mode === 'study' ? 'easy' : null,
    questions,
    answers: ['', ''],
    flags: [false, false],
    feedback: [null, null],
    startedAt: new Date().toISOString(),
    deadline: null,
    timeLimit: null,
    sessionId: null,
  };
  fake.seed({ attempts: [attempt] });
  server.use(
    // Grades against KEY as the server would, and refuses a change to an answer that got feedback.
    http.put('/api/attempts/31/answers/:index', async ({ params, request }) => {
      const i = Number(params.index);
      const { answer } = (await request.json()) as { answer: string };
      if (attempt.answers[i] && attempt.answers[i] !== answer) return apiError(409, 'This answer already got feedback and cannot be changed');
      attempt.answers[i] = answer;
      const id = questions[i]!.id;
      const feedback = { correct: answer === KEY[id], correctAnswer: KEY[id]!, explanation: `Because **fact ${id}** says so.` };
      attempt.feedback[i] = feedback;
      return json({ index: i, answer, flagged: false, feedback });
    }),
    http.post('/api/attempts/31/submit', () => json({ id: 950 }, 201)),
  );
  return { attempt, calls: fake.calls };
}

const render = () => renderApp(<AttemptPage />, { path: '/attempts/:attemptId', url: '/attempts/31' });

describe('study mode: choose, Check, feedback, Continue', () => {
  it('sends nothing until Check, then says right or wrong in words, marks the correct option, explains, and locks the answer', async () => {
    const user = userEvent.setup();
    const { calls } = studyServer();
    render();
    expect(await screen.findByRole('heading', { name: /Incident Basics/ })).toBeInTheDocument();
    expect(screen.getByText('Untimed')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Flag for review/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: /Answer A to 101/ }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Check' }));

    const feedback = await screen.findByTestId('feedback');
    expect(within(feedback).getByText('Not quite')).toBeInTheDocument();
    expect(within(feedback).getByText('The correct answer is B.')).toBeInTheDocument();
    expect(within(feedback).getByText('fact 101').tagName).toBe('STRONG');
    expect(feedback).toHaveFocus();
    expect(screen.getByRole('radio', { name: /Answer B to 101.*Correct answer/ })).toBeDisabled();
    expect(screen.getByRole('radio', { name: /Answer A to 101.*Your answer/ })).toBeChecked();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([{ answer: 'A' }]);

    // Locked: a letter key changes nothing.
    await user.keyboard('c');
    expect(screen.getByRole('radio', { name: /Answer A to 101/ })).toBeChecked();

    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(await screen.findByText('What is fact number 102?')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Answer C to 102/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Correct!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /See results/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/quiz-results/950'));
  });

  it('Check with nothing chosen says what to do; Skip is a quiet action, not the main button', async () => {
    const user = userEvent.setup();
    studyServer('review');
    render();
    const check = await screen.findByRole('button', { name: 'Check' });
    const skip = screen.getByRole('button', { name: 'Skip' });
    expect(skip.className).not.toContain('bg-primary');
    expect(check.className).toContain('bg-primary');
    await user.click(check);
    expect(screen.getByText(/Choose an answer, then Check/)).toBeInTheDocument();
    await user.click(skip);
    expect(await screen.findByText('What is fact number 102?')).toBeInTheDocument();
  });
});

describe('report a problem from the feedback', () => {
  it('is held while the attempt is in progress (the server takes reports of submitted attempts) and sent after the submit', async () => {
    const user = userEvent.setup();
    const reports: { method: string; path: string; body: unknown }[] = [];
    let submitted = false;
    const { calls } = studyServer();
    server.use(
      http.post('/api/questions/101/reports', async ({ request }) => {
        reports.push({ method: request.method, path: new URL(request.url).pathname, body: await request.json() });
        return submitted ? json({ id: 1, questionId: 101, reason: 'unclear', comment: null, status: 'open', createdAt: '' }, 201) : apiError(404, 'Question not found');
      }),
      http.post('/api/attempts/31/submit', () => {
        submitted = true;
      }),
    );
    render();
    await user.click(await screen.findByRole('radio', { name: /Answer B to 101/ }));
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await user.click(within(await screen.findByTestId('feedback')).getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog', { name: 'Report a problem with this question' });
    await user.click(within(dialog).getByRole('radio', { name: 'The question or options are unclear' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(/sent to our editors as soon as you finish this session/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(within(screen.getByTestId('feedback')).getByRole('button', { name: 'Reported' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /Continue/ }));
    await user.click(await screen.findByRole('button', { name: 'Skip and finish' }));
    await user.click(await screen.findByRole('button', { name: 'Submit answers' }));
    await waitFor(() => expect(reports).toHaveLength(2));
    expect(reports[1]).toEqual({ method: 'POST', path: '/api/questions/101/reports', body: { reason: 'unclear' } });
    expect(calls.some((c) => c.path === '/api/attempts/31/submit')).toBe(true);
    await waitFor(() => expect(localStorage.getItem('certdrill:held-reports:31')).toBeNull());
  });
});

describe('practice: Skip is quiet', () => {
  it('shows Skip as a ghost button until an answer is chosen, then Next as the main button', async () => {
    const user = userEvent.setup();
    const questions = [question(101), question(102)];
    server.use(
      http.post('/api/attempts', () =>
        json(
          {
            id: 8,
            mode: 'practice',
            status: 'in_progress',
            title: 'Incident Basics · easy',
            certificateId: 2,
            moduleId: 4,
            difficulty: 'easy',
            questions,
            answers: ['', ''],
            flags: [false, false],
            feedback: [null, null],
            startedAt: new Date().toISOString(),
            deadline: new Date(Date.now() + 360_000).toISOString(),
            timeLimit: 360,
            sessionId: null,
          },
          201,
        ),
      ),
      http.put('/api/attempts/8/answers/:index', () => json({ index: 0, answer: 'A', flagged: false, feedback: null })),
    );
    renderApp(<QuizPage />, { path: '/modules/:moduleId/quiz/:difficulty', url: '/modules/4/quiz/easy' });
    const skip = await screen.findByRole('button', { name: 'Skip' });
    expect(skip.className).not.toContain('bg-primary');
    await user.click(screen.getByRole('radio', { name: /Answer A to 101/ }));
    expect(screen.getByRole('button', { name: 'Next' }).className).toContain('bg-primary');
  });
});
