import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import type { QuizSession, ReviewItem } from '@common/schemas/quiz-session';
import { apiError, fake, question } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ResultsPage from './results-page';

const PATTERN = '/quiz-results/:sessionId';

function review(id: number, chosen: string, correctAnswer: string): ReviewItem {
  const q = question(id);
  return {
    questionId: id,
    text: q.text,
    options: q.options,
    type: correctAnswer.length > 1 ? 'multiple' : 'single',
    chosen,
    correctAnswer,
    correct: chosen === correctAnswer,
    explanation: `Fact ${id} explained.`,
  };
}

function session(score: number, totalQuestions = 10, overrides: Partial<QuizSession> = {}): QuizSession {
  return {
    id: 55,
    moduleId: 4,
    moduleName: 'Incident Basics',
    certificateId: 2,
    difficulty: 'hard',
    questions: [1, 2, 3],
    answers: ['A', 'B', ''],
    score,
    totalQuestions,
    timeUsed: 254,
    completedAt: '2026-03-01T10:00:00.000Z',
    mode: 'practice',
    title: 'Incident Basics · hard',
    passed: null,
    breakdown: [{ moduleId: 4, moduleName: 'Incident Basics', correct: score, total: totalQuestions }],
    xpEarned: 10 + 5 * score,
    review: [review(1, 'A', 'A'), review(2, 'B', 'C'), review(3, '', 'D')],
    ...overrides,
  };
}

const renderResults = (url = '/quiz-results/55') => renderApp(<ResultsPage />, { path: PATTERN, url });

describe('results', () => {
  it.each([
    [10, 'Excellent', '100%', 'text-success'],
    [9, 'Excellent', '90%', 'text-success'],
    [8, 'Above Average', '80%', 'text-success'],
    [7, 'Good', '70%', 'text-warning'],
    [6, 'Average', '60%', 'text-warning'],
    [5, 'Needs Improvement', '50%', 'text-danger'],
    [0, 'Needs Improvement', '0%', 'text-danger'],
  ])('%i of 10 is %s (%s)', async (score, band, percent, toneClass) => {
    fake.seed({ sessions: [session(score)] });
    renderResults();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz Results Incident Basics' })).toBeInTheDocument();
    const grade = screen.getByTestId('grade-band');
    expect(grade).toHaveTextContent(new RegExp(`^${band}$`));
    expect(grade.className).toContain(toneClass);
    expect(screen.getByText(`${score}/10`)).toBeInTheDocument();
    // Screen readers get the final figure at once; the one on screen counts up to it.
    const figure = within(screen.getByText('Percent').parentElement!);
    expect(figure.getByText(percent, { selector: '.sr-only' })).toBeInTheDocument();
    expect(await figure.findByText(percent, { selector: '[aria-hidden="true"]' })).toBeInTheDocument();
  });

  it('shows time used, the way on, and a review of every question marked in words', async () => {
    fake.seed({ sessions: [session(1, 3)] });
    renderResults();
    expect(await screen.findByText('1/3')).toBeInTheDocument();
    expect(screen.getByText('33%')).toBeInTheDocument();
    expect(screen.getByText('4:14')).toBeInTheDocument();
    expect(screen.getByText('Hard')).toBeInTheDocument();
    expect(screen.getByText('Incident Basics')).toBeInTheDocument();
    // The ways on are offered above and below the review.
    for (const link of screen.getAllByRole('link', { name: 'Retake Quiz' })) expect(link).toHaveAttribute('href', '/modules/4/quiz/hard');
    expect(screen.getAllByRole('link', { name: 'Continue Learning' })).toHaveLength(2);
    expect(screen.getAllByRole('link', { name: 'Continue Learning' })[0]).toHaveAttribute('href', '/modules/4/difficulty');

    const items = within(screen.getByRole('region', { name: 'Review your answers' })).getAllByRole('article');
    expect(items).toHaveLength(3);
    const [right, wrong, skipped] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(right).getByText('Correct')).toBeInTheDocument();
    expect(within(right).getByText('Your answer · Correct answer')).toBeInTheDocument();
    expect(within(wrong).getByText('Incorrect')).toBeInTheDocument();
    expect(within(wrong).getByText('Answer B to 2').parentElement).toHaveTextContent('Your answer');
    expect(within(wrong).getByText('Answer C to 2').parentElement).toHaveTextContent('Correct answer');
    expect(within(skipped).getByText('Skipped')).toBeInTheDocument();
    expect(within(skipped).getByText('You did not answer this question.')).toBeInTheDocument();
    expect(within(skipped).getByText('Answer D to 3').parentElement).toHaveTextContent('Correct answer');
    expect(within(skipped).queryByText('Your answer')).not.toBeInTheDocument();
    expect(within(wrong).getByText('Fact 2 explained.')).toBeInTheDocument();
    expect(screen.getByText('1 question skipped')).toBeInTheDocument();
  });

  it('reviews a "choose two" question: every correct option and every chosen one, told apart by words and icons', async () => {
    const multi: ReviewItem = {
      ...review(4, 'AB', 'AC'),
      text: 'Which **two** commands list files?\n\n```sh\n$ ls -la\n```',
      options: [
        { id: 'A', text: '`ls`' },
        { id: 'B', text: '<b>cat</b>' },
        { id: 'C', text: '`dir`' },
        { id: 'D', text: '`pwd`' },
      ],
      explanation: 'Both `ls` and `dir` list a directory.',
    };
    fake.seed({ sessions: [session(0, 2, { questions: [4, 1], answers: ['AB', 'A'], review: [multi, review(5, 'BD', 'BD')] })] });
    const { container } = renderResults();
    const items = within(await screen.findByRole('region', { name: 'Review your answers' })).getAllByRole('article');
    const [wrong, right] = items as [HTMLElement, HTMLElement];

    expect(within(wrong).getByText('Choose 2')).toBeInTheDocument();
    expect(within(wrong).getByText('Incorrect')).toBeInTheDocument();
    expect(within(wrong).getByRole('heading', { level: 3 })).toHaveTextContent('Which two commands list files?');
    expect(within(wrong).getByRole('heading', { level: 3 }).querySelector('pre > code')).toHaveTextContent('$ ls -la');
    const option = (letter: string) => within(within(wrong).getByRole('list', { name: 'Options' })).getAllByRole('listitem')['ABCD'.indexOf(letter)]!;
    // A: chosen and correct; B: chosen, wrong; C: correct, missed; D: neither.
    expect(option('A')).toHaveTextContent(/Your answer · Correct answer$/);
    expect(option('B')).toHaveTextContent(/<b>cat<\/b>Your answer$/);
    expect(option('C')).toHaveTextContent(/dirCorrect answer$/);
    expect(option('D')).toHaveTextContent(/^Dpwd$/);
    expect(option('A').querySelector('svg')).toHaveClass('lucide-circle-check');
    expect(option('B').querySelector('svg')).toHaveClass('lucide-circle-x');
    expect(option('C').querySelector('svg')).toHaveClass('lucide-circle-check');
    expect(option('D').querySelector('svg')).toBeNull();
    expect(within(wrong).getByText(/You chose A, B; the correct answers are A, C\./)).toHaveTextContent('Only the exact set of correct options scores.');
    expect(
      within(wrong)
        .getByText(/list a directory/)
        .querySelectorAll('code'),
    ).toHaveLength(2);
    expect(container.querySelector('b')).toBeNull();

    expect(within(right).getByText('Correct')).toBeInTheDocument();
    expect(within(right).getAllByText('Your answer · Correct answer')).toHaveLength(2);
    expect(within(right).getByText('You chose B, D; the correct answers are B, D.')).toBeInTheDocument();
  });

  it('a session that does not exist says so with a Go Home action', async () => {
    server.use(http.get('/api/quiz-sessions/77', () => apiError(404, 'Attempt not found')));
    renderResults('/quiz-results/77');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiz session not found' })).toBeInTheDocument();
    expect(screen.getByText('This result does not exist or belongs to someone else.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/dashboard');
  });

  it('another failure offers Try again', async () => {
    server.use(http.all('/api/*', () => apiError(503, 'Server unavailable')));
    renderResults();
    expect(await screen.findByText('Server unavailable')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
