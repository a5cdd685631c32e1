/**
 * GIFT (Moodle), multiple-choice questions only: an optional `::title::`, the question text, then in
 * braces four answers (they become options A to D in file order) and the general feedback after
 * `####`, which is the explanation. A single-answer question marks its right answer with `=` and the
 * others with `~`; a multiple-answer question gives every answer a weight, as Moodle writes it:
 * `~%50%right ~%50%right ~%-100%wrong ~%-100%wrong` (positive weights are the right answers and add up
 * to 100%; `=` is not mixed with weights). A `// difficulty: hard` comment line sets the difficulty of
 * the question it precedes or sits in; other `//` lines are comments. Questions are separated by blank
 * lines. Escapes: \~ \= \# \{ \} \: \\ as Moodle writes them, \n for a line break, and \% for a
 * `%` at the start of an answer (which would otherwise open a weight). The writer puts each text on
 * one line, so Markdown (code blocks, indentation, backticks, braces) comes back byte for byte.
 * Scanning is by hand, character by character, so the time is linear in the file.
 */
import { OPTION_IDS, type QuestionContent } from '@common/schemas/question';
import { addChecked, addError, emptyResult, normalizeText, type ParseOptions, type ParseResult } from './types';
import { quote } from './answer-key';
import { validateQuestion } from './validate';

const SPECIAL = '~=#{}:%';

/** The value of a `// difficulty: x` comment line (already trimmed), or undefined. */
function difficultyComment(line: string): string | undefined {
  const rest = line.slice(2).trimStart();
  if (rest.slice(0, 10).toLowerCase() !== 'difficulty') return undefined;
  const after = rest.slice(10).trimStart();
  return after.startsWith(':') ? after.slice(1).trim() : undefined;
}

interface Block {
  line: number;
  lines: string[];
  difficulty?: string;
}

/** Hands each question's block of lines to `onBlock` as soon as its blank line (or the file) ends it. */
function forEachBlock(text: string, onBlock: (block: Block) => void): void {
  let current: Block | undefined;
  let pending: string | undefined;
  const lines = normalizeText(text).split('\n');
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i]!;
    const line = raw.trim();
    if (line === '') {
      if (current) onBlock(current);
      current = undefined;
      continue;
    }
    if (line.startsWith('//')) {
      const d = difficultyComment(line);
      if (d !== undefined) {
        if (current) current.difficulty = d;
        else pending = d;
      }
      continue;
    }
    // Moodle writes a category line before its questions; there is no category here.
    if (!current && line.startsWith('$CATEGORY:')) continue;
    if (!current) {
      current = { line: i + 1, lines: [], difficulty: pending };
      pending = undefined;
    }
    current.lines.push(raw);
  }
  if (current) onBlock(current);
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

/** Reads one question into `result`: the question, or its problems (written only while they are listed). */
function parseBlock(block: Block, options: ParseOptions, result: ParseResult): void {
  const fail = (...messages: (string | (() => string))[]) => {
    for (const message of messages) addError(result, block.line, message);
  };
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
  // Answers are counted, and only four are ever read: a line of a million ~ costs a count.
  const markers: number[] = [];
  let answerCount = 0;
  for (let i = findUnescaped(s, '=~', open + 1, answersEnd); i !== -1; i = findUnescaped(s, '=~', i + 1, answersEnd)) {
    if (answerCount++ < 4) markers.push(i);
  }
  if (s.slice(open + 1, markers[0] ?? answersEnd).trim() !== '') return fail('Each answer must start with = (the right one) or ~ (a wrong one)');
  const explanation = feedback === -1 ? undefined : unescape(s.slice(feedback + 4, close)).trim();
  const explanationProblems = explanation === undefined ? ['The explanation is missing: write it after #### before the closing }'] : explanation === '' ? ['The explanation after #### is empty'] : [];
  if (answerCount !== 4) {
    return fail(() => `A question needs exactly four answers, one = and three ~ (or four with weights); this one has ${answerCount}`, ...explanationProblems);
  }
  const answers = markers.map((m, k) => readAnswer(s[m] === '=', s.slice(m + 1, markers[k + 1] ?? answersEnd)));

  const problems: string[] = [];
  if (answers.some((a) => findUnescaped(a.raw, '#', 0) !== -1)) problems.push('Feedback on a single answer (#) is not supported: write the explanation after #### instead');
  const weightProblem = answers.find((a) => a.problem)?.problem;
  if (weightProblem) problems.push(weightProblem);
  const weighted = answers.some((a) => a.weight !== undefined);
  let correct = '';
  if (weighted && !weightProblem) {
    const problem = weightsProblem(answers);
    if (problem) problems.push(problem);
    correct = answers.flatMap((a, k) => (a.weight! > 0 ? [OPTION_IDS[k]] : [])).join('');
  } else if (!weighted) {
    const rights = answers.filter((a) => a.right).length;
    if (rights !== 1) {
      problems.push(
        `A question needs exactly one right answer marked with =; this one has ${rights}${rights > 1 ? ' (for a multiple-answer question give every answer a weight: ~%50%A ~%50%C ~%-100%B ~%-100%D)' : ''}`,
      );
    }
    correct = OPTION_IDS[answers.findIndex((a) => a.right)] ?? '';
  }
  problems.push(...explanationProblems);
  if (problems.length > 0) return fail(...problems);

  const difficulty = block.difficulty?.toLowerCase() ?? options.defaultDifficulty;
  addChecked(
    result,
    validateQuestion(
      {
        text: unescape(s.slice(pos, open)),
        options: answers.map((a, k) => ({ id: OPTION_IDS[k], text: unescape(a.text) })),
        type: weighted ? 'multiple' : 'single',
        correctAnswer: correct,
        difficulty,
        explanation,
      },
      block.line,
    ),
  );
}

interface Answer {
  right: boolean;
  /** The answer as written after its = or ~, weight included. */
  raw: string;
  /** The answer's text, still escaped. */
  text: string;
  /** Percent, for `~%50%text`. */
  weight?: number;
  problem?: string;
}

function readAnswer(right: boolean, raw: string): Answer {
  if (!raw.startsWith('%')) return { right, raw, text: raw };
  const end = raw.indexOf('%', 1);
  if (end === -1) return { right, raw, text: raw, problem: 'A weight is not closed: write it as ~%50%text (or \\% for a text that starts with %)' };
  const written = raw.slice(1, end).trim();
  const weight = written.length <= 12 && /^[+-]?\d+(\.\d+)?$/.test(written) ? Number(written) : NaN;
  if (right) {
    return { right, raw, text: raw, weight, problem: 'An answer marked = takes no weight: in a multiple-answer question write ~%50%text for a right answer and ~%-100%text for a wrong one' };
  }
  if (Number.isNaN(weight) || weight < -100 || weight > 100) {
    return { right, raw, text: raw, problem: `The weight ${quote(`%${written}%`)} must be a percentage from -100 to 100, such as ~%50% or ~%-100%` };
  }
  return { right, raw, text: raw.slice(end + 1), weight };
}

/** Why the weights of a multiple-answer question do not make two or three right answers worth 100%. */
function weightsProblem(answers: readonly Answer[]): string | undefined {
  if (answers.some((a) => a.right)) {
    return 'Do not mix = with weights: in a multiple-answer question give every answer a weight (~%50%A ~%50%C ~%-100%B ~%-100%D)';
  }
  if (answers.some((a) => a.weight === undefined)) {
    return 'Give every answer a weight in a multiple-answer question: ~%-100%text for a wrong one';
  }
  const rights = answers.filter((a) => a.weight! > 0);
  if (rights.length === 1) {
    return 'A multiple-answer question needs two or three right answers (positive weights); this one has one: for one right answer write it with = and the others with ~';
  }
  if (rights.length < 2 || rights.length > 3) {
    return `A multiple-answer question needs two or three right answers (positive weights); this one has ${rights.length === 0 ? 'none' : rights.length}`;
  }
  const sum = rights.reduce((total, a) => total + a.weight!, 0);
  if (Math.abs(sum - 100) > 0.5) {
    return `The positive weights add up to ${Math.round(sum * 1000) / 1000}%, not 100%: share 100% among the right answers (~%50% each for two, ~%33.33333% each for three)`;
  }
  return undefined;
}

export function parseGift(text: string, options: ParseOptions): ParseResult {
  const result = emptyResult();
  forEachBlock(text, (block) => parseBlock(block, options, result));
  return result;
}

/** Escapes GIFT's reserved characters; line breaks become \n, so each part stays on one line. */
function escape(s: string): string {
  return s.replace(/[\\~=#{}:]/g, (c) => `\\${c}`).replace(/\r\n?|\n/g, '\\n');
}

/** An answer's text; a leading % would open a weight, so it is escaped too. */
function escapeAnswer(s: string): string {
  const escaped = escape(s);
  return escaped.startsWith('%') ? `\\${escaped}` : escaped;
}

const RIGHT_WEIGHTS: Record<number, string> = { 2: '50', 3: '33.33333' };

export function writeGift(questions: readonly QuestionContent[]): string {
  return questions
    .map((q, i) => {
      // A line starting with // is a comment, so such a text needs a title in front of it.
      const title = q.text.startsWith('//') ? `::Question ${i + 1}::` : '';
      const multiple = q.type === 'multiple';
      const marker = (id: string) => {
        const right = q.correctAnswer.includes(id);
        if (!multiple) return right ? '=' : '~';
        return right ? `~%${RIGHT_WEIGHTS[q.correctAnswer.length] ?? '50'}%` : '~%-100%';
      };
      return [`// difficulty: ${q.difficulty}`, `${title}${escape(q.text)} {`, ...q.options.map((o) => `${marker(o.id)}${escapeAnswer(o.text)}`), `#### ${escape(q.explanation)}`, '}'].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
