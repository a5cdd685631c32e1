import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from './csv';

const opts = { defaultDifficulty: 'medium' } as const;

const HEADER = 'text,A,B,C,D,correct,difficulty,explanation';

const GOOD = [
  HEADER,
  'What does RBAC stand for?,Role-based access control,Rule-based,Record-based,Remote,A,easy,Permissions are attached to roles.',
  '"Which port, by default,',
  'does ""HTTPS"" use?",80,443,"8,080",21,b,,"HTTPS listens on 443.',
  '',
  'Not on 80."',
  '',
  'Plain question?,a,b,c,d,D,Hard,Because.',
].join('\n');

describe('CSV parser', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks; line numbers are where each record starts', () => {
    const result = parseCsv(GOOD, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions).toEqual([
      {
        line: 2,
        text: 'What does RBAC stand for?',
        options: [
          { id: 'A', text: 'Role-based access control' },
          { id: 'B', text: 'Rule-based' },
          { id: 'C', text: 'Record-based' },
          { id: 'D', text: 'Remote' },
        ],
        type: 'single',
        correctAnswer: 'A',
        difficulty: 'easy',
        explanation: 'Permissions are attached to roles.',
      },
      {
        line: 3,
        text: 'Which port, by default,\ndoes "HTTPS" use?',
        options: [
          { id: 'A', text: '80' },
          { id: 'B', text: '443' },
          { id: 'C', text: '8,080' },
          { id: 'D', text: '21' },
        ],
        type: 'single',
        correctAnswer: 'B',
        difficulty: 'medium',
        explanation: 'HTTPS listens on 443.\n\nNot on 80.',
      },
      {
        line: 8,
        text: 'Plain question?',
        options: [
          { id: 'A', text: 'a' },
          { id: 'B', text: 'b' },
          { id: 'C', text: 'c' },
          { id: 'D', text: 'd' },
        ],
        type: 'single',
        correctAnswer: 'D',
        difficulty: 'hard',
        explanation: 'Because.',
      },
    ]);
  });

  it('accepts the header names in any case and any order', () => {
    const text = 'Explanation,Difficulty,CORRECT,d,c,b,a,Text\nWhy.,,c,dd,cc,bb,aa,Which?\n';
    const result = parseCsv(text, { defaultDifficulty: 'hard' });
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toEqual({
      line: 2,
      text: 'Which?',
      options: [
        { id: 'A', text: 'aa' },
        { id: 'B', text: 'bb' },
        { id: 'C', text: 'cc' },
        { id: 'D', text: 'dd' },
      ],
      type: 'single',
      correctAnswer: 'C',
      difficulty: 'hard',
      explanation: 'Why.',
    });
  });

  it('tolerates a byte-order mark and CRLF line ends, also inside quoted fields', () => {
    const result = parseCsv(`\uFEFF${GOOD.replace(/\n/g, '\r\n')}\r\n`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => q.line)).toEqual([2, 3, 8]);
    expect(result.questions[1]!.text).toBe('Which port, by default,\ndoes "HTTPS" use?');
  });

  const good = 'Good?,a,b,c,d,A,easy,Fine.';
  const row = (fields: Partial<Record<'text' | 'A' | 'B' | 'C' | 'D' | 'correct' | 'difficulty' | 'explanation', string>>) =>
    [fields.text ?? 'Q?', fields.A ?? 'a', fields.B ?? 'b', fields.C ?? 'c', fields.D ?? 'd', fields.correct ?? 'A', fields.difficulty ?? 'easy', fields.explanation ?? 'Why.'].join(',');

  it.each([
    ['a missing answer', row({ correct: '' }), 'The correct column names no option: write one letter such as B, or two or three such as A, C'],
    ['an answer letter outside A to D', row({ correct: 'E' }), 'The correct column names "E", which is not an option: use the letters A, B, C and D'],
    ['an empty option', row({ C: '  ' }), 'Option text is required'],
    ['an empty explanation', row({ explanation: '""' }), 'Explanation is required'],
    ['a missing text', row({ text: '' }), 'Question text is required'],
    ['a bad difficulty', row({ difficulty: 'extreme' }), 'Difficulty must be easy, medium or hard'],
    ['too few fields (three options)', 'Q?,a,b,c,A,easy,Why.', 'This row has 7 fields but the header has 8 (put quotes around a text that holds a comma)'],
    ['too many fields (five options)', 'Q?,a,b,c,d,e,A,easy,Why.', 'This row has 9 fields but the header has 8 (put quotes around a text that holds a comma)'],
    ['text after a closing quote', '"Q?" extra,a,b,c,d,A,easy,Why.', 'A closing quote must be followed by a comma or the end of the line (write "" for a quote inside a quoted field)'],
  ])('reports %s at the line where the record starts', (_name, broken, message) => {
    const result = parseCsv([HEADER, good, '"Multi', 'line",a,b,c,d,A,easy,Why.', broken, good].join('\n'), opts);
    expect(result.errors).toEqual([{ line: 5, message }]);
    expect(result.questions.map((q) => q.line)).toEqual([2, 3, 6]);
  });

  it('reports an unclosed quote at the line where its record starts and reads nothing after it', () => {
    const result = parseCsv([HEADER, good, 'Q?,"a,b,c,d,A,easy,Why.', good, good].join('\n'), opts);
    expect(result.errors).toEqual([{ line: 3, message: 'A quoted field is never closed: a closing " is missing' }]);
    expect(result.questions.map((q) => q.line)).toEqual([2]);
  });

  it.each([
    ['a missing column', 'text,A,B,C,correct,difficulty,explanation', 'missing: D'],
    ['a fifth option column', `${HEADER},E`, 'unknown: E'],
    ['a misspelt column', 'text,A,B,C,D,correct,difficulty,explaination', 'missing: explanation; unknown: explaination'],
    ['a repeated column', `${HEADER},text`, 'repeated: text'],
  ])('refuses a header with %s, naming the problem', (_name, header, problem) => {
    const result = parseCsv(`${header}\n${good}\n`, opts);
    expect(result.questions).toEqual([]);
    expect(result.errors).toEqual([{ line: 1, message: `The header must name the columns text, A, B, C, D, correct, difficulty, explanation (${problem})` }]);
  });

  it('reads nothing from an empty file or a header alone', () => {
    const nothing = { questions: [], questionCount: 0, errors: [], errorCount: 0 };
    expect(parseCsv('', opts)).toEqual(nothing);
    expect(parseCsv(`\uFEFF${HEADER}\r\n\r\n`, opts)).toEqual(nothing);
  });
});

describe('CSV writer', () => {
  it('writes a BOM, the header and CRLF records, quoting only the fields that need it', () => {
    const text = writeCsv([
      {
        text: 'Say "hi", then\nleave?',
        options: [
          { id: 'A', text: 'a' },
          { id: 'B', text: 'b, c' },
          { id: 'C', text: 'c' },
          { id: 'D', text: 'd' },
        ],
        type: 'single',
        correctAnswer: 'C',
        difficulty: 'medium',
        explanation: 'Why.',
      },
    ]);
    expect(text).toBe(`\uFEFF${HEADER}\r\n"Say ""hi"", then\nleave?",a,"b, c",c,d,C,medium,Why.\r\n`);
    expect(parseCsv(text, opts).questions[0]).toMatchObject({ text: 'Say "hi", then\nleave?', options: [{ text: 'a' }, { text: 'b, c' }, { text: 'c' }, { text: 'd' }] });
  });
});

describe('CSV multiple-answer questions', () => {
  const good = 'Good?,a,b,c,d,A,easy,Fine.';
  const line = (correct: string, type?: string) => `Q?,a,b,c,d,${correct},easy,Why.${type === undefined ? '' : `,${type}`}`;

  it.each([['AC'], ['"A,C"'], ['"a, c"'], ['CA'], ['A C']])('reads the correct cell %s as the key AC of a multiple-answer question', (correct) => {
    const result = parseCsv(`${HEADER}\n${line(correct)}\n`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions[0]).toMatchObject({ type: 'multiple', correctAnswer: 'AC' });
  });

  it('reads an optional type column, an empty cell inferring the type', () => {
    const result = parseCsv(`${HEADER},type\n${line('BD', 'multiple')}\n${line('B', '')}\n${line('C', 'Single')}\n`, opts);
    expect(result.errors).toEqual([]);
    expect(result.questions.map((q) => [q.type, q.correctAnswer])).toEqual([
      ['multiple', 'BD'],
      ['single', 'B'],
      ['single', 'C'],
    ]);
  });

  it.each([
    ['an empty item', line('"A,,C"'), 'The correct column has an empty item between commas ("A,,C"): write the letters as A, C'],
    ['four letters', line('ABCD'), 'All four options are marked correct: a multiple-answer question has two or three correct options'],
    ['a letter that is not an option', line('"A,F"'), 'The correct column names "F", which is not an option: use the letters A, B, C and D'],
    ['a repeated letter', line('AA'), 'The correct column names A twice: name each correct option once'],
    ['one letter where multiple is declared', line('B', 'multiple'), 'The question is declared multiple but names one correct option: name two or three, or declare it single'],
    ['two letters where single is declared', line('AB', 'single'), 'The question is declared single but names two correct options: name one, or declare it multiple'],
    ['an unknown type', line('AB', 'many'), 'The type must be single or multiple, not "many"'],
  ])('reports %s at the line where the record starts, in one sentence', (_name, broken, message) => {
    // Every row gets a type cell (empty for the good ones) so that the file can have the type column.
    const typed = (row: string) => (row === broken && /,(single|multiple|many)$/.test(row) ? row : `${row},`);
    const result = parseCsv([`${HEADER},type`, typed(good), typed(broken), typed(good)].join('\n'), opts);
    expect(result.errors).toEqual([{ line: 3, message }]);
    expect(result.questions.map((q) => q.line)).toEqual([2, 4]);
  });
});

describe('CSV formula injection', () => {
  const question = (texts: [string, string, string, string, string, string]) => ({
    text: texts[0],
    options: (['A', 'B', 'C', 'D'] as const).map((id, i) => ({ id, text: texts[i + 1]! })),
    type: 'single' as const,
    correctAnswer: 'A',
    difficulty: 'easy' as const,
    explanation: texts[5],
  });

  it("puts a ' before cells that start with = + - @ (and before ones already so guarded), and reads them back byte for byte", () => {
    const q = question(['=HYPERLINK("http://x")', '+1', '-1', '@SUM(A1)', "'=already quoted", "'plain apostrophe"]);
    const text = writeCsv([q]);
    expect(text.split('\r\n')[1]).toBe(`"'=HYPERLINK(""http://x"")",'+1,'-1,'@SUM(A1),''=already quoted,A,easy,'plain apostrophe`);
    expect(parseCsv(text, opts).questions).toEqual([{ ...q, line: 2 }]);
  });

  it('guards a cell that starts with a tab or a carriage return', () => {
    // The question rules trim texts, so these only reach a cell through the writer directly.
    expect(writeCsv([question(['\tx', '\ry', 'b', 'c', 'd', 'e'])]).split('\r\n')[1]).toBe(`'\tx,"'\ry",b,c,d,A,easy,e`);
  });

  it("keeps a ' a person typed before a text that is not a formula", () => {
    const result = parseCsv(`${HEADER}\n'quoted,a,b,c,d,A,easy,Why.\n`, opts);
    expect(result.questions[0]!.text).toBe("'quoted");
  });
});
