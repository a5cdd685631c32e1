/**
 * JSON: an array of `{text, options: [{id, text}, ...], type, correctAnswer, difficulty, explanation}`;
 * type and difficulty may be left out. `correctAnswer` is `"B"`, or `"AC"` for a multiple-answer
 * question (`"A,C"` and `"a c"` are read too); texts keep their Markdown as JSON strings hold it. The text is scanned once by a small JSON reader of our own, because
 * JSON.parse neither says on which line a syntax error is nor where each question starts.
 */
import { OPTION_IDS, type QuestionContent } from '@common/schemas/question';
import { addErrors, addQuestion, emptyResult, normalizeText, type ParseOptions, type ParseResult } from './types';
import { quote, readAnswerKey } from './answer-key';
import { validateQuestion } from './validate';

const FIELDS = ['text', 'options', 'type', 'correctAnswer', 'difficulty', 'explanation'];
const MAX_DEPTH = 64;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** Checks JSON syntax and returns where each element of the top-level array starts. */
class JsonScanner {
  private pos = 0;

  constructor(private readonly s: string) {}

  topLevelArray(): { isArray: boolean; starts: number[] } {
    this.ws();
    const starts: number[] = [];
    if (this.s[this.pos] !== '[') {
      this.value(0);
      this.end();
      return { isArray: false, starts };
    }
    this.pos++;
    this.ws();
    if (this.s[this.pos] === ']') {
      this.pos++;
    } else {
      for (;;) {
        this.ws();
        starts.push(this.pos);
        this.value(1);
        this.ws();
        const c = this.s[this.pos];
        if (c === ',') {
          this.pos++;
          continue;
        }
        if (c === ']') {
          this.pos++;
          break;
        }
        this.fail(c === undefined ? 'The file ends before the closing ] of the list' : `Expected a comma or ] after a question, found ${this.describe()}`);
      }
    }
    this.end();
    return { isArray: true, starts };
  }

  private end() {
    this.ws();
    if (this.pos < this.s.length) this.fail(`Unexpected ${this.describe()} after the end of the JSON value`);
  }

  private fail(message: string, at = this.pos): never {
    throw new JsonSyntaxError(message, at);
  }

  private describe(): string {
    const c = this.s[this.pos];
    if (c === undefined) return 'the end of the file';
    if (c === '\n') return 'a line break';
    // A bare word (tru, undefined, NaN) in full, anything else by its first character.
    const word = /[\w$.+-]{1,20}/y;
    word.lastIndex = this.pos;
    return `"${word.exec(this.s)?.[0] ?? c}"`;
  }

  private ws() {
    const s = this.s;
    while (this.pos < s.length) {
      const c = s[this.pos];
      if (c !== ' ' && c !== '\t' && c !== '\n' && c !== '\r') break;
      this.pos++;
    }
  }

  private value(depth: number) {
    if (depth > MAX_DEPTH) this.fail('The JSON is nested too deeply');
    this.ws();
    const c = this.s[this.pos];
    if (c === '{') this.object(depth);
    else if (c === '[') this.array(depth);
    else if (c === '"') this.string();
    else if (c === '-' || (c !== undefined && c >= '0' && c <= '9')) this.number();
    else if (this.s.startsWith('true', this.pos)) this.pos += 4;
    else if (this.s.startsWith('false', this.pos)) this.pos += 5;
    else if (this.s.startsWith('null', this.pos)) this.pos += 4;
    else this.fail(c === undefined ? 'The file ends where a value was expected' : `Unexpected ${this.describe()} where a value was expected (texts need double quotes)`);
  }

  private object(depth: number) {
    this.items('}', 'after a field', () => {
      this.ws();
      if (this.s[this.pos] !== '"') this.fail(`Expected a field name in double quotes, found ${this.describe()}`);
      this.string();
      this.ws();
      if (this.s[this.pos] !== ':') this.fail(`Expected a colon after the field name, found ${this.describe()}`);
      this.pos++;
      this.value(depth + 1);
    });
  }

  private array(depth: number) {
    this.items(']', 'in a list', () => this.value(depth + 1));
  }

  /** The items of an object or a list: from its opening character to `close`, separated by commas. */
  private items(close: '}' | ']', where: string, item: () => void) {
    this.pos++;
    this.ws();
    if (this.s[this.pos] === close) {
      this.pos++;
      return;
    }
    for (;;) {
      item();
      this.ws();
      const c = this.s[this.pos];
      if (c === ',') {
        this.pos++;
        continue;
      }
      if (c === close) {
        this.pos++;
        return;
      }
      this.fail(`Expected a comma or ${close} ${where}, found ${this.describe()}`);
    }
  }

  private string() {
    const s = this.s;
    const start = this.pos;
    this.pos++;
    while (this.pos < s.length) {
      const code = s.charCodeAt(this.pos);
      if (code === 0x22) {
        this.pos++;
        return;
      }
      if (code < 0x20) this.fail(code === 0x0a ? 'A text in quotes runs past the end of its line (write \\n for a line break)' : 'A text in quotes holds a control character');
      if (code === 0x5c) {
        const e = s[this.pos + 1];
        if (e === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(s.slice(this.pos + 2, this.pos + 6))) this.fail('A \\u escape needs four hexadecimal digits');
          this.pos += 6;
        } else if (e !== undefined && '"\\/bfnrt'.includes(e)) {
          this.pos += 2;
        } else {
          this.fail(`Unknown escape \\${e ?? ''} in a text (write \\\\ for a backslash)`);
        }
        continue;
      }
      this.pos++;
    }
    this.fail('A text in quotes is never closed', start);
  }

  private number() {
    const m = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    m.lastIndex = this.pos;
    if (!m.exec(this.s)) this.fail(`Malformed number ${this.describe()}`);
    this.pos = m.lastIndex;
  }
}

/**
 * 1-based line of each position, for positions given in increasing order: one pass over the text,
 * however many positions (a line count from the start for each would be quadratic on a long line).
 */
function linesOf(text: string, positions: readonly number[]): number[] {
  const lines: number[] = [];
  let line = 1;
  let next = text.indexOf('\n');
  for (const p of positions) {
    while (next !== -1 && next < p) {
      line++;
      next = text.indexOf('\n', next + 1);
    }
    lines.push(line);
  }
  return lines;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Structural checks with messages for a person editing JSON by hand; the question rules follow. */
function shapeProblem(item: unknown): string | undefined {
  if (!isPlainObject(item)) return 'Each question must be an object {text, options, correctAnswer, difficulty, explanation}';
  const unknown = Object.keys(item).filter((k) => !FIELDS.includes(k));
  if (unknown.length > 0)
    return `Unknown field ${unknown
      .slice(0, 5)
      .map((k) => quote(k))
      .join(', ')}: a question has ${FIELDS.join(', ')}`;
  const options = item.options;
  if (options === undefined) return 'The options are missing: a question needs four options, A to D';
  if (!Array.isArray(options)) return 'options must be a list of four options [{"id": "A", "text": "..."}, ...]';
  if (options.length !== 4) return `A question needs exactly four options, A to D; this one has ${options.length}`;
  for (const o of options) {
    if (!isPlainObject(o) || Object.keys(o).some((k) => k !== 'id' && k !== 'text')) return 'Each option must be an object {"id": "A", "text": "..."}';
  }
  if (!options.every((o, i) => isPlainObject(o) && o.id === OPTION_IDS[i])) return 'Options must have the ids A, B, C and D in that order';
  return undefined;
}

export function parseJson(text: string, options: ParseOptions): ParseResult {
  const result = emptyResult();
  const source = normalizeText(text);
  if (source.trim() === '') return result;
  let scanned: { isArray: boolean; starts: number[] };
  try {
    scanned = new JsonScanner(source).topLevelArray();
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    addErrors(result, [{ line: linesOf(source, [error.position])[0]!, message: `The file is not valid JSON: ${error.message}` }]);
    return result;
  }
  if (!scanned.isArray) {
    addErrors(result, [{ line: 1, message: 'The file must hold a JSON list of questions: [{"text": ..., "options": [...], ...}, ...]' }]);
    return result;
  }
  const items = JSON.parse(source) as unknown[];
  const lines = linesOf(source, scanned.starts);
  items.forEach((item, i) => {
    const line = lines[i]!;
    const problem = shapeProblem(item);
    if (problem) {
      addErrors(result, [{ line, message: problem }]);
      return;
    }
    const q = item as Record<string, unknown>;
    const difficulty = typeof q.difficulty === 'string' ? q.difficulty.trim().toLowerCase() : q.difficulty;
    // A key and type written as strings are read as the other formats read them; anything else goes
    // to the question rules, which say what is wrong with it.
    const key = typeof q.correctAnswer === 'string' && (q.type === undefined || q.type === null || typeof q.type === 'string') ? readAnswerKey(q.correctAnswer, q.type ?? undefined, 'correctAnswer') : undefined;
    const { question, errors } = validateQuestion(
      {
        text: q.text,
        options: q.options,
        type: key === undefined ? q.type : 'key' in key ? key.type : undefined,
        correctAnswer: key === undefined ? q.correctAnswer : 'key' in key ? key.key : '',
        difficulty: difficulty === undefined || difficulty === null || difficulty === '' ? options.defaultDifficulty : difficulty,
        explanation: q.explanation,
      },
      line,
      key && 'problem' in key ? key.problem : undefined,
    );
    if (question) addQuestion(result, question);
    addErrors(result, errors);
  });
  return result;
}

/** The same shape the parser reads, without ids; line breaks in texts are kept as \n escapes. */
export function writeJson(questions: readonly QuestionContent[]): string {
  const plain = questions.map((q) => ({
    text: q.text,
    options: q.options.map((o) => ({ id: o.id, text: o.text })),
    type: q.type,
    correctAnswer: q.correctAnswer,
    difficulty: q.difficulty,
    explanation: q.explanation,
  }));
  return `${JSON.stringify(plain, null, 2)}\n`;
}
