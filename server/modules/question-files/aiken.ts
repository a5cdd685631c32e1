/**
 * Aiken: the question line, four lines `A. text` to `D. text` (or `A)`), `ANSWER: B`, then our two
 * optional lines `DIFFICULTY: easy|medium|hard` and `EXPLANATION: text`; a blank line between questions.
 */
import { OPTION_IDS, type QuestionContent } from '../../../common/schemas/question';
import { normalizeText, type ParseError, type ParseOptions, type ParseResult, type ParsedQuestion } from './types';
import { validateQuestion } from './validate';

const OPTION_LINE = /^([A-Za-z])[.)]\s+(.*)$/;
const ANSWER_LINE = /^ANSWER:\s*(.*)$/i;
const DIFFICULTY_LINE = /^DIFFICULTY:\s*(.*)$/i;
const EXPLANATION_LINE = /^EXPLANATION:\s*(.*)$/i;

interface Block {
  line: number;
  lines: { n: number; text: string }[];
}

function blocksOf(text: string): Block[] {
  const blocks: Block[] = [];
  let current: Block | undefined;
  normalizeText(text)
    .split('\n')
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '') {
        current = undefined;
        return;
      }
      if (!current) {
        current = { line: i + 1, lines: [] };
        blocks.push(current);
      }
      current.lines.push({ n: i + 1, text: line });
    });
  return blocks;
}

function parseBlock(block: Block, parseOptions: ParseOptions): { question?: ParsedQuestion; errors: ParseError[] } {
  const errors: ParseError[] = [];
  const fail = (message: string) => ({ errors: [...errors, { line: block.line, message }] });
  const lines = block.lines;
  let i = 0;
  const textParts: string[] = [];
  while (i < lines.length && !OPTION_LINE.test(lines[i]!.text) && !ANSWER_LINE.test(lines[i]!.text)) {
    textParts.push(lines[i]!.text);
    i++;
  }
  if (textParts.length === 0) return fail('The question text is missing before the options');
  const options: { id: string; text: string }[] = [];
  while (i < lines.length && OPTION_LINE.test(lines[i]!.text)) {
    const m = OPTION_LINE.exec(lines[i]!.text)!;
    options.push({ id: m[1]!.toUpperCase(), text: m[2]!.trim() });
    i++;
  }
  if (options.length !== 4) return fail(`A question needs exactly four options, A to D; this one has ${options.length}`);
  const expected = OPTION_IDS.join('');
  if (options.map((o) => o.id).join('') !== expected) return fail('Options must be labelled A, B, C and D in that order');
  const answerMatch = i < lines.length ? ANSWER_LINE.exec(lines[i]!.text) : null;
  if (!answerMatch) return fail('The ANSWER line is missing after the options');
  const answer = answerMatch[1]!.trim().toUpperCase();
  if (!(OPTION_IDS as readonly string[]).includes(answer)) return fail(`The answer must be a letter from A to D, not "${answerMatch[1]!.trim()}"`);
  i++;
  let difficulty: string = parseOptions.defaultDifficulty;
  let explanation: string | undefined;
  for (; i < lines.length; i++) {
    const line = lines[i]!.text;
    const d = DIFFICULTY_LINE.exec(line);
    const e = EXPLANATION_LINE.exec(line);
    if (d) difficulty = d[1]!.trim().toLowerCase();
    else if (e) explanation = e[1]!.trim();
    else return fail(`Unexpected line after the answer: "${line.slice(0, 60)}" (leave a blank line between questions)`);
  }
  if (explanation === undefined || explanation === '') return fail('The EXPLANATION line is missing or empty');
  return validateQuestion({ text: textParts.join(' '), options, correctAnswer: answer, difficulty, explanation }, block.line);
}

export function parseAiken(text: string, options: ParseOptions): ParseResult {
  const result: ParseResult = { questions: [], errors: [] };
  for (const block of blocksOf(text)) {
    const { question, errors } = parseBlock(block, options);
    if (question) result.questions.push(question);
    result.errors.push(...errors);
  }
  return result;
}

export function writeAiken(questions: readonly QuestionContent[]): string {
  const oneLine = (s: string) => s.replace(/\s*\n\s*/g, ' ');
  return questions
    .map((q) =>
      [
        oneLine(q.text),
        ...q.options.map((o) => `${o.id}. ${oneLine(o.text)}`),
        `ANSWER: ${q.correctAnswer}`,
        `DIFFICULTY: ${q.difficulty}`,
        `EXPLANATION: ${oneLine(q.explanation)}`,
      ].join('\n'),
    )
    .join('\n\n')
    .concat('\n');
}
