import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { server } from '@/test/server';
import { question, report } from '../admin-fixtures';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

const reports = [
  report({ id: 3, questionId: 40, reason: 'wrong_answer', comment: 'The key should be **B**', createdAt: '2026-11-22T10:00:00.000Z' }),
  report({ id: 2, questionId: 41, questionText: 'Which table holds users?', reason: 'typo', comment: null }),
  report({ id: 1, questionId: 40, reason: 'unclear', comment: 'Ambiguous stem' }),
];
const questions = [question({ text: 'What is a `role`?', correctAnswer: 'A' }), question({ id: 41, text: 'Which table holds users?', correctAnswer: 'C' })];

describe('reports', () => {
  it('groups open reports by question, with counts, reasons in words, comments, and the question with its key', async () => {
    fake.seed({ adminReports: reports.map((r) => ({ ...r })), adminQuestions: questions });
    renderAdmin('/admin/reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Open reports' });
    const groups = within(list).getAllByRole('region');
    expect(groups).toHaveLength(2);
    const first = groups[0]!;
    expect(first).toHaveAccessibleName('Reports of “What is a role?”');
    expect(within(first).getByText('2 open reports')).toBeInTheDocument();
    expect(within(first).getByText('The answer is wrong')).toBeInTheDocument();
    expect(within(first).getByText('Unclear question')).toBeInTheDocument();
    expect(within(first).getByText('Ambiguous stem')).toBeInTheDocument();
    // The question beside them: Markdown text, options, and the key marked in words.
    expect(await within(first).findByText('role', { selector: 'code' })).toBeInTheDocument();
    const options = within(first).getByRole('list', { name: 'Options' });
    expect(within(options).getAllByRole('listitem')[0]).toHaveTextContent('A.A set of permissionsCorrect');
    expect(within(first).getByText('Correct answer:').parentElement).toHaveTextContent('Correct answer: A');
    expect(within(groups[1]!).getByText('1 open report')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('Typo or formatting')).toBeInTheDocument();
    expect(within(groups[1]!).getByText('No comment')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open' })).toHaveAttribute('aria-current', 'page');
  });

  it('resolves every report of a question with a note', async () => {
    fake.seed({ adminReports: reports.map((r) => ({ ...r })), adminQuestions: questions });
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin('/admin/reports');
    const [first] = within(await screen.findByRole('list', { name: 'Open reports' })).getAllByRole('region');
    await user.click(within(first!).getByRole('button', { name: 'Resolve' }));
    const dialog = screen.getByRole('dialog', { name: 'Resolve report' });
    expect(dialog).toHaveTextContent('Mark all 2 reports of this question as fixed.');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Key fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(await screen.findByText('Report resolved')).toBeInTheDocument();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.path).sort()).toEqual(['/api/admin/reports/1', '/api/admin/reports/3']);
    expect(puts[0]!.body).toEqual({ status: 'resolved', note: 'Key fixed' });
    await vi.waitFor(() => expect(within(screen.getByRole('list', { name: 'Open reports' })).getAllByRole('region')).toHaveLength(1));
  });

  it('dismisses without a note, and shows a failure inside the dialog', async () => {
    fake.seed({ adminReports: [{ ...reports[1]! }], adminQuestions: questions });
    server.use(http.put('/api/admin/reports/2', () => apiError(409, 'This report is already closed')));
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Dismiss' }));
    const dialog = screen.getByRole('dialog', { name: 'Dismiss report' });
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This report is already closed');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ status: 'dismissed' });
  });

  it('edits the reported question with the question dialog', async () => {
    fake.seed({ adminReports: [{ ...reports[1]! }], adminQuestions: questions.map((q) => ({ ...q })) });
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin('/admin/reports');
    await user.click(await screen.findByRole('button', { name: 'Edit question' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByLabelText('Question text')).toHaveValue('Which table holds users?');
    await user.click(within(within(dialog).getByRole('group', { name: 'Correct answer' })).getByRole('radio', { name: 'B' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ correctAnswer: 'B' }));
  });

  it('says the bank is in good shape when nothing is open, and lists closed reports under their tab', async () => {
    fake.seed({ adminReports: [report({ status: 'resolved' })], adminQuestions: questions });
    const user = userEvent.setup();
    renderAdmin('/admin/reports');
    expect(await screen.findByText('No open reports — the bank is in good shape')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Resolved' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/reports/resolved');
    expect(await screen.findByRole('list', { name: 'Resolved reports' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
  });

  it('shows a failed load with Try again', async () => {
    server.use(http.get('/api/admin/reports', () => apiError(500, 'Something went wrong on our side: please try again')));
    renderAdmin('/admin/reports');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the reports');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
