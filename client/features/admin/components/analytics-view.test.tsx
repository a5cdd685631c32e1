import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestionStats } from '@common/schemas/question-stats';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { server } from '@/test/server';
import { certificate, moduleOf, pretendMobile, question } from '../admin-fixtures';
import { sortRows } from './question-stats-parts';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

function row(overrides: Partial<QuestionStats>): QuestionStats {
  return {
    questionId: 40,
    text: 'Q',
    difficulty: 'easy',
    attempts: 40,
    facility: 50,
    discrimination: 60,
    optionShare: { A: 50, B: 20, C: 20, D: 10 },
    openReports: 0,
    needsCheck: null,
    ...overrides,
  };
}

const stats = [
  row({ questionId: 40, text: 'Fine question', discrimination: 62.5, facility: 70 }),
  row({ questionId: 41, text: 'Doubtful question', discrimination: 12, needsCheck: 'very likely', facility: 30, openReports: 2, optionShare: { A: 20, B: 65, C: 10, D: 5 } }),
  row({ questionId: 42, text: 'Borderline question', discrimination: 41, needsCheck: 'likely', facility: 90 }),
  row({ questionId: 43, text: 'New question', attempts: 7, discrimination: null, facility: 100 }),
];
const questions = [question({ id: 40 }), question({ id: 41, correctAnswer: 'A' }), question({ id: 42, correctAnswer: 'BD' }), question({ id: 43 })];

/** One certificate with module 5, its questions and their statistics. */
function seedContent() {
  fake.seed({ certificates: [certificate()], modules: [moduleOf()], adminQuestions: questions, questionStats: stats });
}

const PATH = '/admin/analytics/certificates/1/modules/5';

const names = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => within(r).getAllByRole('cell')[0]!.textContent);

describe('analytics', () => {
  it('asks for a certificate, then a module, and puts the choice in the address', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin('/admin/analytics');
    expect(await screen.findByText('Choose a certificate and a module')).toBeInTheDocument();
    expect(screen.getByLabelText('Module')).toBeDisabled();
    await user.selectOptions(await screen.findByLabelText('Certificate'), 'Platform System Administrator');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/analytics/certificates/1');
    await user.selectOptions(await screen.findByLabelText('Module'), 'Users and Roles');
    expect(screen.getByTestId('location')).toHaveTextContent(PATH);
    expect(await screen.findByRole('table', { name: 'Questions with enough answers' })).toBeInTheDocument();
  });

  it('lists questions needing checking first, and those without 30 answers in their own group', async () => {
    seedContent();
    renderAdmin(PATH);
    const table = await screen.findByRole('table', { name: 'Questions with enough answers' });
    expect(names(table)).toEqual(['Doubtful question', 'Borderline question', 'Fine question']);
    const doubtful = within(table).getAllByRole('row')[1]!;
    expect(within(doubtful).getByText('Very likely needs checking')).toBeInTheDocument();
    expect(within(doubtful).getByText('30%')).toBeInTheDocument();
    expect(within(doubtful).getByText('12')).toBeInTheDocument();
    // Answer shares: a bar per letter with its percent in text, and the key said in words.
    const shares = within(doubtful).getByRole('list', { name: 'Answer shares' });
    expect(within(shares).getAllByRole('listitem')[0]).toHaveTextContent('A20% (correct)');
    expect(within(shares).getAllByRole('listitem')[1]).toHaveTextContent(/^B65%$/);
    expect(within(table).getByText('Likely needs checking')).toBeInTheDocument();
    expect(within(table).getByText('Looks fine')).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: /Needs checking/ })).toHaveAttribute('aria-sort', 'descending');

    expect(screen.getByRole('heading', { name: 'Not enough answers yet (1)' })).toBeInTheDocument();
    const few = screen.getByRole('table', { name: 'Questions without enough answers yet' });
    expect(within(few).getByText('Not enough answers yet (7/30)')).toBeInTheDocument();
    expect(within(few).getByRole('link', { name: 'New question' })).toHaveAttribute('href', `${PATH}/questions/43`);
  });

  it('sorts by a column and back, saying so with aria-sort', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    const table = await screen.findByRole('table', { name: 'Questions with enough answers' });
    await user.click(within(table).getByRole('button', { name: /Facility/ }));
    expect(within(table).getByRole('columnheader', { name: /Facility/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(within(table).getByRole('columnheader', { name: /Needs checking/ })).toHaveAttribute('aria-sort', 'none');
    expect(names(table)).toEqual(['Doubtful question', 'Fine question', 'Borderline question']);
    await user.click(within(table).getByRole('button', { name: /Facility/ }));
    expect(within(table).getByRole('columnheader', { name: /Facility/ })).toHaveAttribute('aria-sort', 'descending');
    expect(names(table)).toEqual(['Borderline question', 'Fine question', 'Doubtful question']);
    await user.click(within(table).getByRole('button', { name: /Open reports/ }));
    expect(names(table)[0]).toBe('Doubtful question');
  });

  it('shows cards on a phone, with a sort picker', async () => {
    pretendMobile();
    seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    const cards = await screen.findByRole('list', { name: 'Questions with enough answers' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(within(cards).getAllByRole('listitem', { name: '' }).length).toBeGreaterThan(0);
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Hardest first (facility)');
    expect(
      within(cards)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Doubtful question', 'Fine question', 'Borderline question']);
    // Each card is headed by its question, on a line of its own above the verdict.
    expect(
      within(cards)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Doubtful question', 'Fine question', 'Borderline question']);
  });

  it('shows an error inline when the statistics fail', async () => {
    seedContent();
    server.use(http.get('/api/admin/modules/5/stats', () => apiError(500, 'Something went wrong on our side: please try again')));
    renderAdmin(PATH);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the statistics');
    expect(alert).toHaveTextContent('Something went wrong on our side');
  });

  it('shows one question with its figures and edits it', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin(`${PATH}/questions/41`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Question statistics' })).toBeInTheDocument();
    expect(await screen.findByText('Very likely needs checking')).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics');
    expect(await within(crumbs).findByRole('link', { name: 'Users and Roles' })).toHaveAttribute('href', PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    expect(screen.getByRole('dialog', { name: 'Edit question' })).toBeInTheDocument();
  });
});

describe('sortRows', () => {
  it('keeps nulls last in either direction', () => {
    const rows = [row({ questionId: 1, facility: null }), row({ questionId: 2, facility: 10 }), row({ questionId: 3, facility: 90 })];
    expect(sortRows(rows, { key: 'facility', direction: 'ascending' }).map((r) => r.questionId)).toEqual([2, 3, 1]);
    expect(sortRows(rows, { key: 'facility', direction: 'descending' }).map((r) => r.questionId)).toEqual([3, 2, 1]);
  });
});
