import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Question, QuestionContent } from '@common/schemas/question';
import type { ImportResult } from '@common/schemas/question-file';
import { createTestApp, engines, makeQuestion, registerAdmin, registerLearner, seedCatalog, type TestApp } from '@server/test/helpers';
import { writeQuestionFile, type FileFormat } from './index';

/** Two new questions per format, written by hand; the second carries no difficulty where the format allows. */
const FILES: Record<FileFormat, { text: string; contentType: string; lines: number[] }> = {
  aiken: {
    contentType: 'text/plain',
    lines: [1, 10],
    text: [
      'Which protocol encrypts web traffic?',
      'A. HTTP',
      'B. HTTPS',
      'C. FTP',
      'D. Telnet',
      'ANSWER: B',
      'DIFFICULTY: easy',
      'EXPLANATION: HTTPS is HTTP over TLS.',
      '',
      'Which port does SSH use?',
      'A. 21',
      'B. 22',
      'C. 23',
      'D. 25',
      'ANSWER: B',
      'EXPLANATION: SSH listens on port 22.',
      '',
    ].join('\n'),
  },
  gift: {
    contentType: 'text/plain; charset=utf-8',
    lines: [2, 5],
    text: [
      '// difficulty: easy',
      '::TLS:: Which protocol encrypts web traffic? {=HTTPS ~HTTP ~FTP ~Telnet #### HTTPS is HTTP over TLS.}',
      '',
      '// a comment',
      'Which port does SSH use? {',
      '~21',
      '=22',
      '~23',
      '~25',
      '#### SSH listens on port 22.',
      '}',
      '',
    ].join('\n'),
  },
  csv: {
    contentType: 'text/csv',
    lines: [2, 3],
    text: [
      'text,A,B,C,D,correct,difficulty,explanation',
      'Which protocol encrypts web traffic?,HTTPS,HTTP,FTP,Telnet,A,easy,HTTPS is HTTP over TLS.',
      '"Which port does SSH use?",21,22,23,25,B,,"SSH listens on port 22."',
      '',
    ].join('\r\n'),
  },
  json: {
    contentType: 'application/json',
    lines: [2, 9],
    text: `[
  {
    "text": "Which protocol encrypts web traffic?",
    "options": [{"id": "A", "text": "HTTPS"}, {"id": "B", "text": "HTTP"}, {"id": "C", "text": "FTP"}, {"id": "D", "text": "Telnet"}],
    "correctAnswer": "A",
    "difficulty": "easy",
    "explanation": "HTTPS is HTTP over TLS."
  },
  {
    "text": "Which port does SSH use?",
    "options": [{"id": "A", "text": "21"}, {"id": "B", "text": "22"}, {"id": "C", "text": "23"}, {"id": "D", "text": "25"}],
    "correctAnswer": "B",
    "explanation": "SSH listens on port 22."
  }
]
`,
  },
};

const FORMATS = Object.keys(FILES) as FileFormat[];

/** Markdown the formats must keep byte for byte, in a single-answer and a multiple-answer question. */
const MARKDOWN: QuestionContent[] = [
  {
    text: 'What does this print?\n\n```js\nfunction f(a) {\n  if (a) {\n    return `${a}`; // {braces} ~ = # :\n  }\n\n\treturn null;\n}\nconsole.log(f(1));\n```\n\nPick **one**.',
    options: [
      { id: 'A', text: '`1`' },
      { id: 'B', text: '*null*' },
      { id: 'C', text: '- a list\n- of two' },
      { id: 'D', text: "=1+1, '@x', -1" },
    ],
    type: 'single',
    correctAnswer: 'A',
    difficulty: 'hard',
    explanation: 'Line one  \nwith a hard break, and code:\n\n```\n  indented \\n not a break\n```',
  },
  {
    text: 'Which **two** are `falsy`?\n- in JavaScript\n  - strictly',
    options: [
      { id: 'A', text: '`0`' },
      { id: 'B', text: '`[]`' },
      { id: 'C', text: '`""`' },
      { id: 'D', text: '`{}`' },
    ],
    type: 'multiple',
    correctAnswer: 'AC',
    difficulty: 'medium',
    explanation: '`0` and `""` are falsy;\n`[]` and `{}` are objects.',
  },
];

/** The same multiple-answer question (B and D right) in every format, the type left to be inferred. */
const MULTIPLE: Record<FileFormat, string> = {
  aiken: 'Which two are ports of HTTP?\nA. 21\nB. 80\nC. 22\nD. 8080\nANSWER: B, D\nEXPLANATION: 80 and 8080.\n',
  gift: 'Which two are ports of HTTP? {\n~%-100%21\n~%50%80\n~%-100%22\n~%50%8080\n#### 80 and 8080.\n}\n',
  csv: 'text,A,B,C,D,correct,difficulty,explanation\nWhich two are ports of HTTP?,21,80,22,8080,"B,D",,80 and 8080.\n',
  json: '[{"text": "Which two are ports of HTTP?", "options": [{"id": "A", "text": "21"}, {"id": "B", "text": "80"}, {"id": "C", "text": "22"}, {"id": "D", "text": "8080"}], "correctAnswer": "BD", "explanation": "80 and 8080."}]',
};

const content = ({ text, options, type, correctAnswer, difficulty, explanation }: QuestionContent) => ({ text, options, type, correctAnswer, difficulty, explanation });
const byText = (a: { text: string }, b: { text: string }) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

describe.each(engines)('question file import and export on %s', (engine) => {
  let t: TestApp;
  let admin: { cookie: string };
  let moduleId: number;
  let emptyModuleId: number;

  beforeEach(async () => {
    t = await createTestApp(engine);
    ({ moduleId, emptyModuleId } = await seedCatalog(t.database, 2));
    admin = await registerAdmin(t.app);
  });
  afterEach(() => t.close());

  function importFile(id: number, format: string, body: string, options: { dryRun?: boolean; difficulty?: string; contentType?: string; headers?: Record<string, string> } = {}) {
    const query = new URLSearchParams({ format, ...(options.dryRun !== undefined ? { dryRun: String(options.dryRun) } : {}), ...(options.difficulty ? { difficulty: options.difficulty } : {}) });
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/modules/${id}/questions/import?${query.toString()}`,
      headers: { cookie: admin.cookie, 'content-type': options.contentType ?? 'text/plain', ...options.headers },
      payload: body,
    });
  }

  async function questionsOf(id: number): Promise<Question[]> {
    const res = await t.app.inject({ method: 'GET', url: `/api/admin/questions?moduleId=${id}`, headers: { cookie: admin.cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<Question[]>();
  }

  describe('POST /api/admin/modules/:id/questions/import', () => {
    it('on a dry run, answers with the preview and the counts but stores nothing', async () => {
      const before = await questionsOf(moduleId);
      const res = await importFile(moduleId, 'aiken', FILES.aiken.text, { dryRun: true });
      expect(res.statusCode).toBe(200);
      const body = res.json<ImportResult>();
      expect(body).toMatchObject({ imported: 2, skipped: 0, errors: [] });
      expect(body.questions.map((q) => [q.line, q.text, q.correctAnswer, q.difficulty])).toEqual([
        [1, 'Which protocol encrypts web traffic?', 'B', 'easy'],
        [10, 'Which port does SSH use?', 'B', 'medium'],
      ]);
      expect(await questionsOf(moduleId)).toEqual(before);
    });

    it.each(FORMATS)('imports a %s file, taking the difficulty parameter for questions without one', async (format) => {
      const file = FILES[format];
      const res = await importFile(emptyModuleId, format, file.text, { contentType: file.contentType, difficulty: 'hard' });
      expect(res.statusCode).toBe(200);
      const body = res.json<ImportResult>();
      expect(body).toMatchObject({ imported: 2, skipped: 0, errors: [] });
      expect(body.questions.map((q) => q.line)).toEqual(file.lines);
      const stored = await questionsOf(emptyModuleId);
      expect(stored.map((q) => [q.text, q.options[0], q.difficulty, q.explanation])).toEqual([
        ['Which protocol encrypts web traffic?', { id: 'A', text: format === 'aiken' ? 'HTTP' : 'HTTPS' }, 'easy', 'HTTPS is HTTP over TLS.'],
        ['Which port does SSH use?', { id: 'A', text: '21' }, 'hard', 'SSH listens on port 22.'],
      ]);
      expect(stored.map((q) => q.correctAnswer)).toEqual([format === 'aiken' ? 'B' : 'A', 'B']);
    });

    it.each(FORMATS)('imports a multiple-answer question from a %s file, its type inferred from the letters', async (format) => {
      const res = await importFile(emptyModuleId, format, MULTIPLE[format]);
      expect(res.json()).toMatchObject({ imported: 1, errors: [], errorCount: 0, questionCount: 1 });
      const [stored] = await questionsOf(emptyModuleId);
      expect(stored).toMatchObject({ text: 'Which two are ports of HTTP?', type: 'multiple', correctAnswer: 'BD', explanation: '80 and 8080.' });
    });

    it.each(FORMATS)('lists at most 100 problems and 100 questions of a %s file, with the totals beside them', async (format) => {
      const good = Array.from({ length: 150 }, (_, i) => makeQuestion(2000 + i));
      const bad = Array.from({ length: 250 }, (_, i) => ({ ...makeQuestion(3000 + i), type: 'multiple' as const, correctAnswer: 'ABCD' }));
      // Good questions first, then broken ones: the preview is full and the problems run past the cap.
      const text = writeQuestionFile(format, [...good, ...bad]);
      const res = await importFile(emptyModuleId, format, text);
      expect(res.statusCode).toBe(200);
      const body = res.json<ImportResult>();
      expect(body).toMatchObject({ imported: 0, skipped: 0, errorCount: 250, questionCount: 150 });
      expect(body.errors).toHaveLength(100);
      expect(body.errors[0]!.message).toMatch(/two or three/);
      expect(body.questions).toHaveLength(100);
      expect(body.questions[99]!.text).toBe(good[99]!.text);
      // In file order: the 100 listed are the first 100.
      const lines = body.errors.map((e) => e.line);
      expect(lines).toEqual([...lines].sort((a, b) => a - b));
      expect(await questionsOf(emptyModuleId)).toEqual([]);
    });

    it.each(FORMATS)('answers a 5 MiB %s file of broken questions in kilobytes, and GET /api/health answers while it is parsed', async (format) => {
      const broken = (i: number) => ({ ...makeQuestion(100_000 + i), type: 'multiple' as const, correctAnswer: 'ABCD' });
      const one = writeQuestionFile(format, [broken(0), broken(1)]).length - writeQuestionFile(format, [broken(0)]).length;
      const count = Math.floor((5 * 1024 * 1024 - 8192) / one);
      const text = writeQuestionFile(
        format,
        Array.from({ length: count }, (_, i) => broken(i)),
      );
      expect(text.length).toBeGreaterThan(4.9 * 1024 * 1024);
      expect(text.length).toBeLessThan(5 * 1024 * 1024);

      let importDone = false;
      const pending = importFile(emptyModuleId, format, text, { dryRun: true }).then((res) => {
        importDone = true;
        return res;
      });
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(importDone).toBe(false);

      const res = await pending;
      expect(res.statusCode).toBe(200);
      expect(res.body.length).toBeLessThan(64 * 1024);
      const body = res.json<ImportResult>();
      expect(body).toMatchObject({ imported: 0, skipped: 0, errorCount: count, questionCount: 0, questions: [] });
      expect(body.errors).toHaveLength(100);
    });

    it('shows imported questions to learners at once, though the catalogue is cached', async () => {
      const learner = await registerLearner(t.app);
      const counts = async () => {
        const res = await t.app.inject({ method: 'GET', url: `/api/modules/${moduleId}`, headers: learner.headers });
        expect(res.statusCode).toBe(200);
        return res.json<{ questionCounts: Record<string, number> }>().questionCounts;
      };
      expect(await counts()).toEqual({ easy: 2, medium: 2, hard: 2 });
      const res = await importFile(moduleId, 'aiken', FILES.aiken.text, { difficulty: 'hard' });
      expect(res.json()).toMatchObject({ imported: 2 });
      expect(await counts()).toEqual({ easy: 3, medium: 2, hard: 3 });
    });

    it('stores every question once; importing the same file again skips them all', async () => {
      const first = await importFile(moduleId, 'csv', FILES.csv.text, { contentType: 'text/csv' });
      expect(first.json()).toMatchObject({ imported: 2, skipped: 0, errors: [] });
      const afterFirst = await questionsOf(moduleId);
      expect(afterFirst).toHaveLength(6 + 2);
      const second = await importFile(moduleId, 'csv', FILES.csv.text, { contentType: 'text/csv' });
      expect(second.statusCode).toBe(200);
      expect(second.json()).toMatchObject({ imported: 0, skipped: 2, errors: [] });
      expect(second.json<ImportResult>().questions).toHaveLength(2);
      expect(await questionsOf(moduleId)).toEqual(afterFirst);
    });

    it('skips texts already in the module whatever their spacing and case, and texts repeated in the file', async () => {
      const existing = makeQuestion(0); // seedCatalog stored "Question 0: which option is right?"
      const file = writeQuestionFile('json', [
        { ...existing, text: '  QUESTION 0:   which option\nis RIGHT? ' },
        makeQuestion(900),
        { ...makeQuestion(900), explanation: 'Same text, other explanation.' },
        makeQuestion(901),
      ]);
      const res = await importFile(moduleId, 'json', file, { contentType: 'application/json' });
      expect(res.json()).toMatchObject({ imported: 2, skipped: 2, errors: [] });
      const texts = (await questionsOf(moduleId)).map((q) => q.text);
      expect(texts).toHaveLength(8);
      expect(texts.filter((x) => x === makeQuestion(900).text)).toHaveLength(1);
    });

    it('stores nothing when one question is wrong, and says where each problem is', async () => {
      const before = await questionsOf(emptyModuleId);
      const file = FILES.json.text.replace('"correctAnswer": "B"', '"correctAnswer": "E"').replace('"difficulty": "easy"', '"difficulty": "extreme"');
      const res = await importFile(emptyModuleId, 'json', file, { contentType: 'application/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        imported: 0,
        skipped: 0,
        errors: [
          { line: 2, message: 'Difficulty must be easy, medium or hard' },
          { line: 9, message: 'correctAnswer names "E", which is not an option: use the letters A, B, C and D' },
        ],
        errorCount: 2,
        questions: [],
        questionCount: 0,
        duplicateCount: 0,
      });
      expect(await questionsOf(emptyModuleId)).toEqual(before);

      const oneBad = FILES.gift.text.replace('~25', '~25\n~26');
      const gift = await importFile(emptyModuleId, 'gift', oneBad);
      expect(gift.json()).toMatchObject({
        imported: 0,
        errors: [{ line: 5, message: 'A question needs exactly four answers, one = and three ~ (or four with weights); this one has 5' }],
        questions: [{ line: 2, text: 'Which protocol encrypts web traffic?' }],
      });
      expect(await questionsOf(emptyModuleId)).toEqual(before);
    });

    it('refuses a NUL character in a text as an error of its question, not a database failure', async () => {
      const file = FILES.json.text.replace('Which port does SSH use?', 'Which port\\u0000 does SSH use?');
      const res = await importFile(emptyModuleId, 'json', file, { contentType: 'application/json' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ImportResult>().errors).toEqual([{ line: 9, message: 'Question text must not contain NUL characters' }]);
      expect(await questionsOf(emptyModuleId)).toEqual([]);
    });

    it('reports invalid JSON sent as application/json at the line of the mistake, not as a bad request body', async () => {
      const res = await importFile(emptyModuleId, 'json', '[\n  {"text": "a"}\n  {"text": "b"}\n]', { contentType: 'application/json; charset=utf-8' });
      expect(res.statusCode).toBe(200);
      expect(res.json<ImportResult>().errors).toEqual([{ line: 3, message: expect.stringContaining('The file is not valid JSON') }]);
    });

    it('accepts a file above the 1 MiB limit of other requests, and refuses one above 5 MiB with 413', async () => {
      const many = Array.from({ length: 8000 }, (_, i) => makeQuestion(1000 + i));
      const big = writeQuestionFile('csv', many);
      expect(big.length).toBeGreaterThan(1024 * 1024);
      const ok = await importFile(emptyModuleId, 'csv', big, { contentType: 'text/csv', dryRun: true });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toMatchObject({ imported: 8000, skipped: 0, errors: [] });

      const tooBig = `${big}${'x'.repeat(5 * 1024 * 1024)}`;
      const res = await importFile(emptyModuleId, 'csv', tooBig, { contentType: 'text/csv' });
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({ message: 'The request body is too large', code: 'body_too_large' });
      expect(await questionsOf(emptyModuleId)).toEqual([]);
    });

    it.each([
      ['an unknown format', 'docx', 'Format must be aiken, gift, csv or json'],
      ['no format', '', 'Format must be aiken, gift, csv or json'],
    ])('answers 400 for %s', async (_name, format, message) => {
      const url = `/api/admin/modules/${moduleId}/questions/import${format ? `?format=${format}` : ''}`;
      const res = await t.app.inject({ method: 'POST', url, headers: { cookie: admin.cookie, 'content-type': 'text/plain' }, payload: FILES.aiken.text });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('answers 400 for a bad dryRun or difficulty parameter', async () => {
      const bad = await t.app.inject({
        method: 'POST',
        url: `/api/admin/modules/${moduleId}/questions/import?format=aiken&dryRun=yes`,
        headers: { cookie: admin.cookie, 'content-type': 'text/plain' },
        payload: FILES.aiken.text,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('dryRun must be true or false');
      const difficulty = await importFile(moduleId, 'aiken', FILES.aiken.text, { difficulty: 'extreme' });
      expect(difficulty.statusCode).toBe(400);
      expect(difficulty.json().message).toContain('Difficulty must be easy, medium or hard');
    });

    it.each([
      ['an empty file', '', 'The file is empty'],
      ['a blank file with a byte-order mark', '\uFEFF \r\n\r\n', 'The file is empty'],
      ['a file with no question', '// only a comment\n', 'No question found in the file: is it really GIFT?'],
    ])('answers 400 for %s', async (_name, body, message) => {
      const res = await importFile(moduleId, 'gift', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'bad_request' });
    });

    it('answers 400 for a request without a body', async () => {
      const res = await t.app.inject({ method: 'POST', url: `/api/admin/modules/${moduleId}/questions/import?format=csv`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Send the file as the request body');
    });

    it('answers 400 for a JSON file holding an empty list', async () => {
      const res = await importFile(moduleId, 'json', '[]', { contentType: 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'No question found in the file: is it really JSON?', code: 'bad_request' });
    });

    it('answers 404 for an unknown or deleted module', async () => {
      const unknown = await importFile(999_999, 'aiken', FILES.aiken.text);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Module not found', code: 'not_found' });
      const del = await t.app.inject({ method: 'DELETE', url: `/api/admin/modules/${emptyModuleId}`, headers: { cookie: admin.cookie } });
      expect(del.statusCode).toBe(204);
      const deleted = await importFile(emptyModuleId, 'aiken', FILES.aiken.text);
      expect(deleted.statusCode).toBe(404);
    });

    it('answers 415 with a message for a body that is not sent as text', async () => {
      const res = await importFile(moduleId, 'aiken', FILES.aiken.text, { contentType: 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ message: 'Send the file as text: Content-Type text/plain, text/csv or application/json', code: 'unsupported_media_type' });
    });

    it('accepts application/octet-stream, as a browser may send a file of unknown type', async () => {
      const res = await importFile(emptyModuleId, 'csv', FILES.csv.text, { contentType: 'application/octet-stream' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ imported: 2 });
    });

    it('requires an administrator: 401 without the cookie or with a learner token, 403 from another site', async () => {
      const url = `/api/admin/modules/${moduleId}/questions/import?format=aiken`;
      const anonymous = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/plain' }, payload: FILES.aiken.text });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please sign in as an administrator', code: 'unauthorized' });

      const learner = await registerLearner(t.app);
      const asLearner = await t.app.inject({ method: 'POST', url, headers: { ...learner.headers, 'content-type': 'text/plain' }, payload: FILES.aiken.text });
      expect(asLearner.statusCode).toBe(401);

      const foreign = await importFile(moduleId, 'aiken', FILES.aiken.text, { headers: { origin: 'https://evil.example' } });
      expect(foreign.statusCode).toBe(403);
      expect(foreign.json()).toEqual({ message: 'This request came from another site and was refused', code: 'cross_origin' });
      expect(await questionsOf(moduleId)).toHaveLength(6);
    });

    it('leaves JSON bodies of other routes parsed as JSON', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie: admin.cookie }, payload: { ...makeQuestion(77), moduleId } });
      expect(res.statusCode).toBe(201);
      const broken = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie: admin.cookie, 'content-type': 'application/json' }, payload: '{"text":' });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({ message: 'The request body is not valid JSON', code: 'invalid_json' });
    });
  });

  describe('GET /api/admin/modules/:id/questions/export', () => {
    const EXPECTED: Record<FileFormat, { type: string; name: string }> = {
      aiken: { type: 'text/plain; charset=utf-8', name: 'access-control.txt' },
      gift: { type: 'text/plain; charset=utf-8', name: 'access-control.gift' },
      csv: { type: 'text/csv; charset=utf-8', name: 'access-control.csv' },
      json: { type: 'application/json; charset=utf-8', name: 'access-control.json' },
    };

    it.each(FORMATS)('downloads the module as %s, which imports back into an empty module as the same questions', async (format) => {
      const special: QuestionContent = {
        ...makeQuestion(500, 'hard', 'D'),
        text: 'Which of "a, b" {c} = ~d #e: f\\g is // right?',
        explanation: 'Because: "quotes", commas; {braces} ~ = # and \\ all survive.',
      };
      const extra = [special, { ...makeQuestion(501, 'medium', 'C'), text: 'A text\nover two lines?', explanation: 'Line one.\n\nLine three.' }, ...MARKDOWN];
      for (const q of extra) {
        const res = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie: admin.cookie }, payload: { ...q, moduleId } });
        expect(res.statusCode).toBe(201);
      }
      const original = await questionsOf(moduleId);

      const res = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${moduleId}/questions/export?format=${format}`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe(EXPECTED[format].type);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="${EXPECTED[format].name}"`);

      const back = await importFile(emptyModuleId, format, res.body, { contentType: format === 'json' ? 'application/json' : 'text/plain' });
      expect(back.json()).toMatchObject({ imported: original.length, skipped: 0, errors: [] });
      const copied = await questionsOf(emptyModuleId);
      expect(copied.map(content).sort(byText)).toEqual(original.map(content).sort(byText));
    });

    it('refuses with 400 an Aiken export of a question whose text Aiken cannot hold, and names it', async () => {
      const q = { ...makeQuestion(600), text: 'Read the list:\nA. is this an option?' };
      const created = await t.app.inject({ method: 'POST', url: '/api/admin/questions', headers: { cookie: admin.cookie }, payload: { ...q, moduleId: emptyModuleId } });
      expect(created.statusCode).toBe(201);
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${emptyModuleId}/questions/export?format=aiken`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message:
          'Question 1 ("Read the list:") cannot be written as Aiken: its text has the line "A. is this an option?", which Aiken would read as an option or ANSWER line. Export the module as GIFT, CSV or JSON instead',
        code: 'bad_request',
      });
      const gift = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${emptyModuleId}/questions/export?format=gift`, headers: { cookie: admin.cookie } });
      expect(gift.statusCode).toBe(200);
    });

    it('downloads an empty module as a file that holds no question', async () => {
      const res = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${emptyModuleId}/questions/export?format=json`, headers: { cookie: admin.cookie } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="coming-later.json"');
      expect(JSON.parse(res.body)).toEqual([]);
    });

    it('answers 400 for an unknown format, 404 for an unknown module, 401 without the administrator cookie', async () => {
      const badFormat = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${moduleId}/questions/export?format=xml`, headers: { cookie: admin.cookie } });
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json().message).toContain('Format must be aiken, gift, csv or json');
      const unknown = await t.app.inject({ method: 'GET', url: '/api/admin/modules/999999/questions/export?format=csv', headers: { cookie: admin.cookie } });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Module not found', code: 'not_found' });
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${moduleId}/questions/export?format=csv` });
      expect(anonymous.statusCode).toBe(401);
      const learner = await registerLearner(t.app);
      const asLearner = await t.app.inject({ method: 'GET', url: `/api/admin/modules/${moduleId}/questions/export?format=csv`, headers: learner.headers });
      expect(asLearner.statusCode).toBe(401);
    });
  });
});
