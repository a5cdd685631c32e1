import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CertificateDetail } from '@common/schemas/certificate';
import type { QuizSession, ReviewItem } from '@common/schemas/quiz-session';
import { dismissToast } from '@/components/ui/toast';
import { staticMediaQueryList } from '@/test/media';
import { fake, json, question } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { REDUCED_MOTION_QUERY } from './components/celebration';
import { ModuleBreakdown } from './components/exam-breakdown';
import ResultsPage from './results-page';

const PATTERN = '/quiz-results/:sessionId';

function review(id: number, chosen: string, correctAnswer: string): ReviewItem {
  const q = question(id);
  return { questionId: id, text: q.text, options: q.options, type: 'single', chosen, correctAnswer, correct: chosen === correctAnswer, explanation: `Fact ${id} explained.` };
}

function examSession(passed: boolean): QuizSession {
  return {
    id: 70,
    moduleId: null,
    moduleName: 'Platform System Administrator',
    certificateId: 2,
    difficulty: 'mixed',
    questions: [1, 2, 3, 4],
    answers: passed ? ['A', 'B', 'C', 'A'] : ['A', 'A', 'A', ''],
    score: passed ? 3 : 1,
    totalQuestions: 4,
    timeUsed: 1200,
    completedAt: new Date().toISOString(),
    mode: 'exam',
    title: 'Mock exam · Platform System Administrator',
    passed,
    breakdown: [
      { moduleId: 4, moduleName: 'Incident Basics', correct: 1, total: 2 },
      { moduleId: 5, moduleName: 'Users and Groups', correct: passed ? 2 : 0, total: 2 },
    ],
    xpEarned: passed ? 25 : 15,
    review: passed ? [review(1, 'A', 'A'), review(2, 'B', 'B'), review(3, 'C', 'C'), review(4, 'A', 'D')] : [review(1, 'A', 'A'), review(2, 'A', 'B'), review(3, 'A', 'C'), review(4, '', 'D')],
  };
}

const CERTIFICATE: CertificateDetail = {
  id: 2,
  name: 'Platform System Administrator',
  description: 'Run the platform.',
  level: 'Beginner',
  moduleCount: 2,
  questionCount: 300,
  exam: { questionCount: 60, timeLimit: 5400, passMark: 70, available: 300 },
};

function serve(session: QuizSession, ...handlers: HttpHandler[]) {
  fake.seed({
    sessions: [session],
    certificates: [CERTIFICATE],
    progress: { totalQuizzes: 3, totalCorrect: 20, totalQuestions: 30, averageScore: 67, bestScore: 90, totalTimeSpent: 900, totalXp: 160, currentStreak: 4, longestStreak: 6, activeDays: 9 },
  });
  server.use(...handlers);
}

const renderResults = () => renderApp(<ResultsPage />, { path: PATTERN, url: '/quiz-results/70' });

afterEach(() => {
  dismissToast();
});

describe('results of a mock exam', () => {
  it('a pass says "Passed" in words and by icon against the pass mark, with XP, the streak and the breakdown', async () => {
    serve(examSession(true));
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mock exam results Platform System Administrator' })).toBeInTheDocument();
    const verdict = screen.getByTestId('exam-verdict');
    expect(verdict).toHaveTextContent('Passed');
    expect(verdict.querySelector('svg')).toHaveClass('lucide-circle-check');
    expect(await within(verdict).findByText(/75% against a pass mark of 70%/)).toBeInTheDocument();
    expect(screen.getByText('+25 XP earned')).toBeInTheDocument();
    expect(await screen.findByText('Streak kept: 4 days')).toBeInTheDocument();

    const breakdown = screen.getByRole('region', { name: 'By module' });
    expect(within(breakdown).getByText('1/2 correct · 50%')).toBeInTheDocument();
    expect(within(breakdown).getByText('2/2 correct · 100%')).toBeInTheDocument();
    expect(within(screen.getByTestId('weakest-module')).getByText('Incident Basics')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Retake exam' })).toHaveLength(2);
  });

  it('a fail says "Not passed", names the weakest module and studies it', async () => {
    const user = userEvent.setup();
    serve(examSession(false));
    fake.seed({ nextId: 88 });
    renderResults();
    const verdict = await screen.findByTestId('exam-verdict');
    expect(verdict).toHaveTextContent('Not passed');
    expect(verdict.querySelector('svg')).toHaveClass('lucide-circle-x');
    const weakest = screen.getByTestId('weakest-module');
    expect(weakest).toHaveTextContent('Your weakest module is Users and Groups (0 of 2 right).');
    expect(within(weakest).getByRole('link', { name: 'Choose a difficulty instead' })).toHaveAttribute('href', '/modules/5/difficulty');
    await user.click(within(weakest).getByRole('button', { name: 'Study Users and Groups' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/88'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'study', moduleId: 5, difficulty: 'mixed' });
  });

  it('an exam of one module offers to study it without calling it the weakest', () => {
    renderApp(<ModuleBreakdown rows={[{ moduleId: 5, moduleName: 'Users and Groups', correct: 2, total: 3 }]} />);
    const breakdown = screen.getByRole('region', { name: 'By module' });
    expect(breakdown).not.toHaveTextContent('Weakest');
    expect(screen.getByTestId('weakest-module')).toHaveTextContent('Users and Groups: 2 of 3 right. Studying it next helps your score most.');
    expect(screen.getByRole('button', { name: 'Study Users and Groups' })).toBeInTheDocument();
  });
});

describe('practise mistakes and the review filter', () => {
  it('Practise mistakes posts the session, top and bottom; the review shows the mistakes only on request', async () => {
    const user = userEvent.setup();
    serve(examSession(false));
    fake.seed({ nextId: 91 });
    renderResults();
    const buttons = await screen.findAllByRole('button', { name: 'Practise mistakes' });
    expect(buttons).toHaveLength(2);

    const list = screen.getByRole('region', { name: 'Review your answers' });
    expect(within(list).getAllByRole('article')).toHaveLength(4);
    await user.click(screen.getByRole('button', { name: 'Mistakes only (3)' }));
    expect(screen.getByRole('button', { name: 'Mistakes only (3)' })).toHaveAttribute('aria-pressed', 'true');
    const shown = within(list).getAllByRole('article');
    expect(shown).toHaveLength(3);
    expect(within(shown[0]!).getByText('Question 2')).toBeInTheDocument();

    await user.click(buttons[1]!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/91'));
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ mode: 'mistakes', sessionId: 70 }]);
  });

  it('with nothing missed there is no Practise mistakes and no filter', async () => {
    const perfect = { ...examSession(true), score: 4, review: [review(1, 'A', 'A')] };
    serve(perfect);
    renderResults();
    await screen.findByTestId('exam-verdict');
    expect(screen.queryByRole('button', { name: 'Practise mistakes' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mistakes only/ })).not.toBeInTheDocument();
  });
});

describe('celebration', () => {
  const excellent = () => ({ ...examSession(true), score: 4, review: [review(1, 'A', 'A')] });

  it('celebrates an Excellent result', async () => {
    serve(excellent());
    renderResults();
    expect(await screen.findByTestId('grade-band')).toHaveTextContent('Excellent');
    expect(screen.getByTestId('celebration')).toHaveAttribute('aria-hidden', 'true');
  });

  it('is off for a visitor who asks for reduced motion', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query === REDUCED_MOTION_QUERY));
    serve(excellent());
    renderResults();
    expect(await screen.findByTestId('grade-band')).toHaveTextContent('Excellent');
    expect(screen.queryByTestId('celebration')).not.toBeInTheDocument();
  });
});

describe('report a problem', () => {
  it('opens a labelled dialog, sends reason and comment, thanks, and the button then reads Reported; focus returns to it', async () => {
    const user = userEvent.setup();
    serve(examSession(false));
    renderResults();
    const items = within(await screen.findByRole('region', { name: 'Review your answers' })).getAllByRole('article');
    const trigger = within(items[1]!).getByRole('button', { name: 'Report a problem' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Report a problem with this question' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(within(dialog).getByText('Choose what is wrong, then send the report.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'The marked answer is wrong' }));
    const comment = within(dialog).getByRole('textbox', { name: 'Comment (optional)' });
    await user.type(comment, 'B is right');
    expect(within(dialog).getByText('10 / 1000 characters')).toBeInTheDocument();
    expect(comment).toHaveAttribute('maxLength', '1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));

    expect(await within(dialog).findByText('Thank you for the report.')).toBeInTheDocument();
    expect(fake.calls.filter((c) => c.method === 'POST').map((c) => ({ path: c.path, body: c.body }))).toEqual([{ path: '/api/questions/2/reports', body: { reason: 'wrong_answer', comment: 'B is right' } }]);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const reported = within(items[1]!).getByRole('button', { name: 'Reported' });
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(reported).toHaveFocus();
    await user.click(reported);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a question already reported (200) shows the same thanks and Reported', async () => {
    const user = userEvent.setup();
    serve(
      examSession(false),
      http.post('/api/questions/3/reports', () => json({ id: 4, questionId: 3, reason: 'typo', comment: null, status: 'open', createdAt: '2026-01-01T00:00:00Z' }, 200)),
    );
    renderResults();
    const items = within(await screen.findByRole('region', { name: 'Review your answers' })).getAllByRole('article');
    await user.click(within(items[2]!).getByRole('button', { name: 'Report a problem' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'There is a typo or formatting problem' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText('Thank you for the report.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(items[2]!).getByRole('button', { name: 'Reported' })).toBeInTheDocument();
    expect(within(items[1]!).getByRole('button', { name: 'Report a problem' })).toBeInTheDocument();
  });
});
