import { describe, expect, it } from 'vitest';
import { RBAC_QUESTION } from './test-questions';
import { parseGift, writeGift } from './gift';

const opts = { defaultDifficulty: 'medium' } as const;

const GOOD = `// A comment at the top of the file
$CATEGORY: $course$/Access control

// difficulty: hard
::RBAC:: What does RBAC stand for? {
  =Role-based access control
  ~Rule-based access control
  ~Record-based access control
  ~Remote access control
  #### Permissions are attached to roles.
}

Which port does HTTPS use\\: 80, 443 or 8080? {~80 =443 ~8080 ~21 ####HTTPS listens on 443.}

// just a note, not a difficulty
What is 2 \\= 2 \\{in braces\\} \\~ \\# \\\\ \\n next line? {
~yes
~no
~maybe
=all of \\{ these \\}
####Escapes\\: \\~ \\= \\# \\{ \\} \\\\
}
`;

describe('GIFT parser', () => {
  it('reads multiple-choice questions: title, answers in file order, #### explanation, difficulty comments, escapes', () => {
    const result = parseGift(GOOD, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      { line: 5, ...RBAC_QUESTION, difficulty: 'hard' },
      {
        line: 13,
        text: 'Which port does HTTPS use: 80, 443 or 8080?',
        options: [
          { id: 'A', text: '80' },
          { id: 'B', text: '443' },
          { id: 'C', text: '8080' },
          { id: 'D', text: '21' },
        ],
        type: 'single',
        correctAnswer: 'B',
        difficulty: 'medium',
        explanation: 'HTTPS listens on 443.',
      },
      {
        line: 16,
        text: 'What is 2 = 2 {in braces} ~ # \\ \n next line?',
        options: [
          { id: 'A', text: 'yes' },
          { id: 'B', text: 'no' },
          { id: 'C', text: 'maybe' },
          { id: 'D', text: 'all of { these }' },
        ],
        type: 'single',
        correctAnswer: 'D',
        difficulty: 'medium',
        explanation: 'Escapes: ~ = # { } \\',
      },
    ]);
  });

  it('uses the default difficulty for questions without a difficulty comment', () => {
    expect(parseGift(GOOD, { defaultDifficulty: 'easy' }).questions.map((q) => q.difficulty)).toEqual(['hard', 'easy', 'easy']);
  });

  it('keeps a question text written over several lines', () => {
    const result = parseGift('First line\nsecond line {\n=a\n~b\n~c\n~d\n#### e\n}', opts);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]!.text).toBe('First line\nsecond line');
  });

  it('tolerates a byte-order mark and CRLF line ends, keeping line numbers', () => {
    const result = parseGift(`\uFEFF${GOOD.replace(/\n/g, '\r\n')}`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.line)).toEqual([5, 13, 16]);
    expect(result.questions[0]!.explanation).toBe('Permissions are attached to roles.');
  });

  const good = 'Good? {\n=a\n~b\n~c\n~d\n#### fine\n}';

  it.each([
    ['three answers', 'Q? {\n=a\n~b\n~c\n#### e\n}', ['A question needs exactly four answers, one = and three ~ (or four with weights); this one has 3']],
    ['five answers', 'Q? {\n=a\n~b\n~c\n~d\n~e\n#### e\n}', ['A question needs exactly four answers, one = and three ~ (or four with weights); this one has 5']],
    [
      'two right answers',
      'Q? {\n=a\n=b\n~c\n~d\n#### e\n}',
      ['A question needs exactly one right answer marked with =; this one has 2 (for a multiple-answer question give every answer a weight: ~%50%A ~%50%C ~%-100%B ~%-100%D)'],
    ],
    ['no right answer', 'Q? {\n~a\n~b\n~c\n~d\n#### e\n}', ['A question needs exactly one right answer marked with =; this one has 0']],
    ['a missing explanation', 'Q? {\n=a\n~b\n~c\n~d\n}', ['The explanation is missing: write it after #### before the closing }']],
    ['an empty explanation', 'Q? {\n=a\n~b\n~c\n~d\n####   \n}', ['The explanation after #### is empty']],
    ['a missing text', '{\n=a\n~b\n~c\n~d\n#### e\n}', ['Question text is required']],
    ['an empty answer', 'Q? {\n=a\n~\n~c\n~d\n#### e\n}', ['Option text is required']],
    ['no answers at all', 'Q? {\n#### e\n}', ['A question needs exactly four answers, one = and three ~ (or four with weights); this one has 0']],
    ['no braces', 'Just a sentence.', ['The answers are missing: put them in braces { } after the question text']],
    ['an unclosed brace', 'Q? {\n=a\n~b\n~c\n~d\n#### e', ['The answers are not closed: a } is missing before the blank line that ends the question']],
    ['a closing brace first', 'Q? } {\n=a\n~b\n~c\n~d\n#### e\n}', ['A closing brace } comes before the opening one (write \\} for a brace in the text)']],
    ['a brace inside the answers', 'Q? {\n=a {\n~b\n~c\n~d\n#### e\n}', ['A second { inside the answers: close them with } first (write \\{ for a brace in a text)']],
    ['text after the answers', 'Q? {\n=a\n~b\n~c\n~d\n#### e\n} and more', ['Text after the closing } is not supported: write the whole question before the answers and leave a blank line between questions']],
    ['text before the first answer', 'Q? { hello\n=a\n~b\n~c\n~d\n#### e\n}', ['Each answer must start with = (the right one) or ~ (a wrong one)']],
    ['feedback on one answer', 'Q? {\n=a#right\n~b\n~c\n~d\n#### e\n}', ['Feedback on a single answer (#) is not supported: write the explanation after #### instead']],
    ['an unclosed title', '::Title Q? {\n=a\n~b\n~c\n~d\n#### e\n}', ['The title is not closed: write ::title:: before the question text']],
    ['a bad difficulty', '// difficulty: extreme\nQ? {\n=a\n~b\n~c\n~d\n#### e\n}', ['Difficulty must be easy, medium or hard']],
  ])('reports %s at the line where the question starts', (_name, broken, messages) => {
    const result = parseGift(`${good}\n\n${broken}\n\n${good}\n`, opts);
    const brokenLine = 9 + (broken.startsWith('//') ? 1 : 0);
    expect(result.errors).toEqual(messages.map((message) => ({ line: brokenLine, message })));
    expect(result.questions.map((q) => q.line)).toEqual([1, 10 + broken.split('\n').length]);
  });

  it('ends a question with an unclosed brace at the blank line, so the next question is still read', () => {
    const result = parseGift('Q1? {\n=a\n~b\n\nQ2? {\n=a\n~b\n~c\n~d\n#### e\n}\n', opts);
    expect(result.errors).toEqual([{ line: 1, message: 'The answers are not closed: a } is missing before the blank line that ends the question' }]);
    expect(result.questions.map((q) => [q.line, q.text])).toEqual([[5, 'Q2?']]);
  });

  it('applies a difficulty comment inside a question to that question', () => {
    const result = parseGift('Q? {\n// difficulty: easy\n=a\n~b\n~c\n~d\n#### e\n}', opts);
    expect(result.questions[0]!.difficulty).toBe('easy');
  });

  it('reads nothing from a file of comments and blank lines', () => {
    expect(parseGift('// nothing here\n\n  \n// difficulty: hard\n', opts)).toEqual({ questions: [], questionCount: 0, errors: [], errorCount: 0 });
  });
});

describe('GIFT writer', () => {
  it('escapes the reserved characters and line breaks, and marks the right answer with =', () => {
    const text = writeGift([
      {
        text: 'Is a = b {or} c ~ d # e: f\\g?\nSecond line',
        options: [
          { id: 'A', text: 'one' },
          { id: 'B', text: 'two = 2' },
          { id: 'C', text: 'three' },
          { id: 'D', text: 'four' },
        ],
        type: 'single' as const,
        correctAnswer: 'B',
        difficulty: 'easy' as const,
        explanation: 'Because #1: yes',
      },
    ]);
    expect(text).toBe('// difficulty: easy\nIs a \\= b \\{or\\} c \\~ d \\# e\\: f\\\\g?\\nSecond line {\n~one\n=two \\= 2\n~three\n~four\n#### Because \\#1\\: yes\n}\n');
    expect(parseGift(text, opts).questions[0]).toMatchObject({ text: 'Is a = b {or} c ~ d # e: f\\g?\nSecond line', correctAnswer: 'B', explanation: 'Because #1: yes' });
  });

  it('puts a title before a text that starts with //, which would otherwise read as a comment', () => {
    const question = {
      text: '// is a comment marker?',
      options: ['A', 'B', 'C', 'D'].map((id) => ({ id: id as 'A', text: id })),
      type: 'single' as const,
      correctAnswer: 'A',
      difficulty: 'medium' as const,
      explanation: 'Yes.',
    };
    const text = writeGift([question]);
    expect(text).toContain('::Question 1::// is a comment marker? {');
    expect(parseGift(text, opts).questions[0]!.text).toBe('// is a comment marker?');
  });
});

describe('GIFT multiple-answer questions', () => {
  const q = (answers: string) => `Which two? {\n${answers}\n#### Because.\n}`;
  const good = 'Good? {\n=a\n~b\n~c\n~d\n#### fine\n}';

  it('reads weighted answers: the positive ones are right, in file order', () => {
    const result = parseGift(q('~%50%A ~%-100%B ~%50%C ~%-100%D'), opts);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({
      type: 'multiple',
      correctAnswer: 'AC',
      options: [
        { id: 'A', text: 'A' },
        { id: 'B', text: 'B' },
        { id: 'C', text: 'C' },
        { id: 'D', text: 'D' },
      ],
    });
    expect(parseGift(q('~%33.33333%a\n~%33.33333%b\n~%0%c\n~%33.33333%d'), opts).questions[0]).toMatchObject({ correctAnswer: 'ABD' });
  });

  it.each([
    [
      'weights that do not add up to 100%',
      '~%50%a ~%30%b ~%-100%c ~%-100%d',
      'The positive weights add up to 80%, not 100%: share 100% among the right answers (~%50% each for two, ~%33.33333% each for three)',
    ],
    [
      'one right answer where weights declare multiple',
      '~%100%a ~%-100%b ~%-100%c ~%-100%d',
      'A multiple-answer question needs two or three right answers (positive weights); this one has one: for one right answer write it with = and the others with ~',
    ],
    ['four right answers', '~%25%a ~%25%b ~%25%c ~%25%d', 'A multiple-answer question needs two or three right answers (positive weights); this one has 4'],
    ['no right answer', '~%-100%a ~%-100%b ~%0%c ~%-100%d', 'A multiple-answer question needs two or three right answers (positive weights); this one has none'],
    ['= mixed with weights', '=a ~%50%b ~%-100%c ~%-100%d', 'Do not mix = with weights: in a multiple-answer question give every answer a weight (~%50%A ~%50%C ~%-100%B ~%-100%D)'],
    [
      'a negative weight on a right (=) answer',
      '=%-50%a ~%50%b ~%50%c ~%-100%d',
      'An answer marked = takes no weight: in a multiple-answer question write ~%50%text for a right answer and ~%-100%text for a wrong one',
    ],
    ['an answer without a weight among weighted ones', '~%50%a ~%50%b ~c ~%-100%d', 'Give every answer a weight in a multiple-answer question: ~%-100%text for a wrong one'],
    ['a weight that is not a number', '~%half%a ~%50%b ~%-100%c ~%-100%d', 'The weight "%half%" must be a percentage from -100 to 100, such as ~%50% or ~%-100%'],
    ['a weight above 100%', '~%150%a ~%-50%b ~%-100%c ~%-100%d', 'The weight "%150%" must be a percentage from -100 to 100, such as ~%50% or ~%-100%'],
    ['a weight not closed', '~%50 a ~%50%b ~%-100%c ~%-100%d', 'A weight is not closed: write it as ~%50%text (or \\% for a text that starts with %)'],
  ])('reports %s at the line where the question starts, in one sentence', (_name, answers, message) => {
    const result = parseGift(`${good}\n\n${q(answers)}\n`, opts);
    expect(result.errors).toEqual([{ line: 9, message }]);
    expect(result.questions.map((x) => x.line)).toEqual([1]);
  });
});

describe('GIFT writer, multiple answers and Markdown', () => {
  const markdown = {
    text: 'Given `x = {a: 1}`, what is\n```js\nfunction f() {\n  return x.a; // #1: ~ = {}\n}\n```',
    options: [
      { id: 'A' as const, text: '%PATH% first' },
      { id: 'B' as const, text: '`1`' },
      { id: 'C' as const, text: '**one**\n  indented' },
      { id: 'D' as const, text: 'none' },
    ],
    type: 'multiple' as const,
    correctAnswer: 'BC',
    difficulty: 'hard' as const,
    explanation: '`x.a` is `1`:\n\n- one\n- two',
  };

  it('writes weights for a multiple-answer question, each text on one line, and reads it back byte for byte', () => {
    const text = writeGift([markdown]);
    expect(text).toBe(
      [
        '// difficulty: hard',
        'Given `x \\= \\{a\\: 1\\}`, what is\\n```js\\nfunction f() \\{\\n  return x.a; // \\#1\\: \\~ \\= \\{\\}\\n\\}\\n``` {',
        '~%-100%\\%PATH% first',
        '~%50%`1`',
        '~%50%**one**\\n  indented',
        '~%-100%none',
        '#### `x.a` is `1`\\:\\n\\n- one\\n- two',
        '}',
        '',
      ].join('\n'),
    );
    expect(parseGift(text, opts).questions).toEqual([{ ...markdown, line: 2 }]);
  });

  it('writes 33.33333% for each of three right answers', () => {
    const text = writeGift([{ ...markdown, correctAnswer: 'ABD' }]);
    expect(text).toContain('~%33.33333%\\%PATH% first\n~%33.33333%`1`\n~%-100%**one**');
    expect(parseGift(text, opts).questions[0]).toMatchObject({ type: 'multiple', correctAnswer: 'ABD' });
  });
});
