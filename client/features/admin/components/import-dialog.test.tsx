import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ImportedQuestion, ImportResult } from '@common/schemas/question-file';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import AdminPage from '../admin-page';
import { certificate, moduleOf, question } from '../admin-fixtures';

afterEach(() => {
  dismissToast();
});

const PATH = '/admin/certificates/1/modules/5';
const parsed: ImportedQuestion[] = [
  {
    text: 'What is 2+2?',
    options: [
      { id: 'A', text: '3' },
      { id: 'B', text: '4' },
      { id: 'C', text: '5' },
      { id: 'D', text: '6' },
    ],
    type: 'single',
    correctAnswer: 'B',
    difficulty: 'medium',
    explanation: 'Arithmetic.',
    line: 1,
    duplicate: false,
  },
  {
    text: 'Sky colour?',
    options: [
      { id: 'A', text: 'Blue' },
      { id: 'B', text: 'Green' },
      { id: 'C', text: 'Red' },
      { id: 'D', text: 'Black' },
    ],
    type: 'single',
    correctAnswer: 'A',
    difficulty: 'easy',
    explanation: 'Scattering.',
    line: 8,
    duplicate: false,
  },
];
const multiple: ImportedQuestion = {
  text: 'Which **two** commands list files?\n\n```sh\n$ ls -la\n```',
  options: [
    { id: 'A', text: '`ls`' },
    { id: 'B', text: '<script>alert(1)</script>' },
    { id: 'C', text: '`dir`' },
    { id: 'D', text: '`pwd`' },
  ],
  type: 'multiple',
  correctAnswer: 'AC',
  difficulty: 'hard',
  explanation: 'Both list a directory.',
  line: 15,
  duplicate: false,
};

/** Certificate 1 with module 5 and one question; `file` is what the server reads in the file the dialog sends. Returns the recorded calls. */
function seedModule(file: ImportResult | null = null) {
  fake.seed({ certificates: [certificate()], modules: [moduleOf()], adminQuestions: [question()], questionFile: file });
  return fake.calls;
}

/** The module's page, as the signed-in administrator root, with the import dialog open. */
async function openImport() {
  const user = userEvent.setup();
  renderApp(<AdminPage />, { url: PATH, path: '/admin/*', user: null, admin: true, strict: false });
  await user.click(await screen.findByRole('button', { name: 'Import' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Import questions' }) };
}

describe('import dialog', () => {
  it('previews a file with errors: lists them with line numbers and keeps Import disabled', async () => {
    const calls = seedModule({
      imported: 0,
      skipped: 0,
      errors: [
        { line: 12, message: 'The ANSWER line is missing after the options' },
        { line: 20, message: 'Option C is missing' },
      ],
      errorCount: 2,
      questions: [parsed[0]!],
      questionCount: 1,
      duplicateCount: 0,
    });
    const { user, dialog } = await openImport();
    expect(within(dialog).getByRole('button', { name: 'Preview' })).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Questions'), 'Broken file');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const problems = await within(dialog).findByRole('list', { name: 'Problems' });
    expect(
      within(problems)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Line 12: The ANSWER line is missing after the options', 'Line 20: Option C is missing']);
    expect(within(dialog).getByText('2 problems found: nothing will be imported')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /^Import/ })).toBeDisabled();

    const call = calls.find((c) => c.method === 'POST')!;
    expect(call.query.get('format')).toBe('aiken');
    expect(call.query.get('dryRun')).toBe('true');
    expect(call.query.get('difficulty')).toBe('medium');
    expect(call.text).toBe('Broken file');
    expect(call.contentType).toMatch(/^text\/plain/);
  });

  it('says how many problems a large file has when only the first ones are listed', async () => {
    const errors = Array.from({ length: 100 }, (_, i) => ({ line: 9 * i + 1, message: 'The ANSWER line is missing after the options' }));
    seedModule({ imported: 0, skipped: 0, errors, errorCount: 4210, questions: [parsed[0]!], questionCount: 310, duplicateCount: 0 });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'A large broken file');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('4,210 problems found: nothing will be imported')).toBeInTheDocument();
    expect(within(dialog).getByText(/The first 100 are listed\./)).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Problems' })).getAllByRole('listitem')).toHaveLength(100);
    expect(within(dialog).getByRole('heading', { name: 'Questions read without problems (the first 1 of 310)' })).toBeInTheDocument();
  });

  it('previews every parsed question with its correct option, then imports with dryRun=false', async () => {
    const calls = seedModule({ imported: 2, skipped: 1, errors: [], errorCount: 0, questions: parsed, questionCount: parsed.length, duplicateCount: 0 });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'Good file');
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'gift');
    await user.selectOptions(within(dialog).getByLabelText('Default difficulty'), 'hard');
    expect(within(dialog).getByRole('button', { name: 'Import questions' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));

    expect(await within(dialog).findByText('2 questions will be imported, 1 skipped as duplicates')).toBeInTheDocument();
    const preview = within(dialog).getByRole('list', { name: 'Parsed questions' });
    expect(preview).toHaveTextContent('What is 2+2?');
    expect(preview).toHaveTextContent('Sky colour?');
    const correct = within(preview).getAllByText('Correct');
    expect(correct).toHaveLength(2);
    expect(correct[0]!.parentElement).toHaveTextContent('B. 4');
    expect(correct[1]!.parentElement).toHaveTextContent('A. Blue');
    expect(within(preview).getByText('Easy')).toBeInTheDocument();
    expect(within(preview).getByText('Medium')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    await user.click(within(dialog).getByRole('button', { name: 'Import 2 questions' }));
    expect(await screen.findByText('Questions imported successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const posts = calls.filter((c) => c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[1]!.query.get('dryRun')).toBe('false');
    expect(posts[1]!.query.get('format')).toBe('gift');
    expect(posts[1]!.query.get('difficulty')).toBe('hard');
    expect(posts[1]!.text).toBe('Good file');
    // The lists are refreshed.
    expect(calls.filter((c) => c.path === '/api/admin/questions').length).toBeGreaterThan(1);
  });

  it('shows a "choose two" question distinctly in the preview: a badge, every correct letter, Markdown rendered and HTML as text', async () => {
    seedModule({ imported: 2, skipped: 0, errors: [], errorCount: 0, questions: [parsed[0]!, multiple], questionCount: 2, duplicateCount: 0 });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'Two questions');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const preview = await within(dialog).findByRole('list', { name: 'Parsed questions' });
    const [single, multi] = within(preview)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement === preview) as [HTMLElement, HTMLElement];
    expect(within(single).queryByText(/^Choose/)).not.toBeInTheDocument();
    expect(within(multi).getByText('Choose 2')).toBeInTheDocument();
    expect(within(multi).getByText('Correct answers: A, C')).toBeInTheDocument();
    const correct = within(multi).getAllByText('Correct');
    expect(correct.map((badge) => badge.parentElement!.textContent)).toEqual(['A. lsCorrect', 'C. dirCorrect']);
    expect(multi.querySelector('strong')).toHaveTextContent('two');
    expect(multi.querySelector('pre > code')).toHaveTextContent('$ ls -la');
    expect(within(multi).getByText('<script>alert(1)</script>')).toBeInTheDocument();
    expect(dialog.querySelector('script, img, a')).toBeNull();
  });

  it('asks for a new preview after the text changes', async () => {
    seedModule({ imported: 2, skipped: 0, errors: [], errorCount: 0, questions: parsed, questionCount: parsed.length, duplicateCount: 0 });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'Good file');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByRole('button', { name: 'Import 2 questions' })).toBeEnabled();
    await user.type(within(dialog).getByLabelText('Questions'), ' edited');
    expect(within(dialog).getByRole('button', { name: 'Import questions' })).toBeDisabled();
    expect(within(dialog).getByText(/changed since the preview/)).toBeInTheDocument();
  });

  it('reads an uploaded file and preselects the format from its extension', async () => {
    const calls = seedModule({ imported: 1, skipped: 0, errors: [], errorCount: 0, questions: [parsed[0]!], questionCount: 1, duplicateCount: 0 });
    const { user, dialog } = await openImport();
    const file = new File(['text,A,B,C,D,correct,difficulty,explanation\n'], 'bank.csv', { type: 'text/csv' });
    await user.upload(within(dialog).getByLabelText('Question file'), file);
    expect(await within(dialog).findByLabelText('Questions')).toHaveValue('text,A,B,C,D,correct,difficulty,explanation\n');
    expect(within(dialog).getByLabelText('Format')).toHaveValue('csv');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    await within(dialog).findByText('1 question will be imported, 0 skipped as duplicates');
    expect(calls.find((c) => c.method === 'POST')?.query.get('format')).toBe('csv');
  });

  it('shows a refused preview inline and in a toast', async () => {
    seedModule();
    server.use(http.post('/api/admin/modules/5/questions/import', () => apiError(400, 'The file holds no question')));
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'nothing');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Failed to preview questions')).toBeInTheDocument();
    expect(within(dialog).getByText('The file holds no question')).toBeInTheDocument();
  });

  it('reads a file dropped on the drop zone, the file button still there for the keyboard', async () => {
    seedModule({ imported: 1, skipped: 0, errors: [], errorCount: 0, duplicateCount: 0, questions: [parsed[0]!], questionCount: 1 });
    const { dialog } = await openImport();
    expect(within(dialog).getByText('Drop a question file here, or choose one')).toBeInTheDocument();
    const zone = within(dialog).getByTestId('drop-zone');
    const file = new File(['[]'], 'bank.json', { type: 'application/json' });
    fireEvent.dragOver(zone, { dataTransfer: { files: [file], types: ['Files'], dropEffect: 'none' } });
    expect(within(dialog).getByText('Drop the file to read it')).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await within(dialog).findByText('Loaded bank.json: its text is below.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Questions')).toHaveValue('[]');
    expect(within(dialog).getByLabelText('Format')).toHaveValue('json');
    expect(within(dialog).getByLabelText('Question file')).toHaveAttribute('accept', '.aiken,.gift,.csv,.json,.txt');
  });

  it('refuses a dropped file that is not a question file, saying which ones it reads', async () => {
    seedModule();
    const { dialog } = await openImport();
    const file = new File(['x'], 'notes.docx');
    fireEvent.drop(within(dialog).getByTestId('drop-zone'), { dataTransfer: { files: [file], types: ['Files'] } });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('notes.docx is not a question file: choose a .aiken, .gift, .csv, .json or .txt file.');
    expect(within(dialog).getByLabelText('Questions')).toHaveValue('');
  });

  it.each([
    ['What is DNS?\nA. Names\nB. Files\nC. Ports\nD. Disks\nANSWER: A\n', 'aiken', 'It reads as Aiken: change the format below if it is not.'],
    ['::Q1:: What is DNS? {=Names ~Files ~Ports ~Disks}\n', 'gift', 'It reads as GIFT: change the format below if it is not.'],
    ['Just some notes, no questions.', 'csv', 'Its format could not be told from its text: choose Aiken or GIFT below before the preview.'],
  ])('tells Aiken from GIFT in a .txt file by its content (%#)', async (text, format, note) => {
    seedModule();
    const { user, dialog } = await openImport();
    await user.selectOptions(within(dialog).getByLabelText('Format'), 'csv');
    await user.upload(within(dialog).getByLabelText('Question file'), new File([text], 'questions.txt', { type: 'text/plain' }));
    expect(await within(dialog).findByText(`Loaded questions.txt: its text is below. ${note}`)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Format')).toHaveValue(format);
  });

  it('marks the duplicates the server found in the preview', async () => {
    seedModule({
      imported: 1,
      skipped: 1,
      errors: [],
      errorCount: 0,
      duplicateCount: 1,
      questions: [
        { ...parsed[0]!, duplicate: true },
        { ...parsed[1]!, duplicate: false },
      ],
      questionCount: 2,
    });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'Two questions');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const list = await within(dialog).findByRole('list', { name: 'Parsed questions' });
    const [first, second] = within(list)
      .getAllByRole('listitem', { name: undefined })
      .filter((li) => li.parentElement === list);
    expect(within(first!).getByText('Duplicate')).toBeInTheDocument();
    expect(within(first!).getByText('Already in this module or earlier in the file: it will be skipped.')).toBeInTheDocument();
    expect(within(second!).queryByText('Duplicate')).not.toBeInTheDocument();
    expect(within(dialog).getByText(/^1 duplicate is marked below\./)).toBeInTheDocument();
    expect(within(dialog).getByText('1 question will be imported, 1 skipped as duplicates')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 question' })).toBeEnabled();
  });

  it('does not call a preview of only duplicates a success: nothing new would be added', async () => {
    seedModule({ imported: 0, skipped: 2, errors: [], errorCount: 0, duplicateCount: 2, questions: parsed.map((q) => ({ ...q, duplicate: true })), questionCount: 2 });
    const { user, dialog } = await openImport();
    await user.type(within(dialog).getByLabelText('Questions'), 'Old questions');
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(await within(dialog).findByText('Nothing new would be added')).toBeInTheDocument();
    expect(within(dialog).getByText(/All 2 questions in this file are already in the module or repeated in the file\./)).toBeInTheDocument();
    expect(within(dialog).queryByText(/will be imported/)).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Nothing to import' })).toBeDisabled();
  });
});
