import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { http } from 'msw';
import type { Module } from '@common/schemas/module';
import type { Question } from '@common/schemas/question';
import { fake, json } from '@/test/api-fake';
import { server } from '@/test/server';
import { certificate, moduleOf, pretendMobile, question } from '../admin-fixtures';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

const LONG = 'x'.repeat(90) + 'y'.repeat(90) + 'z'.repeat(20); // 200 characters, no spaces to trim

/** One certificate with module 5 and its questions (by default a long hard one and a short medium one); returns the recorded calls. */
function seedContent({ modules = [moduleOf()], questions }: { modules?: Module[]; questions?: Question[] } = {}) {
  fake.seed({
    certificates: [certificate()],
    modules,
    adminQuestions: questions ?? [question({ text: LONG, difficulty: 'hard', correctAnswer: 'C' }), question({ id: 41, text: 'Short question?', difficulty: 'medium' })],
  });
  return fake.calls;
}
const PATH = '/admin/certificates/1/modules/5';
/** Tests that fill the whole form key by key: slow on a busy 2-core machine, whatever the code. */
const TYPING_TIMEOUT = 20_000;

describe('questions', () => {
  it('truncates long texts at 150 characters on desktop and shows difficulty and the correct letter', async () => {
    seedContent();
    renderAdmin(PATH);
    const list = await screen.findByRole('list', { name: 'Question list' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText(`${LONG.slice(0, 150)}…`)).toBeInTheDocument();
    expect(within(first!).getByText('Hard')).toBeInTheDocument();
    expect(within(first!).getByText('Correct answer:').parentElement).toHaveTextContent('Correct answer: C');
    expect(within(second!).getByText('Short question?')).toBeInTheDocument();
    expect(within(second!).getByText('Medium')).toBeInTheDocument();
  });

  it('truncates at 100 characters on phones', async () => {
    pretendMobile();
    seedContent();
    renderAdmin(PATH);
    expect(await screen.findByText(`${LONG.slice(0, 100)}…`)).toBeInTheDocument();
    expect(screen.queryByText(`${LONG.slice(0, 150)}…`)).not.toBeInTheDocument();
    // Phones get the top bar with a menu instead of the sidebar.
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the full text in the edit dialog', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit question 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByLabelText('Question text')).toHaveValue(LONG);
    expect(within(dialog).getByLabelText('Option C')).toHaveValue('A table');
    const key = within(dialog).getByRole('group', { name: 'Correct answer' });
    expect(within(key).getByRole('radio', { name: 'C' })).toBeChecked();
    expect(
      within(key)
        .getAllByRole('radio')
        .filter((r) => (r as HTMLInputElement).checked),
    ).toHaveLength(1);
    expect(within(dialog).getByRole('radio', { name: /^Single answer/ })).toBeChecked();
    expect(within(dialog).getByLabelText('Difficulty')).toHaveValue('hard');
  });

  it('validates every field with the shared schema', async () => {
    const calls = seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'New question' }));
    const dialog = screen.getByRole('dialog', { name: 'New question' });
    await user.type(within(dialog).getByLabelText('Option B'), 'Only this one');
    await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
    expect(within(dialog).getByLabelText('Question text')).toHaveAccessibleDescription('Question text is required');
    for (const id of ['A', 'C', 'D']) expect(within(dialog).getByLabelText(`Option ${id}`)).toHaveAccessibleDescription('Option text is required');
    expect(within(dialog).getByLabelText('Option B')).not.toHaveAccessibleDescription();
    expect(within(dialog).getByRole('group', { name: 'Correct answer' })).toHaveAccessibleDescription('Correct answer is required');
    expect(within(dialog).getByRole('radio', { name: 'A' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Difficulty')).toHaveAccessibleDescription('Difficulty must be easy, medium or hard');
    expect(within(dialog).getByLabelText('Explanation')).toHaveAccessibleDescription('Explanation is required');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it(
    'creates a question in this module',
    async () => {
      const calls = seedContent();
      const user = userEvent.setup();
      renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'New question' }));
      const dialog = screen.getByRole('dialog', { name: 'New question' });
      await user.type(within(dialog).getByLabelText('Question text'), 'What is ACL?');
      for (const [id, text] of [
        ['A', 'Access control list'],
        ['B', 'A list'],
        ['C', 'A log'],
        ['D', 'A lock'],
      ] as const)
        await user.type(within(dialog).getByLabelText(`Option ${id}`), text);
      await user.click(within(within(dialog).getByRole('group', { name: 'Correct answer' })).getByRole('radio', { name: 'A' }));
      await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'easy');
      await user.type(within(dialog).getByLabelText('Explanation'), 'It lists who may do what.');
      await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
      expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
        text: 'What is ACL?',
        options: [
          { id: 'A', text: 'Access control list' },
          { id: 'B', text: 'A list' },
          { id: 'C', text: 'A log' },
          { id: 'D', text: 'A lock' },
        ],
        type: 'single',
        correctAnswer: 'A',
        difficulty: 'easy',
        explanation: 'It lists who may do what.',
        moduleId: 5,
      });
    },
    TYPING_TIMEOUT,
  );

  it(
    'creates a "choose two" question: type, the correct set by checkboxes with the rule "two or three" checked by the shared schema, and a live preview',
    async () => {
      const calls = seedContent();
      const user = userEvent.setup();
      renderAdmin(PATH);
      await user.click(await screen.findByRole('button', { name: 'New question' }));
      const dialog = screen.getByRole('dialog', { name: 'New question' });
      const preview = within(dialog).getByRole('region', { name: 'Preview' });

      await user.click(within(dialog).getByRole('radio', { name: /^Multiple answers/ }));
      const key = within(dialog).getByRole('group', { name: 'Correct answer' });
      expect(within(key).queryAllByRole('radio')).toHaveLength(0);
      expect(within(key).getAllByRole('checkbox')).toHaveLength(4);
      expect(key).toHaveAccessibleDescription('Tick 2 or 3: learners must choose exactly these.');

      // Pasted, as Markdown with code usually is (and quicker than typing it key by key).
      const paste = async (label: string, text: string) => {
        await user.click(within(dialog).getByLabelText(label));
        await user.paste(text);
      };
      await paste('Question text', 'Which **two** list files?\n\n```sh\nls -la\n```');
      for (const [id, text] of [
        ['A', '`ls`'],
        ['B', '<img src=x onerror=alert(1)>'],
        ['C', '`dir`'],
        ['D', '`pwd`'],
      ] as const)
        await paste(`Option ${id}`, text);
      await user.selectOptions(within(dialog).getByLabelText('Difficulty'), 'medium');
      await paste('Explanation', 'Both `ls` and `dir` list a directory.');
      // The preview renders the Markdown as learners see it, HTML as text.
      expect(preview.querySelector('strong')).toHaveTextContent('two');
      expect(preview.querySelector('pre > code')).toHaveTextContent('ls -la');
      expect(within(preview).getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
      expect(dialog.querySelector('img')).toBeNull();
      expect(within(preview).getByText('list a directory.', { exact: false }).querySelectorAll('code')).toHaveLength(2);

      // One letter is not a multiple-answer key: the shared schema says so, nothing is sent.
      await user.click(within(key).getByRole('checkbox', { name: 'A' }));
      await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
      expect(key).toHaveAccessibleDescription('A multiple-answer question has two or three correct options');
      expect(calls.some((c) => c.method === 'POST')).toBe(false);
      // Nor are four.
      for (const letter of ['B', 'C', 'D']) await user.click(within(key).getByRole('checkbox', { name: letter }));
      await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
      expect(key).toHaveAccessibleDescription('A multiple-answer question has two or three correct options');
      expect(calls.some((c) => c.method === 'POST')).toBe(false);

      for (const letter of ['B', 'D']) await user.click(within(key).getByRole('checkbox', { name: letter }));
      expect(within(preview).getByText('Choose 2')).toBeInTheDocument();
      const previewOptions = within(within(preview).getByRole('list', { name: 'Options preview' })).getAllByRole('listitem');
      expect(previewOptions.map((li) => within(li).queryByText('Correct') !== null)).toEqual([true, false, true, false]);
      await user.click(within(dialog).getByRole('button', { name: 'Create question' }));
      expect(await screen.findByText('Question created successfully')).toBeInTheDocument();
      expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
        text: 'Which **two** list files?\n\n```sh\nls -la\n```',
        type: 'multiple',
        correctAnswer: 'AC',
        options: [
          { id: 'A', text: '`ls`' },
          { id: 'B', text: '<img src=x onerror=alert(1)>' },
          { id: 'C', text: '`dir`' },
          { id: 'D', text: '`pwd`' },
        ],
      });
    },
    TYPING_TIMEOUT,
  );

  it('edits a multiple question: its type and every correct letter shown; back to single keeps the first letter', async () => {
    seedContent({ questions: [question({ id: 42, text: 'Pick `two`', correctAnswer: 'BD' })] });
    const user = userEvent.setup();
    renderAdmin(PATH);
    const list = await screen.findByRole('list', { name: 'Question list' });
    const [row] = within(list).getAllByRole('listitem');
    expect(within(row!).getByText('Choose 2')).toBeInTheDocument();
    expect(within(row!).getByText('Correct answers:').parentElement).toHaveTextContent('Correct answers: B, D');
    expect(within(row!).getByText('two', { selector: 'code' })).toBeInTheDocument();

    await user.click(within(row!).getByRole('button', { name: 'Edit question 1' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    expect(within(dialog).getByRole('radio', { name: /^Multiple answers/ })).toBeChecked();
    const key = within(dialog).getByRole('group', { name: 'Correct answer' });
    expect(
      within(key)
        .getAllByRole('checkbox')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([false, true, false, true]);
    await user.click(within(dialog).getByRole('radio', { name: /^Single answer/ }));
    expect(
      within(key)
        .getAllByRole('radio')
        .map((c) => (c as HTMLInputElement).checked),
    ).toEqual([false, true, false, false]);
  });

  it('shows server issues once, on option fields (no toast repeating them)', async () => {
    seedContent();
    server.use(
      http.put('/api/admin/questions/41', () =>
        json({ message: 'Option text must be at most 500 characters (options.2.text)', issues: [{ path: 'options.2.text', message: 'Option text must be at most 500 characters' }] }, 400),
      ),
    );
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'Edit question 2' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit question' });
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Option text must be at most 500 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Option C')).toHaveAccessibleDescription('Option text must be at most 500 characters');
    expect(screen.queryByText('Failed to update question')).not.toBeInTheDocument();
  });

  it('confirms a delete naming the question', async () => {
    const calls = seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete question 2' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete question?' });
    expect(dialog).toHaveTextContent('This deletes the question "Short question?". Learners keep their past results.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/questions/41')).toBe(true);
  });

  it('offers Undo after a delete, which creates the question again with the same content', async () => {
    const short = question({ id: 41, text: 'Short question?', difficulty: 'medium' });
    const calls = seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'Delete question 2' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete question' }));
    expect(await screen.findByText('Question deleted successfully')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Question restored')).toBeInTheDocument();
    const { id: _id, ...sameContent } = short;
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/questions')?.body).toEqual(sameContent);
  });

  it('shows an empty state inviting to write or import questions', async () => {
    seedContent({ modules: [moduleOf({ questionCounts: { easy: 0, medium: 0, hard: 0 }, hasQuestions: false })], questions: [] });
    renderAdmin(PATH);
    expect(await screen.findByRole('heading', { name: 'No questions yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Write a question' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import questions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export' })).toBeDisabled();
  });

  it('offers a download link per export format', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin(PATH);
    await user.click(await screen.findByRole('button', { name: 'Export' }));
    const dialog = screen.getByRole('dialog', { name: 'Export questions' });
    const links = within(dialog).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/api/admin/modules/5/questions/export?format=aiken',
      '/api/admin/modules/5/questions/export?format=gift',
      '/api/admin/modules/5/questions/export?format=csv',
      '/api/admin/modules/5/questions/export?format=json',
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(within(dialog).getByRole('link', { name: 'Download GIFT (.gift)' })).toBeInTheDocument();
  });
});

const many = Array.from({ length: 120 }, (_, i) =>
  question({
    id: 1000 + i,
    text: `Bank question ${i + 1} about ${i % 4 === 0 ? 'networking' : 'roles'}`,
    difficulty: (['easy', 'medium', 'hard'] as const)[i % 3],
    ...(i % 5 === 0 ? { correctAnswer: 'AC', type: 'multiple' as const } : {}),
  }),
);
const bank = { modules: [moduleOf({ questionCounts: { easy: 40, medium: 40, hard: 40 } })], questions: many };
const pageCalls = (calls: { method: string; path: string; query: URLSearchParams }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/questions').map((c) => Object.fromEntries(c.query));

describe('a large question bank', () => {
  it('shows one page at a time with where it is, and pages on the server', { timeout: TYPING_TIMEOUT }, async () => {
    const calls = seedContent(bank);
    const user = userEvent.setup();
    renderAdmin(PATH);
    expect(await screen.findByText('Showing 1–50 of 120 questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Question list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 51–100 of 120 questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Bank question 51 about roles')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Showing 101–120 of 120 questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(pageCalls(calls).map((q) => q.page)).toEqual(['1', '2', '3']);
    expect(pageCalls(calls).every((q) => q.pageSize === '50' && q.moduleId === '5')).toBe(true);
  });

  it('searches on the server once the admin stops typing, not per key', { timeout: TYPING_TIMEOUT }, async () => {
    const calls = seedContent(bank);
    // Keys as fast as a person types; on a loaded machine a render between two keys can still
    // outlast the pause that starts a search, so what is asserted is "not per key".
    const user = userEvent.setup({ delay: null });
    renderAdmin(PATH);
    await screen.findByText('Showing 1–50 of 120 questions', undefined, { timeout: 5000 });
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'networking');
    expect(await screen.findByText('Showing 1–30 of 30 matching questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('Bank question 2 about roles')).not.toBeInTheDocument();
    const searches = pageCalls(calls).flatMap((q) => (q.query === undefined ? [] : [q.query]));
    expect(searches.at(-1)).toBe('networking');
    expect(searches.length).toBeLessThanOrEqual(3);
    for (const query of searches) expect('networking'.startsWith(query)).toBe(true);
  });

  it('filters by difficulty and type together, and says so when nothing matches', { timeout: TYPING_TIMEOUT }, async () => {
    const calls = seedContent(bank);
    const user = userEvent.setup();
    renderAdmin(PATH);
    await screen.findByText('Showing 1–50 of 120 questions', undefined, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'hard');
    expect(await screen.findByText('Showing 1–40 of 40 matching questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Type'), 'multiple');
    expect(await screen.findByText('Showing 1–8 of 8 matching questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(pageCalls(calls).at(-1)).toMatchObject({ difficulty: 'hard', type: 'multiple', page: '1' });
    await user.type(screen.getByRole('searchbox', { name: 'Search questions' }), 'nothing like this');
    expect(await screen.findByRole('heading', { name: 'No questions match' }, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    expect(await screen.findByText('Showing 1–50 of 120 questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('');
  });

  it('takes its search, filters and page from the address, so a link or Back restores them', async () => {
    const calls = seedContent(bank);
    renderAdmin(`${PATH}?q=roles&difficulty=easy&page=2`);
    // 90 "roles" questions, 30 of them easy: page 2 of 50 holds none, so the list moves to the last page, 1.
    expect(await screen.findByText('Showing 1–30 of 30 matching questions', undefined, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search questions' })).toHaveValue('roles');
    expect(screen.getByLabelText('Difficulty')).toHaveValue('easy');
    expect(pageCalls(calls)[0]).toMatchObject({ query: 'roles', difficulty: 'easy', page: '2' });
  });
});
