import { describe, expect, it } from 'vitest';
import { answerKeyProblem, answerProblem, chooseCount, inferQuestionType, isAnswerCorrect, letterProblem, normalizeLetters, toggleLetter } from './answers';

describe('letterProblem', () => {
  it('accepts empty and sorted distinct letters', () => {
    for (const ok of ['', 'A', 'D', 'AC', 'ABD', 'ABCD']) expect(letterProblem(ok), ok).toBeNull();
  });
  it('names what is wrong', () => {
    expect(letterProblem('E')).toBe('must use only the letters A, B, C and D');
    expect(letterProblem('a')).toBe('must use only the letters A, B, C and D');
    expect(letterProblem('A,C')).toBe('must use only the letters A, B, C and D');
    expect(letterProblem('AA')).toBe('must not repeat a letter ("AA")');
    expect(letterProblem('CA')).toBe('must list its letters in alphabetical order ("AC", not "CA")');
  });
});

describe('normalizeLetters', () => {
  it('reads the spellings files use', () => {
    expect(normalizeLetters('a, c')).toBe('AC');
    expect(normalizeLetters('C,A')).toBe('AC');
    expect(normalizeLetters(' b ')).toBe('B');
    expect(normalizeLetters('AA')).toBe('A');
  });
});

describe('answer keys', () => {
  it('infers the type from the number of letters', () => {
    expect(inferQuestionType('B')).toBe('single');
    expect(inferQuestionType('AC')).toBe('multiple');
  });
  it('needs one letter for single and two or three for multiple', () => {
    expect(answerKeyProblem('single', 'B')).toBeNull();
    expect(answerKeyProblem('single', 'BC')).toBe('A single-answer question has exactly one correct option');
    expect(answerKeyProblem('multiple', 'AC')).toBeNull();
    expect(answerKeyProblem('multiple', 'ABD')).toBeNull();
    expect(answerKeyProblem('multiple', 'A')).toBe('A multiple-answer question has two or three correct options');
    expect(answerKeyProblem('multiple', 'ABCD')).toBe('A multiple-answer question has two or three correct options');
    expect(answerKeyProblem('single', '')).toBe('Correct answer is required');
    expect(answerKeyProblem('multiple', 'CA')).toBe('Correct answer must list its letters in alphabetical order ("AC", not "CA")');
  });
  it('counts the options to choose', () => {
    expect(chooseCount('single', 'B')).toBe(1);
    expect(chooseCount('multiple', 'AC')).toBe(2);
    expect(chooseCount('multiple', 'ABD')).toBe(3);
  });
});

describe('answerProblem', () => {
  it('accepts a skip and up to choose letters', () => {
    expect(answerProblem('', 1)).toBeNull();
    expect(answerProblem('C', 1)).toBeNull();
    expect(answerProblem('AC', 2)).toBeNull();
    expect(answerProblem('A', 2)).toBeNull();
  });
  it('refuses more letters than the question takes', () => {
    expect(answerProblem('AC', 1)).toBe('This question takes one option, not 2');
    expect(answerProblem('ABC', 2)).toBe('This question takes at most 2 options, not 3');
  });
  it('refuses bad, repeated and unsorted letters', () => {
    expect(answerProblem('X', 1)).toBe('An answer must use only the letters A, B, C and D');
    expect(answerProblem('BA', 2)).toBe('An answer must list its letters in alphabetical order ("AB", not "BA")');
  });
});

describe('isAnswerCorrect', () => {
  it('is all or nothing', () => {
    expect(isAnswerCorrect('AC', 'AC')).toBe(true);
    expect(isAnswerCorrect('AC', 'A')).toBe(false);
    expect(isAnswerCorrect('AC', 'ACD')).toBe(false);
    expect(isAnswerCorrect('B', 'B')).toBe(true);
    expect(isAnswerCorrect('B', '')).toBe(false);
  });
});

describe('toggleLetter', () => {
  it('replaces the choice of a single-answer question', () => {
    expect(toggleLetter('', 'B', 1)).toBe('B');
    expect(toggleLetter('B', 'D', 1)).toBe('D');
  });
  it('toggles letters of a multiple-answer question, kept in order', () => {
    expect(toggleLetter('', 'C', 2)).toBe('C');
    expect(toggleLetter('C', 'A', 2)).toBe('AC');
    expect(toggleLetter('AC', 'A', 2)).toBe('C');
  });
  it('refuses a pick beyond choose', () => {
    expect(toggleLetter('AC', 'D', 2)).toBe('AC');
  });
});
