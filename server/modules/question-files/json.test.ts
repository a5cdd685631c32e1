import { describe, expect, it } from 'vitest';
import { parseJson, writeJson } from './json';

const opts = { defaultDifficulty: 'medium' } as const;

const options = (...texts: string[]) => texts.map((text, i) => ({ id: 'ABCD'[i], text }));

const GOOD = `[
  {
    "text": "What does RBAC stand for?",
    "options": [{"id": "A", "text": "Role-based access control"}, {"id": "B", "text": "Rule-based"}, {"id": "C", "text": "Record-based"}, {"id": "D", "text": "Remote"}],
    "correctAnswer": "A",
    "difficulty": "easy",
    "explanation": "Permissions are attached to roles."
  },
  {"text": "Two\\nlines, \\"quoted\\" {and} [bracketed]?", "options": [{"id": "A", "text": "a"}, {"id": "B", "text": "b"}, {"id": "C", "text": "c"}, {"id": "D", "text": "d"}], "correctAnswer": " c ", "explanation": "Why."},
  {
    "text": "Third?", "options": [{"id": "A", "text": "a"}, {"id": "B", "text": "b"}, {"id": "C", "text": "c"}, {"id": "D", "text": "d"}],
    "correctAnswer": "d", "difficulty": "HARD", "explanation": "Because."
  }
]
`;

describe('JSON parser', () => {
  it('reads an array of questions; each line is where its { starts; difficulty may be left out', () => {
    const result = parseJson(GOOD, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        line: 2,
        text: 'What does RBAC stand for?',
        options: options('Role-based access control', 'Rule-based', 'Record-based', 'Remote'),
        type: 'single',
        correctAnswer: 'A',
        difficulty: 'easy',
        explanation: 'Permissions are attached to roles.',
      },
      { line: 9, text: 'Two\nlines, "quoted" {and} [bracketed]?', options: options('a', 'b', 'c', 'd'), type: 'single', correctAnswer: 'C', difficulty: 'medium', explanation: 'Why.' },
      { line: 10, text: 'Third?', options: options('a', 'b', 'c', 'd'), type: 'single', correctAnswer: 'D', difficulty: 'hard', explanation: 'Because.' },
    ]);
  });

  it('tolerates a byte-order mark and CRLF line ends, keeping line numbers', () => {
    const result = parseJson(`\uFEFF${GOOD.replace(/\n/g, '\r\n')}`, { defaultDifficulty: 'easy' });
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.line, q.difficulty])).toEqual([
      [2, 'easy'],
      [9, 'easy'],
      [10, 'hard'],
    ]);
  });

  const q = (fields: Record<string, unknown> = {}) => JSON.stringify({ text: 'Q?', options: options('a', 'b', 'c', 'd'), correctAnswer: 'A', difficulty: 'easy', explanation: 'Why.', ...fields });

  it.each([
    ['a missing answer', q({ correctAnswer: undefined }), 'Correct answer is required'],
    ['an answer letter outside A to D', q({ correctAnswer: 'E' }), 'correctAnswer names "E", which is not an option: use the letters A, B, C and D'],
    ['three options', q({ options: options('a', 'b', 'c') }), 'A question needs exactly four options, A to D; this one has 3'],
    ['five options', q({ options: [...options('a', 'b', 'c', 'd'), { id: 'E', text: 'e' }] }), 'A question needs exactly four options, A to D; this one has 5'],
    ['options out of order', q({ options: options('a', 'b', 'c', 'd').reverse() }), 'Options must have the ids A, B, C and D in that order'],
    ['options as plain texts', q({ options: ['a', 'b', 'c', 'd'] }), 'Each option must be an object {"id": "A", "text": "..."}'],
    ['no options', q({ options: undefined }), 'The options are missing: a question needs four options, A to D'],
    ['an empty option', q({ options: options('a', ' ', 'c', 'd') }), 'Option text is required'],
    ['an empty explanation', q({ explanation: '  ' }), 'Explanation is required'],
    ['a missing text', q({ text: undefined }), 'Question text is required'],
    ['a text that is not a text', q({ text: 42 }), 'Question text is required'],
    ['a bad difficulty', q({ difficulty: 'extreme' }), 'Difficulty must be easy, medium or hard'],
    ['an unknown field', q({ moduleId: 3 }), 'Unknown field "moduleId": a question has text, options, type, correctAnswer, difficulty, explanation'],
    ['a question that is not an object', '"Q?"', 'Each question must be an object {text, options, correctAnswer, difficulty, explanation}'],
  ])('reports %s at the line where the question starts', (_name, broken, message) => {
    const result = parseJson(`[\n${q()},\n\n  ${broken},\n${q()}\n]`, opts);
    expect(result.errors).toEqual([{ line: 4, message }]);
    expect(result.questions.map((x) => x.line)).toEqual([2, 5]);
  });

  it.each([
    ['a missing comma', '[\n{"text": "a"}\n{"text": "b"}\n]', 3, 'Expected a comma or ] after a question, found "{"'],
    ['a text left open', '[\n{\n"text": "never closed,\n"options": []}\n]', 3, 'A text in quotes runs past the end of its line (write \\n for a line break)'],
    ['a trailing comma', '[\n{"text": "a"},\n]', 3, 'Unexpected "]" where a value was expected (texts need double quotes)'],
    ['single quotes', "[\n\n{'text': 'a'}]", 3, 'Expected a field name in double quotes, found "\'"'],
    ['a missing closing bracket', '[\n{"text": "a"}\n', 3, 'The file ends before the closing ] of the list'],
    ['a second value', '[]\n[]', 2, 'Unexpected "[" after the end of the JSON value'],
    ['a bare word', '[\n{"text": tru}]', 2, 'Unexpected "tru" where a value was expected (texts need double quotes)'],
  ])('reports invalid JSON (%s) as one error at the line of the mistake', (_name, text, line, message) => {
    expect(parseJson(text, opts)).toEqual({ questions: [], questionCount: 0, errors: [{ line, message: `The file is not valid JSON: ${message}` }], errorCount: 1 });
  });

  it('refuses JSON that is not a list of questions', () => {
    expect(parseJson('{"text": "Q?"}', opts).errors).toEqual([{ line: 1, message: 'The file must hold a JSON list of questions: [{"text": ..., "options": [...], ...}, ...]' }]);
  });

  it('refuses deep nesting without overflowing the stack', () => {
    const deep = `[${'['.repeat(100_000)}${']'.repeat(100_000)}]`;
    expect(parseJson(deep, opts).errors).toEqual([{ line: 1, message: 'The file is not valid JSON: The JSON is nested too deeply' }]);
  });

  it('reads nothing from an empty file or an empty list', () => {
    const nothing = { questions: [], questionCount: 0, errors: [], errorCount: 0 };
    expect(parseJson('', opts)).toEqual(nothing);
    expect(parseJson('\uFEFF [ ]\r\n', opts)).toEqual(nothing);
  });
});

describe('JSON writer', () => {
  it('writes the shape the parser reads, without ids or line numbers', () => {
    const text = writeJson([{ line: 7, text: 'Q?', options: options('a', 'b', 'c', 'd'), type: 'multiple', correctAnswer: 'BD', difficulty: 'hard', explanation: 'Why.' } as never]);
    expect(JSON.parse(text)).toEqual([{ text: 'Q?', options: options('a', 'b', 'c', 'd'), type: 'multiple', correctAnswer: 'BD', difficulty: 'hard', explanation: 'Why.' }]);
    expect(parseJson(text, opts).questions).toEqual([{ line: 2, text: 'Q?', options: options('a', 'b', 'c', 'd'), type: 'multiple', correctAnswer: 'BD', difficulty: 'hard', explanation: 'Why.' }]);
  });
});

describe('JSON multiple-answer questions', () => {
  const q = (fields: Record<string, unknown> = {}) => JSON.stringify({ text: 'Q?', options: options('a', 'b', 'c', 'd'), correctAnswer: 'A', difficulty: 'easy', explanation: 'Why.', ...fields });

  it('reads correctAnswer "AC" as a multiple-answer question, and takes a declared type that fits', () => {
    const result = parseJson(`[${q({ correctAnswer: 'AC' })}, ${q({ correctAnswer: 'c, a', type: 'multiple' })}, ${q({ type: 'single' })}]`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((x) => [x.type, x.correctAnswer])).toEqual([
      ['multiple', 'AC'],
      ['multiple', 'AC'],
      ['single', 'A'],
    ]);
  });

  it.each([
    ['one letter where multiple is declared', q({ type: 'multiple' }), 'The question is declared multiple but names one correct option: name two or three, or declare it single'],
    ['four letters', q({ correctAnswer: 'ABCD' }), 'All four options are marked correct: a multiple-answer question has two or three correct options'],
    ['a letter that is not an option', q({ correctAnswer: 'AX' }), 'correctAnswer names "X", which is not an option: use the letters A, B, C and D'],
    ['an empty item', q({ correctAnswer: 'A,,C' }), 'correctAnswer has an empty item between commas ("A,,C"): write the letters as A, C'],
    ['a type that is not a text', q({ type: 2 }), 'Type must be single or multiple'],
  ])('reports %s at the line where the question starts, in one sentence', (_name, broken, message) => {
    const result = parseJson(`[\n${q()},\n\n  ${broken},\n${q()}\n]`, opts);
    expect(result.errors).toEqual([{ line: 4, message }]);
  });
});
