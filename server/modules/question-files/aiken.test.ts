import { describe, expect, it } from 'vitest';
import { parseAiken, writeAiken } from './aiken';

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
      {
        line: 1,
        text: 'What does RBAC stand for?',
        options: [
          { id: 'A', text: 'Role-based access control' },
          { id: 'B', text: 'Rule-based access control' },
          { id: 'C', text: 'Record-based access control' },
          { id: 'D', text: 'Remote access control' },
        ],
        correctAnswer: 'A',
        difficulty: 'easy',
        explanation: 'Permissions are attached to roles.',
      },
      {
        line: 10,
        text: 'Which port does HTTPS use by default?',
        options: [
          { id: 'A', text: '21' },
          { id: 'B', text: '80' },
          { id: 'C', text: '443' },
          { id: 'D', text: '8080' },
        ],
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
      [10, 'Which port does HTTPS use by default?'],
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
    ['an answer letter outside A to D', base.map((l) => (l.startsWith('ANSWER') ? 'ANSWER: E' : l)), 'The answer must be a letter from A to D, not "E"'],
    ['an empty explanation', base.map((l) => (l.startsWith('EXPLANATION') ? 'EXPLANATION:   ' : l)), 'The EXPLANATION line is missing or empty'],
    ['no explanation', base.filter((l) => !l.startsWith('EXPLANATION')), 'The EXPLANATION line is missing or empty'],
    ['the text is missing', base.slice(1), 'The question text is missing before the options'],
    ['a bad difficulty', base.map((l) => (l.startsWith('DIFFICULTY') ? 'DIFFICULTY: extreme' : l)), 'Difficulty must be easy, medium or hard'],
    // "C." alone is not an option line, so the options end before it.
    ['an empty option', base.map((l) => (l.startsWith('C.') ? 'C.  ' : l)), expect.stringContaining('A question needs exactly four options, A to D')],
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
      { line: 8, message: 'The answer must be a letter from A to D, not "Z"' },
    ]);
  });

  it('reads nothing from an empty or blank file', () => {
    expect(parseAiken('', opts)).toEqual({ questions: [], errors: [] });
    expect(parseAiken('\uFEFF\r\n  \n', opts)).toEqual({ questions: [], errors: [] });
  });
});

describe('Aiken writer', () => {
  it('writes what the parser reads, folding line breaks in texts into spaces (Aiken lines cannot hold them)', () => {
    const text = writeAiken([
      {
        text: 'Two\nlines',
        options: [
          { id: 'A', text: 'a' },
          { id: 'B', text: 'b\n  c' },
          { id: 'C', text: 'c' },
          { id: 'D', text: 'd' },
        ],
        correctAnswer: 'D',
        difficulty: 'hard',
        explanation: 'x\ny',
      },
    ]);
    expect(text).toBe('Two lines\nA. a\nB. b c\nC. c\nD. d\nANSWER: D\nDIFFICULTY: hard\nEXPLANATION: x y\n');
    expect(parseAiken(text, opts).questions[0]).toMatchObject({ text: 'Two lines', correctAnswer: 'D', difficulty: 'hard', explanation: 'x y' });
  });
});
