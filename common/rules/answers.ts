/**
 * Answers and answer keys as strings of option letters (contract v2, "Questions, v2").
 *
 * A question's key is `"B"` for a single-answer question or two or three letters in alphabetical
 * order (`"AC"`, `"ABD"`) for a "choose N" question. A learner's answer is `""` (skipped) or distinct
 * letters in alphabetical order. Every path that grades, validates or edits an answer uses these
 * functions, so the client, the server and the file parsers agree on one rule.
 */

export const OPTION_LETTERS = ['A', 'B', 'C', 'D'] as const;
export type OptionLetter = (typeof OPTION_LETTERS)[number];

export const QUESTION_TYPES = ['single', 'multiple'] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** How many correct options a multiple-answer question has: two or three of the four. */
export const MULTIPLE_MIN = 2;
export const MULTIPLE_MAX = 3;

/**
 * Why `value` is not a string of distinct letters A to D in alphabetical order, or null when it is.
 * `""` is allowed here; callers decide whether an empty answer is acceptable.
 */
export function letterProblem(value: string): string | null {
  if (value === '') return null;
  if (!/^[A-D]+$/.test(value)) return 'must use only the letters A, B, C and D';
  for (let i = 1; i < value.length; i++) {
    if (value[i] === value[i - 1]) return `must not repeat a letter ("${value}")`;
    if (value[i]! < value[i - 1]!) return `must list its letters in alphabetical order ("${sortLetters(value)}", not "${value}")`;
  }
  return null;
}

/** The letters of `value` upper-cased, de-duplicated and sorted; separators such as `,` or spaces are dropped. */
export function normalizeLetters(value: string): string {
  return sortLetters(value.toUpperCase().replace(/[^A-Z]/g, ''));
}

function sortLetters(value: string): string {
  return [...new Set(value.split(''))].sort().join('');
}

/** The type a key implies when none is given: one letter is single, more is multiple. */
export function inferQuestionType(correctAnswer: string): QuestionType {
  return correctAnswer.length > 1 ? 'multiple' : 'single';
}

/** Why a key does not fit its question type, or null when it does. */
export function answerKeyProblem(type: QuestionType, correctAnswer: string): string | null {
  if (correctAnswer === '') return 'Correct answer is required';
  const letters = letterProblem(correctAnswer);
  if (letters) return `Correct answer ${letters}`;
  if (type === 'single' && correctAnswer.length !== 1) return 'A single-answer question has exactly one correct option';
  if (type === 'multiple' && (correctAnswer.length < MULTIPLE_MIN || correctAnswer.length > MULTIPLE_MAX)) return 'A multiple-answer question has two or three correct options';
  return null;
}

/** How many options a learner chooses: 1 for a single-answer question, else the number of correct ones. */
export function chooseCount(type: QuestionType, correctAnswer: string): number {
  return type === 'single' ? 1 : correctAnswer.length;
}

/** Why an answer is not acceptable for a question where `choose` options are to be chosen, or null. */
export function answerProblem(answer: string, choose: number): string | null {
  const letters = letterProblem(answer);
  if (letters) return `An answer ${letters}`;
  if (answer.length > choose) return `This question takes ${choose === 1 ? 'one option' : `at most ${choose} options`}, not ${answer.length}`;
  return null;
}

/** All or nothing: right only when the chosen set equals the correct set; a skipped answer is never right. */
export function isAnswerCorrect(correctAnswer: string, answer: string): boolean {
  return answer !== '' && answer === correctAnswer;
}

/**
 * The answer after the learner picks `letter`. A single-answer question replaces the choice; a
 * multiple-answer one toggles the letter and refuses (returns the answer unchanged) a pick beyond
 * `choose`, so the interface can say why instead of silently dropping an earlier choice.
 */
export function toggleLetter(answer: string, letter: OptionLetter, choose: number): string {
  if (choose <= 1) return letter;
  if (answer.includes(letter)) return answer.replace(letter, '');
  if (answer.length >= choose) return answer;
  return sortLetters(answer + letter);
}
