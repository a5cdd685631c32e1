/**
 * Aiken, with our extensions:
 *
 *   What does this print?            <- the stem: every line before the first option line, kept as
 *   ```js                               written (indentation, blank lines, Markdown); a line inside a
 *     console.log(1 + 1);               ``` fence is never read as an option or ANSWER line
 *   ```
 *   A. 2                             <- four option lines `A. text` to `D. text` (or `A)`)
 *   B. 11
 *   C. undefined
 *   D. NaN
 *   ANSWER: A                        <- one letter, or two or three for a multiple-answer question
 *   TYPE: single                        (`ANSWER: A, C`; also `AC` or `A C`); TYPE is optional and
 *   DIFFICULTY: easy                    inferred from the letters; DIFFICULTY and EXPLANATION are ours
 *   EXPLANATION: The sum is `2`.
 *
 * A blank line outside the stem ends a question. Options and the explanation are one line each: in
 * them, and only there, `\n` stands for a line break and `\\` for a backslash (any other backslash is
 * itself), so a multi-line option or explanation is written and read back byte for byte. The stem
 * needs no escape; the writer refuses (AikenWriteError) a question whose stem has a line that would
 * read as an option or ANSWER line outside a code fence, or a fence left open: Aiken cannot hold it,
 * and the other formats can.
 *
 * Lines are classified by hand, without regular expressions, so the time is linear in the file.
 */
import { OPTION_IDS, type QuestionContent } from '@common/schemas/question';
import { quote, readAnswerKey } from './answer-key';
import { addErrors, addQuestion, emptyResult, normalizeText, type ParseOptions, type ParseResult } from './types';
import { validateQuestion } from './validate';

export class AikenWriteError extends Error {}

const isBlank = (line: string) => line.trim() === '';
const isFence = (line: string) => line.trimStart().startsWith('```');
const isAsciiLetter = (c: string | undefined) => c !== undefined && ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'));

/** `A. text` or `a) text` (any letter, so that a fifth option is reported rather than read as text). */
function optionOf(line: string): { id: string; text: string } | undefined {
  const t = line.trimStart();
  if (!isAsciiLetter(t[0]) || (t[1] !== '.' && t[1] !== ')')) return undefined;
  if (t.length > 2 && t[2] !== ' ' && t[2] !== '\t') return undefined;
  return { id: t[0]!.toUpperCase(), text: unescapeLine(t.slice(2).trim()) };
}

/** The value after `NAME:` (any case) on a line, or undefined when the line is not that field. */
function fieldOf(line: string, name: string): string | undefined {
  const t = line.trimStart();
  if (t.length <= name.length || t[name.length] !== ':' || t.slice(0, name.length).toUpperCase() !== name) return undefined;
  return t.slice(name.length + 1).trim();
}

/** `\n` is a line break and `\\` a backslash; any other backslash stands for itself. */
function unescapeLine(s: string): string {
  if (!s.includes('\\')) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    const next = s[i + 1];
    if (c === '\\' && (next === 'n' || next === '\\')) {
      out += next === 'n' ? '\n' : '\\';
      i++;
    } else out += c;
  }
  return out;
}

function escapeLine(s: string): string {
  return s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n');
}

export function parseAiken(text: string, parseOptions: ParseOptions): ParseResult {
  const result = emptyResult();
  const lines = normalizeText(text).split('\n');
  const n = lines.length;
  let i = 0;
  const skipToBlank = () => {
    while (i < n && !isBlank(lines[i]!)) i++;
  };

  while (i < n) {
    if (isBlank(lines[i]!)) {
      i++;
      continue;
    }
    const line = i + 1;
    const fail = (message: string) => {
      addErrors(result, [{ line, message }]);
      skipToBlank();
    };

    // The stem, up to the first option or ANSWER line outside a code fence.
    const stemStart = i;
    let fenceLine = 0;
    while (i < n) {
      const l = lines[i]!;
      if (fenceLine > 0) {
        if (isFence(l)) fenceLine = 0;
        i++;
        continue;
      }
      if (optionOf(l) || fieldOf(l, 'ANSWER') !== undefined) break;
      if (isFence(l)) fenceLine = i + 1;
      i++;
    }
    const stem = lines.slice(stemStart, i).join('\n');
    if (fenceLine > 0) {
      fail(`The code block opened with \`\`\` on line ${fenceLine} is never closed: close it with a \`\`\` line before the options`);
      continue;
    }
    if (i >= n) {
      addErrors(result, [{ line, message: 'The options are missing: write four lines A. to D. after the question text, then ANSWER:' }]);
      continue;
    }
    if (stem.trim() === '') {
      fail('The question text is missing before the options');
      continue;
    }

    const options: { id: string; text: string }[] = [];
    while (i < n) {
      const o = optionOf(lines[i]!);
      if (!o) break;
      options.push(o);
      i++;
    }
    if (options.length !== 4) {
      fail(`A question needs exactly four options, A to D; this one has ${options.length}`);
      continue;
    }
    if (options.map((o) => o.id).join('') !== OPTION_IDS.join('')) {
      fail('Options must be labelled A, B, C and D in that order');
      continue;
    }
    const answer = i < n ? fieldOf(lines[i]!, 'ANSWER') : undefined;
    if (answer === undefined) {
      fail('The ANSWER line is missing after the options');
      continue;
    }
    i++;

    let difficulty: string = parseOptions.defaultDifficulty;
    let explanation: string | undefined;
    let type: string | undefined;
    let unexpected: string | undefined;
    for (; i < n && !isBlank(lines[i]!); i++) {
      const l = lines[i]!;
      const d = fieldOf(l, 'DIFFICULTY');
      const e = d === undefined ? fieldOf(l, 'EXPLANATION') : undefined;
      const t = d === undefined && e === undefined ? fieldOf(l, 'TYPE') : undefined;
      if (d !== undefined) difficulty = d.toLowerCase();
      else if (e !== undefined) explanation = unescapeLine(e);
      else if (t !== undefined) type = t;
      else {
        unexpected = l.trim();
        break;
      }
    }
    if (unexpected !== undefined) {
      fail(`Unexpected line after the answer: ${quote(unexpected, 60)} (leave a blank line between questions)`);
      continue;
    }
    if (explanation === undefined || explanation.trim() === '') {
      addErrors(result, [{ line, message: 'The EXPLANATION line is missing or empty' }]);
      continue;
    }
    const key = readAnswerKey(answer, type, 'ANSWER');
    const { question, errors } = validateQuestion(
      { text: stem, options, type: 'key' in key ? key.type : undefined, correctAnswer: 'key' in key ? key.key : '', difficulty, explanation },
      line,
      'problem' in key ? key.problem : undefined,
    );
    if (question) addQuestion(result, question);
    addErrors(result, errors);
  }
  return result;
}

/** Why a stem cannot be written as Aiken lines, or undefined. */
function stemProblem(text: string): string | undefined {
  let inFence = false;
  for (const l of text.split('\n')) {
    if (inFence) {
      if (isFence(l)) inFence = false;
    } else if (optionOf(l) || fieldOf(l, 'ANSWER') !== undefined) {
      return `its text has the line ${quote(l.trim())}, which Aiken would read as an option or ANSWER line`;
    } else if (isFence(l)) inFence = true;
  }
  return inFence ? 'its text opens a ``` code block that it never closes' : undefined;
}

export function writeAiken(questions: readonly QuestionContent[]): string {
  return questions
    .map((q, index) => {
      const problem = stemProblem(q.text);
      if (problem) {
        throw new AikenWriteError(`Question ${index + 1} (${quote(q.text.split('\n')[0]!)}) cannot be written as Aiken: ${problem}. Export the module as GIFT, CSV or JSON instead`);
      }
      return [
        q.text,
        ...q.options.map((o) => `${o.id}. ${escapeLine(o.text)}`),
        `ANSWER: ${q.correctAnswer.split('').join(', ')}`,
        `DIFFICULTY: ${q.difficulty}`,
        `EXPLANATION: ${escapeLine(q.explanation)}`,
      ].join('\n');
    })
    .join('\n\n')
    .concat('\n');
}
