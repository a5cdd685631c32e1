/**
 * `npx tsx bench/import-parsing.ts`: how long the question file parsers take on 5 MiB files, valid
 * and hostile, in each format, on the event loop of this process (the server parses files above
 * 256 KiB in a worker thread, so these are the worker's times). Prints a Markdown table for
 * docs/performance.md, "Import parsing"; each figure is the best of --runs (default 3) runs.
 * The pathological files are the shapes that made earlier parsers quadratic or flooded the answer.
 */
import { loadavg } from 'node:os';
import { DIFFICULTIES, OPTION_IDS, type QuestionContent } from '../common/schemas/question';
import { FILE_FORMATS, parseQuestionFile, writeQuestionFile, type FileFormat } from '../server/modules/question-files';

const MIB = 1024 * 1024;
const SIZE = 5 * MIB;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 3;

const long = (i: number): QuestionContent => ({
  text: `Question ${i}: ${'which of these options, "quoted" or not, is right? '.repeat(5)}\n\n\`\`\`js\nfunction f(a) {\n  return a;\n}\n\`\`\``,
  options: OPTION_IDS.map((id) => ({ id, text: `Option ${id} of question ${i}, with \`code\` and some words` })),
  type: i % 2 ? 'multiple' : 'single',
  correctAnswer: i % 2 ? 'AC' : OPTION_IDS[i % 4]!,
  difficulty: DIFFICULTIES[i % 3]!,
  explanation: `Explanation ${i}: ${'a sentence of reasons. '.repeat(8)}`.trim(),
});
const tiny = (i: number): QuestionContent => ({
  text: `Q${i}`,
  options: OPTION_IDS.map((id) => ({ id, text: id })),
  type: 'single',
  correctAnswer: 'A',
  difficulty: 'easy',
  explanation: 'e',
});

/** The smallest file of questions made by `make` that is at least 5 MiB. */
function fileOf(format: FileFormat, make: (i: number) => QuestionContent): string {
  const per = writeQuestionFile(format, [make(10), make(11)]).length - writeQuestionFile(format, [make(10)]).length;
  const count = Math.ceil(SIZE / per) + 10;
  return writeQuestionFile(
    format,
    Array.from({ length: count }, (_, i) => make(i)),
  );
}

const fill = (unit: string, prefix = '', suffix = '') => prefix + unit.repeat(Math.ceil((SIZE - prefix.length - suffix.length) / unit.length)) + suffix;
const CSV_HEADER = 'text,A,B,C,D,correct,difficulty,explanation\n';

const HOSTILE: Record<FileFormat, [string, string][]> = {
  aiken: [
    ['one line: "A." and 5 MiB of spaces', fill(' ', 'A.', 'x')],
    ['one line: ANSWER: and 5 MiB of spaces', fill(' ', 'Q\nA. a\nB. b\nC. c\nD. d\nANSWER:', 'x')],
    ['one line of ``` fences', fill('```')],
    ['5 MiB of broken questions', fill('Q\nA. a\nANSWER: A\n\n')],
  ],
  gift: [
    ['one line: // difficulty: and 5 MiB of spaces', fill(' ', '// difficulty:', 'x\nQ {=a ~b ~c ~d #### e}')],
    ['one line of {', fill('{')],
    ['one question of 5 MiB of ~% answers', fill('~%', 'Q {', '}')],
    ['one question of 5 MiB of =a answers', fill('=a ', 'Q {', '}')],
    ['5 MiB of broken questions ({} and a blank line)', fill('{}\n\n')],
  ],
  csv: [
    ['one line of commas', fill(',')],
    ['one line of quotes', fill('"')],
    ['5 MiB of rows with too few fields', fill(',\n', CSV_HEADER)],
    ['5 MiB of rows with a bad key', fill('x,a,b,c,d,"A,,C",,e\n', CSV_HEADER)],
  ],
  json: [
    ['one line: 5 MiB of non-questions', fill('{"a":1},', '[', '1]')],
    ['one line: 5 MiB of numbers', fill('1,', '[', '1]')],
    ['one line of [', fill('[')],
    ['one line: a string of 5 MiB', fill('a', '["', '"]')],
  ],
};

function time(format: FileFormat, text: string) {
  let best = Infinity;
  let result = parseQuestionFile(format, text, { defaultDifficulty: 'medium' });
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    result = parseQuestionFile(format, text, { defaultDifficulty: 'medium' });
    best = Math.min(best, performance.now() - start);
  }
  return { ms: best, questions: result.questionCount, errors: result.errorCount, listed: result.errors.length };
}

const rows: string[] = [];
for (const format of FILE_FORMATS) {
  const cases: [string, string][] = [['valid: long questions with Markdown, both types', fileOf(format, long)], ['valid: the shortest questions', fileOf(format, tiny)], ...HOSTILE[format]];
  for (const [name, text] of cases) {
    const t = time(format, text);
    rows.push(
      `| ${format} | ${name} | ${(text.length / MIB).toFixed(1)} | ${t.questions.toLocaleString('en')} | ${t.errors.toLocaleString('en')} (${t.listed} listed) | ${Math.round(t.ms).toLocaleString('en')} |`,
    );
    console.error(rows.at(-1));
  }
}
console.log(`Node ${process.version}, load average ${loadavg()[0]!.toFixed(1)} at the end, best of ${runs} runs\n`);
console.log('| Format | File | MiB | Questions | Errors | Parse ms |\n|---|---|--:|--:|--:|--:|');
console.log(rows.join('\n'));
