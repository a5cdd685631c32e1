/**
 * GIFT (Moodle), multiple-choice questions only: an optional `::title::`, the question text, then in
 * braces one `=right` and three `~wrong` answers (they become options A to D in file order) and the
 * general feedback after `####`, which is the explanation. A `// difficulty: hard` comment line sets
 * the difficulty of the question it precedes or sits in; other `//` lines are comments. Questions are
 * separated by blank lines. Escapes: \~ \= \# \{ \} \: \\ and \n for a line break, as Moodle writes them.
 */
import { OPTION_IDS, type QuestionContent } from '../../../common/schemas/question';
import { normalizeText, type ParseError, type ParseOptions, type ParseResult, type ParsedQuestion } from './types';
import { validateQuestion } from './validate';

const DIFFICULTY_COMMENT = /^\/\/\s*difficulty\s*:\s*(.*?)\s*$/i;
const SPECIAL = '~=#{}:';

interface Block {
  line: number;
  lines: string[];
  difficulty?: string;
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  let pending: string | undefined;
  normalizeText(text)
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '') {
        current = undefined;
        return;
      }
      if (line.startsWith('//')) {
        const d = DIFFICULTY_COMMENT.exec(line);
        if (d) {
          if (current) current.difficulty = d[1]!;
          else pending = d[1]!;
        }
        return;
      }
      // Moodle writes a category line before its questions; there is no category here.
      if (!current && line.startsWith('$CATEGORY:')) return;
      if (!current) {
        current = { line: i + 1, lines: [], difficulty: pending };
        pending = undefined;
        blocks.push(current);
      }
      current.lines.push(raw);
    });
  return blocks;
}

/** Index of the first of `chars` at or after `from` that is not escaped by a backslash, or -1. */
function findUnescaped(s: string, chars: string, from: number, to = s.length): number {
  for (let i = from; i < to; i++) {
    const c = s[i]!;
    if (c === '\\') i++;
    else if (chars.includes(c)) return i;
  }
  return -1;
}

function findUnescapedRun(s: string, run: string, from: number, to = s.length): number {
  for (let i = findUnescaped(s, run[0]!, from, to); i !== -1; i = findUnescaped(s, run[0]!, i + 1, to)) {
    if (i + run.length <= to && s.startsWith(run, i)) return i;
  }
  return -1;
}

function unescape(s: string): string {
  return s.replace(/\\([\s\S])/g, (all, c: string) => (c === 'n' ? '\n' : c === '\\' || SPECIAL.includes(c) ? c : all));
}

function parseBlock(block: Block, options: ParseOptions): { question?: ParsedQuestion; errors: ParseError[] } {
  const fail = (...messages: string[]) => ({ errors: messages.map((message) => ({ line: block.line, message })) });
  const s = block.lines.join('\n');
  let pos = s.length - s.trimStart().length;
  if (s.startsWith('::', pos)) {
    const end = findUnescapedRun(s, '::', pos + 2);
    if (end === -1) return fail('The title is not closed: write ::title:: before the question text');
    pos = end + 2;
  }
  const open = findUnescaped(s, '{}', pos);
  if (open === -1) return fail('The answers are missing: put them in braces { } after the question text');
  if (s[open] === '}') return fail('A closing brace } comes before the opening one (write \\} for a brace in the text)');
  const close = findUnescaped(s, '{}', open + 1);
  if (close === -1) return fail('The answers are not closed: a } is missing before the blank line that ends the question');
  if (s[close] === '{') return fail('A second { inside the answers: close them with } first (write \\{ for a brace in a text)');
  if (s.slice(close + 1).trim() !== '') {
    return fail('Text after the closing } is not supported: write the whole question before the answers and leave a blank line between questions');
  }

  const feedback = findUnescapedRun(s, '####', open + 1, close);
  const answersEnd = feedback === -1 ? close : feedback;
  const markers: number[] = [];
  for (let i = findUnescaped(s, '=~', open + 1, answersEnd); i !== -1; i = findUnescaped(s, '=~', i + 1, answersEnd)) markers.push(i);
  if (s.slice(open + 1, markers[0] ?? answersEnd).trim() !== '') return fail('Each answer must start with = (the right one) or ~ (a wrong one)');
  const answers = markers.map((m, k) => ({ right: s[m] === '=', raw: s.slice(m + 1, markers[k + 1] ?? answersEnd) }));

  const problems: string[] = [];
  if (answers.some((a) => findUnescaped(a.raw, '#', 0) !== -1)) problems.push('Feedback on a single answer (#) is not supported: write the explanation after #### instead');
  if (answers.length !== 4) problems.push(`A question needs exactly four answers, one = and three ~; this one has ${answers.length}`);
  const rights = answers.filter((a) => a.right).length;
  if (rights !== 1) problems.push(`A question needs exactly one right answer marked with =; this one has ${rights}`);
  const explanation = feedback === -1 ? undefined : unescape(s.slice(feedback + 4, close)).trim();
  if (explanation === undefined) problems.push('The explanation is missing: write it after #### before the closing }');
  else if (explanation === '') problems.push('The explanation after #### is empty');
  if (problems.length > 0) return fail(...problems);

  const difficulty = block.difficulty?.toLowerCase() ?? options.defaultDifficulty;
  return validateQuestion(
    {
      text: unescape(s.slice(pos, open)),
      options: answers.map((a, k) => ({ id: OPTION_IDS[k], text: unescape(a.raw) })),
      correctAnswer: OPTION_IDS[answers.findIndex((a) => a.right)],
      difficulty,
      explanation,
    },
    block.line,
  );
}

export function parseGift(text: string, options: ParseOptions): ParseResult {
  const result: ParseResult = { questions: [], errors: [] };
  for (const block of blocksOf(text)) {
    const { question, errors } = parseBlock(block, options);
    if (question) result.questions.push(question);
    result.errors.push(...errors);
  }
  return result;
}

/** Escapes GIFT's reserved characters; line breaks become \n, so each part stays on one line. */
function escape(s: string): string {
  return s.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');
}

export function writeGift(questions: readonly QuestionContent[]): string {
  return questions
    .map((q, i) => {
      // A line starting with // is a comment, so such a text needs a title in front of it.
      const title = q.text.startsWith('//') ? `::Question ${i + 1}::` : '';
      return [
        `// difficulty: ${q.difficulty}`,
        `${title}${escape(q.text)} {`,
        ...q.options.map((o) => `${o.id === q.correctAnswer ? '=' : '~'}${escape(o.text)}`),
        `#### ${escape(q.explanation)}`,
        '}',
      ].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
