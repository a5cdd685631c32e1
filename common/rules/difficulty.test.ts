import { describe, expect, it } from 'vitest';
import { difficultyLabel, DIFFICULTY_LIST, isQuizDifficulty, quizLength } from './difficulty';

describe('difficulties', () => {
  it('lists the four kinds of quiz in order, each with a label', () => {
    expect(DIFFICULTY_LIST.map((d) => d.label)).toEqual(['Easy', 'Medium', 'Hard', 'Mixed']);
    expect(isQuizDifficulty('mixed')).toBe(true);
    expect(isQuizDifficulty('legendary')).toBe(false);
  });

  it('names unknown values by capitalising them', () => {
    expect(difficultyLabel('hard')).toBe('Hard');
    expect(difficultyLabel('legendary')).toBe('Legendary');
    expect(difficultyLabel('')).toBe('Unknown');
  });

  it('gives a quiz the quiz size, or fewer when the module has fewer; mixed draws from every level', () => {
    const counts = { easy: 4, medium: 12, hard: 0 };
    expect(quizLength(counts, 'easy')).toBe(4);
    expect(quizLength(counts, 'medium')).toBe(10);
    expect(quizLength(counts, 'hard')).toBe(0);
    expect(quizLength(counts, 'mixed', 15)).toBe(15);
  });
});
