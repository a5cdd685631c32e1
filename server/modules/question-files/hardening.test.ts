/**
 * Hostile files: the shapes that made earlier parsers quadratic (one long pathological line) or
 * flooded the answer (millions of problems). Their parse times are benchmark figures
 * (bench/import-parsing.ts, docs/performance.md); here, what cannot flake: each file is read to its
 * end, at most 100 problems are listed, the totals are exact, and no message quotes more than a
 * few dozen characters of the file.
 */
import { describe, expect, it } from 'vitest';
import { IMPORT_LIST_MAX } from '@common/schemas/question-file';
import { parseQuestionFile, type FileFormat } from './index';
import { parseQuestionFileOffLoop, WORKER_THRESHOLD } from './off-loop';

const opts = { defaultDifficulty: 'medium' } as const;
const MIB = 1024 * 1024;
const CSV_HEADER = 'text,A,B,C,D,correct,difficulty,explanation\n';

/** `unit` repeated to about `size` characters between `prefix` and `suffix`. */
const fill = (size: number, unit: string, prefix = '', suffix = '') => prefix + unit.repeat(Math.ceil((size - prefix.length - suffix.length) / unit.length)) + suffix;
const count = (size: number, unit: string, prefix = '') => Math.ceil((size - prefix.length) / unit.length);

const SIZE = 2 * MIB;

const CASES: [FileFormat, string, string, number][] = [
  ['aiken', 'one line: "A." and spaces', fill(SIZE, ' ', 'A.', 'x'), 1],
  ['aiken', 'one line: ANSWER: and spaces', fill(SIZE, ' ', 'Q\nA. a\nB. b\nC. c\nD. d\nANSWER:', 'x'), 1],
  ['aiken', 'one line of ``` fences', fill(SIZE, '```'), 1],
  ['aiken', 'broken questions', fill(SIZE, 'Q\nA. a\nANSWER: A\n\n'), count(SIZE, 'Q\nA. a\nANSWER: A\n\n')],
  ['gift', 'one line: // difficulty: and spaces before a question', fill(SIZE, ' ', '// difficulty:', 'x\nQ {=a ~b ~c ~d #### e}'), 1],
  ['gift', 'one line of {', fill(SIZE, '{'), 1],
  ['gift', 'one question of ~% answers', fill(SIZE, '~%', 'Q {', '}'), 2],
  ['gift', 'one question of =a answers', fill(SIZE, '=a ', 'Q {', '}'), 2],
  ['gift', 'broken questions', fill(SIZE, '{}\n\n'), count(SIZE, '{}\n\n') * 2],
  ['csv', 'one line of commas', fill(SIZE, ','), 1],
  ['csv', 'one line of quotes', fill(SIZE, '"'), 1],
  ['csv', 'rows with too few fields', fill(SIZE, ',\n', CSV_HEADER), count(SIZE, ',\n', CSV_HEADER)],
  ['csv', 'rows with a bad key', fill(SIZE, 'x,a,b,c,d,"A,,C",,e\n', CSV_HEADER), count(SIZE, 'x,a,b,c,d,"A,,C",,e\n', CSV_HEADER)],
  ['json', 'one line of non-questions', fill(SIZE, '{"a":1},', '[', '{}]'), count(SIZE - 3, '{"a":1},', '[') + 1],
  ['json', 'one line of numbers', fill(SIZE, '1,', '[', '1]'), count(SIZE - 2, '1,', '[') + 1],
  ['json', 'one line of [', fill(SIZE, '['), 1],
  ['json', 'one string on one line', fill(SIZE, 'a', '["', '"]'), 1],
];

describe('hostile question files', () => {
  it.each(CASES)('%s, %s: read to the end, at most 100 problems listed, the total exact', (format, _name, text, errorCount) => {
    const result = parseQuestionFile(format, text, opts);
    expect(result.questionCount).toBe(0);
    expect(result.errorCount).toBe(errorCount);
    expect(result.errors).toHaveLength(Math.min(errorCount, IMPORT_LIST_MAX));
    for (const error of result.errors) expect(error.message.length).toBeLessThan(400);
    // In file order, each at a real line.
    const lines = result.errors.map((e) => e.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
    expect(Math.max(...lines)).toBeLessThanOrEqual(text.split('\n').length);
  });

  it('keeps only the preview of the questions once a file has a problem, but counts them all', () => {
    const question = (i: number) => `Q${i}?\nA. a\nB. b\nC. c\nD. d\nANSWER: A\nEXPLANATION: e\n\n`;
    const text = `${Array.from({ length: 300 }, (_, i) => question(i)).join('')}Broken?\nA. a\n\n${Array.from({ length: 300 }, (_, i) => question(300 + i)).join('')}`;
    const result = parseAiken(text);
    expect(result.questionCount).toBe(600);
    expect(result.questions).toHaveLength(IMPORT_LIST_MAX);
    expect(result.questions.map((q) => q.text).slice(0, 2)).toEqual(['Q0?', 'Q1?']);
    expect(result.errors).toEqual([{ line: 300 * 8 + 1, message: 'A question needs exactly four options, A to D; this one has 1' }]);
  });
});

function parseAiken(text: string) {
  return parseQuestionFile('aiken', text, opts);
}

describe('parsing off the event loop', () => {
  it('parses a large file in a worker: the event loop turns while it parses, and the result is the same', async () => {
    const text = fill(WORKER_THRESHOLD * 2, 'Q\nA. a\nANSWER: A\n\n');
    let turns = 0;
    let done = false;
    const ticker = () => {
      if (done) return;
      turns++;
      setImmediate(ticker);
    };
    setImmediate(ticker);
    const result = await parseQuestionFileOffLoop('aiken', text, opts);
    done = true;
    // Parsed on the loop, the promise would be settled before the loop turned even once.
    expect(turns).toBeGreaterThan(1);
    expect(result).toEqual(parseQuestionFile('aiken', text, opts));
  });

  it('parses a small file at once, without a worker', async () => {
    let turned = false;
    setImmediate(() => (turned = true));
    const result = await parseQuestionFileOffLoop('csv', `${CSV_HEADER}Q?,a,b,c,d,A,,e\n`, opts);
    expect(turned).toBe(false);
    expect(result.questionCount).toBe(1);
  });

  it('runs large files one after the other and answers each', async () => {
    const texts = [1, 2, 3].map((n) => fill(WORKER_THRESHOLD + n, `Q${n}\nA. a\nANSWER: A\n\n`));
    const results = await Promise.all(texts.map((t) => parseQuestionFileOffLoop('aiken', t, opts)));
    expect(results.map((r) => r.errorCount)).toEqual(texts.map((t) => parseQuestionFile('aiken', t, opts).errorCount));
  });
});
