/**
 * The answer key and declared type as files write them (Aiken `ANSWER: A, C`, CSV `correct` `AC` or
 * `A,C`, JSON `correctAnswer`), read into the contract's key of sorted letters, with one message per
 * way a key can be wrong. Hand-written loops, no regular expressions: a key cell may be megabytes long.
 */
import { MULTIPLE_MAX, MULTIPLE_MIN, OPTION_LETTERS, type QuestionType } from '@common/rules/answers';

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four'];
const countWord = (n: number) => NUMBER_WORDS[n] ?? String(n);

/** At most `max` characters of what a file held, for a message that quotes it. */
export function quote(value: string, max = 30): string {
  return `"${value.length > max ? `${value.slice(0, max)}…` : value}"`;
}

const isSpace = (c: string) => c === ' ' || c === '\t';

/**
 * The letters of a key written as `AC`, `A,C`, `A, C` or `A C` (any case), sorted; or why it cannot be
 * read. `where` names the place in the format's terms for the messages ("ANSWER", "The correct column").
 */
export function readLetters(raw: string, where: string): { letters: string } | { problem: string } {
  const value = raw.trim();
  // The common case, one letter, without the allocations of the general reading below.
  if (value.length === 1 && isLetter(value)) return { letters: value.toUpperCase() };
  if (value === '') return { problem: `${where} names no option: write one letter such as B, or two or three such as A, C` };
  const items: string[] = [];
  if (value.includes(',')) {
    for (const part of value.split(',')) {
      const item = part.trim();
      if (item === '') return { problem: `${where} has an empty item between commas (${quote(value)}): write the letters as A, C` };
      items.push(item);
    }
  } else {
    let i = 0;
    while (i < value.length) {
      while (i < value.length && isSpace(value[i]!)) i++;
      let j = i;
      while (j < value.length && !isSpace(value[j]!)) j++;
      if (j > i) {
        const word = value.slice(i, j);
        // "AC" is two letters; "A C" and "A, C" are the same key.
        if (word.length <= OPTION_LETTERS.length && [...word].every((c) => /[a-z]/i.test(c))) items.push(...word);
        else items.push(word);
      }
      i = j;
    }
  }
  const seen = new Set<string>();
  for (const item of items) {
    const letter = item.toUpperCase();
    if (!isLetter(letter)) return { problem: `${where} names ${quote(item)}, which is not an option: use the letters A, B, C and D` };
    if (seen.has(letter)) return { problem: `${where} names ${letter} twice: name each correct option once` };
    seen.add(letter);
  }
  return { letters: [...seen].sort().join('') };
}

function isLetter(c: string): boolean {
  return (OPTION_LETTERS as readonly string[]).includes(c.toUpperCase()) && c.length === 1;
}

/** A declared type (`single`, `multiple`, any case) or undefined for an empty one; a problem otherwise. */
export function readType(raw: string | undefined): { type: QuestionType | undefined } | { problem: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '') return { type: undefined };
  if (value === 'single' || value === 'multiple') return { type: value };
  return { problem: `The type must be single or multiple, not ${quote(raw!.trim())}` };
}

/** Why `letters` (sorted, distinct) do not fit the declared type, or the type they make. */
export function keyProblem(letters: string, declared: QuestionType | undefined): string | undefined {
  const n = letters.length;
  if (n === OPTION_LETTERS.length) return 'All four options are marked correct: a multiple-answer question has two or three correct options';
  if (declared === 'multiple' && n < MULTIPLE_MIN) return `The question is declared multiple but names ${countWord(n)} correct option: name two or three, or declare it single`;
  if (declared === 'single' && n !== 1) return `The question is declared single but names ${countWord(n)} correct options: name one, or declare it multiple`;
  if (n > MULTIPLE_MAX) return `A multiple-answer question has two or three correct options, not ${countWord(n)}`;
  return undefined;
}

/** Reads a key and a declared type together: the sorted key, or the first problem found. */
export function readAnswerKey(rawKey: string, rawType: string | undefined, where: string): { key: string; type: QuestionType | undefined } | { problem: string } {
  const type = readType(rawType);
  if ('problem' in type) return type;
  const letters = readLetters(rawKey, where);
  if ('problem' in letters) return letters;
  const problem = keyProblem(letters.letters, type.type);
  return problem ? { problem } : { key: letters.letters, type: type.type };
}
