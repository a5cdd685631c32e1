import { describe, expect, it } from 'vitest';
import { RBAC_QUESTION } from './test-questions';
import { AikenWriteError, parseAiken, writeAiken } from './aiken';

const opts = { defaultDifficulty: 'medium' } as const;

const GOOD = `What does RBAC stand for?
A. Role-based access control
B. Rule-based access control
C. Record-based access control
D. Remote access control
ANSWER: A
DIFFICULTY: easy
EXPLANATION: Permissions are attached to roles.

Which port does HTTPS use
by default?
A) 21
B) 80
C) 443
D) 8080
answer: c
EXPLANATION: HTTPS listens on 443.
`;

describe('Aiken parser', () => {
  it('reads questions with their options, answer, difficulty, explanation and starting line', () => {
    const result = parseAiken(GOOD, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      { line: 1, ...RBAC_QUESTION, difficulty: 'easy' },
      {
        line: 10,
        // The stem is kept as written, line break included.
        text: 'Which port does HTTPS use\nby default?',
        options: [
          { id: 'A', text: '21' },
          { id: 'B', text: '80' },
          { id: 'C', text: '443' },
          { id: 'D', text: '8080' },
        ],
        type: 'single',
        correctAnswer: 'C',
        difficulty: 'medium',
        explanation: 'HTTPS listens on 443.',
      },
    ]);
  });

  it('uses the default difficulty given for questions without one', () => {
    expect(parseAiken(GOOD, { defaultDifficulty: 'hard' }).questions[1]!.difficulty).toBe('hard');
  });

  it('tolerates a byte-order mark and CRLF line ends, keeping line numbers', () => {
    const result = parseAiken(`\uFEFF${GOOD.replace(/\n/g, '\r\n')}`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.line, q.text])).toEqual([
      [1, 'What does RBAC stand for?'],
      [10, 'Which port does HTTPS use\nby default?'],
    ]);
    expect(result.questions[0]!.explanation).toBe('Permissions are attached to roles.');
  });

  const question = (lines: string[]) => lines.join('\n');
  const base = ['Q?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: B', 'DIFFICULTY: hard', 'EXPLANATION: because'];

  it.each([
    ['the answer line is missing', base.filter((l) => !l.startsWith('ANSWER')), 'The ANSWER line is missing after the options'],
    ['three options', base.filter((l) => !l.startsWith('D.')), 'A question needs exactly four options, A to D; this one has 3'],
    ['five options', [...base.slice(0, 5), 'E. e', ...base.slice(5)], 'A question needs exactly four options, A to D; this one has 5'],
    ['options out of order', ['Q?', 'B. b', 'A. a', 'C. c', 'D. d', ...base.slice(5)], 'Options must be labelled A, B, C and D in that order'],
    ['an answer letter outside A to D', base.map((l) => (l.startsWith('ANSWER') ? 'ANSWER: E' : l)), 'ANSWER names "E", which is not an option: use the letters A, B, C and D'],
    ['an empty explanation', base.map((l) => (l.startsWith('EXPLANATION') ? 'EXPLANATION:   ' : l)), 'The EXPLANATION line is missing or empty'],
    ['no explanation', base.filter((l) => !l.startsWith('EXPLANATION')), 'The EXPLANATION line is missing or empty'],
    ['the text is missing', base.slice(1), 'The question text is missing before the options'],
    ['a bad difficulty', base.map((l) => (l.startsWith('DIFFICULTY') ? 'DIFFICULTY: extreme' : l)), 'Difficulty must be easy, medium or hard'],
    ['an empty option', base.map((l) => (l.startsWith('C.') ? 'C.  ' : l)), 'Option text is required'],
    ['a stray line after the answer', [...base, 'something else'], 'Unexpected line after the answer: "something else" (leave a blank line between questions)'],
  ])('reports %s at the line where the question starts', (_name, lines, message) => {
    const good = question(base);
    // The broken question is the second one, after a good one and a blank line: it starts on line 10.
    const result = parseAiken(`${good}\n\n${question(lines)}\n\n${good}\n`, opts);
    expect(result.errors).toEqual([{ line: 10, message }]);
    expect(result.questions.map((q) => q.line)).toEqual([1, 19 + (lines.length - base.length)]);
  });

  it('reports every broken question, each at its own line', () => {
    const text = ['Q1?', 'A. a', 'B. b', 'C. c', 'ANSWER: A', 'EXPLANATION: x', '', 'Q2?', 'A. a', 'B. b', 'C. c', 'D. d', 'ANSWER: Z', 'EXPLANATION: y'].join('\n');
    expect(parseAiken(text, opts).errors).toEqual([
      { line: 1, message: 'A question needs exactly four options, A to D; this one has 3' },
      { line: 8, message: 'ANSWER names "Z", which is not an option: use the letters A, B, C and D' },
    ]);
  });

  it('reads nothing from an empty or blank file', () => {
    const nothing = { questions: [], questionCount: 0, errors: [], errorCount: 0 };
    expect(parseAiken('', opts)).toEqual(nothing);
    expect(parseAiken('\uFEFF\r\n  \n', opts)).toEqual(nothing);
  });
});

describe('Aiken writer', () => {
  it('writes what the parser reads: the stem as it is, line breaks in options and explanation as \\n', () => {
    const question = {
      text: 'Two\nlines',
      options: [
        { id: 'A' as const, text: 'a \\n literal' },
        { id: 'B' as const, text: 'b\n  c' },
        { id: 'C' as const, text: 'c' },
        { id: 'D' as const, text: 'd' },
      ],
      type: 'single' as const,
      correctAnswer: 'D',
      difficulty: 'hard' as const,
      explanation: 'x\ny',
    };
    const text = writeAiken([question]);
    expect(text).toBe('Two\nlines\nA. a \\\\n literal\nB. b\\n  c\nC. c\nD. d\nANSWER: D\nDIFFICULTY: hard\nEXPLANATION: x\\ny\n');
    expect(parseAiken(text, opts).questions).toEqual([{ ...question, line: 1 }]);
  });
});

describe('Aiken multiple-answer questions', () => {
  const q = (answer: string, extra: string[] = []) => ['Which two?', 'A. a', 'B. b', 'C. c', 'D. d', answer, ...extra, 'EXPLANATION: why'].join('\n');

  it.each([['ANSWER: A, C'], ['ANSWER: AC'], ['ANSWER: c a'], ['ANSWER: A,C'], ['answer:   a ,  c  ']])('reads %s as the key AC of a multiple-answer question', (answer) => {
    const result = parseAiken(q(answer), opts);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({ type: 'multiple', correctAnswer: 'AC' });
  });

  it('takes a declared TYPE that fits the letters', () => {
    expect(parseAiken(q('ANSWER: B, C, D', ['TYPE: multiple']), opts).questions[0]).toMatchObject({ type: 'multiple', correctAnswer: 'BCD' });
    expect(parseAiken(q('ANSWER: D', ['TYPE: Single']), opts).questions[0]).toMatchObject({ type: 'single', correctAnswer: 'D' });
  });

  it.each([
    ['one letter where multiple is declared', q('ANSWER: B', ['TYPE: multiple']), 'The question is declared multiple but names one correct option: name two or three, or declare it single'],
    ['two letters where single is declared', q('ANSWER: A, B', ['TYPE: single']), 'The question is declared single but names two correct options: name one, or declare it multiple'],
    ['four letters', q('ANSWER: A, B, C, D'), 'All four options are marked correct: a multiple-answer question has two or three correct options'],
    ['a letter that is not an option', q('ANSWER: A, E'), 'ANSWER names "E", which is not an option: use the letters A, B, C and D'],
    ['an empty item', q('ANSWER: A,,C'), 'ANSWER has an empty item between commas ("A,,C"): write the letters as A, C'],
    ['a repeated letter', q('ANSWER: C, c'), 'ANSWER names C twice: name each correct option once'],
    ['an empty answer', q('ANSWER:'), 'ANSWER names no option: write one letter such as B, or two or three such as A, C'],
    ['an unknown type', q('ANSWER: A, C', ['TYPE: several']), 'The type must be single or multiple, not "several"'],
  ])('reports %s at the line where the question starts', (_name, broken) => {
    const result = parseAiken(`${q('ANSWER: A')}\n\n${broken}\n`, opts);
    expect(result.errors).toHaveLength(1);
    expect(result.errors[0]!.line).toBe(9);
    expect(result.questions).toHaveLength(1);
  });

  it.each([
    ['one letter where multiple is declared', q('ANSWER: B', ['TYPE: multiple']), 'The question is declared multiple but names one correct option: name two or three, or declare it single'],
    ['four letters', q('ANSWER: A, B, C, D'), 'All four options are marked correct: a multiple-answer question has two or three correct options'],
    ['a letter that is not an option', q('ANSWER: A, E'), 'ANSWER names "E", which is not an option: use the letters A, B, C and D'],
    ['an empty item', q('ANSWER: A,,C'), 'ANSWER has an empty item between commas ("A,,C"): write the letters as A, C'],
  ])('says in one sentence what to fix for %s', (_name, broken, message) => {
    expect(parseAiken(broken, opts).errors).toEqual([{ line: 1, message }]);
  });

  it('names every problem of a question with a bad key and a bad difficulty', () => {
    expect(parseAiken(q('ANSWER: A, E', ['DIFFICULTY: extreme']), opts).errors.map((e) => e.message)).toEqual([
      'ANSWER names "E", which is not an option: use the letters A, B, C and D',
      'Difficulty must be easy, medium or hard',
    ]);
  });
});

describe('Aiken stems with Markdown', () => {
  const stem = [
    'What does this print?',
    '',
    '```python',
    'def f(items):',
    '    for i in items:',
    '',
    'A. not an option: this line is code',
    'ANSWER: nor is this',
    '        print(i)  ',
    '```',
    '',
    '  - an *indented* list item with `code`',
  ].join('\n');

  it('keeps every line before the first option as written, fences and blank lines included', () => {
    const text = `${stem}\nA. 1\nB. 2\nC. 3\nD. 4\nANSWER: A\nEXPLANATION: **Because**.\n\nNext?\nA. a\nB. b\nC. c\nD. d\nANSWER: B\nEXPLANATION: x\n`;
    const result = parseAiken(text, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.line, q.text])).toEqual([
      [1, stem],
      [20, 'Next?'],
    ]);
    expect(result.questions[0]!.explanation).toBe('**Because**.');
  });

  it('reports a code fence left open at the line that opens it', () => {
    const result = parseAiken('\n\nQ?\n```\ncode\nA. a\nB. b\nC. c\nD. d\nANSWER: A\nEXPLANATION: x\n', opts);
    expect(result.errors).toEqual([{ line: 3, message: 'The code block opened with ``` on line 4 is never closed: close it with a ``` line before the options' }]);
  });

  it('reports a question whose options never come', () => {
    expect(parseAiken('Q?\nno options here\n', opts).errors).toEqual([{ line: 1, message: 'The options are missing: write four lines A. to D. after the question text, then ANSWER:' }]);
  });

  const question = (text: string) => ({
    text,
    options: (['A', 'B', 'C', 'D'] as const).map((id) => ({ id, text: id })),
    type: 'single' as const,
    correctAnswer: 'A',
    difficulty: 'easy' as const,
    explanation: 'x',
  });

  it('writes a stem with a fenced code block as it is, and reads it back byte for byte', () => {
    const text = writeAiken([question(stem.trim())]);
    expect(text.startsWith(`${stem}\nA. A\n`)).toBe(true);
    expect(parseAiken(text, opts).questions[0]!.text).toBe(stem);
  });

  it.each([
    [
      'a line that reads as an option',
      'Consider:\nB. this line',
      'Question 1 ("Consider:") cannot be written as Aiken: its text has the line "B. this line", which Aiken would read as an option or ANSWER line. Export the module as GIFT, CSV or JSON instead',
    ],
    [
      'an ANSWER line',
      'Q?\nanswer: maybe',
      'Question 1 ("Q?") cannot be written as Aiken: its text has the line "answer: maybe", which Aiken would read as an option or ANSWER line. Export the module as GIFT, CSV or JSON instead',
    ],
    ['a fence left open', 'Q?\n```\ncode', 'Question 1 ("Q?") cannot be written as Aiken: its text opens a ``` code block that it never closes. Export the module as GIFT, CSV or JSON instead'],
  ])('refuses a stem with %s, naming the question', (_name, text, message) => {
    expect(() => writeAiken([question(text)])).toThrow(new AikenWriteError(message));
  });
});
