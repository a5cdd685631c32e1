import { describe, expect, it } from 'vitest';
import type { Question } from '@common/schemas/question';
import { drawQuestions, gradeOffline, reportedTimeUsed } from './grade';

const q = (id: number, difficulty: Question['difficulty'], correctAnswer: string): Question => ({
  id,
  text: `Q${id}`,
  options: [],
  type: correctAnswer.length > 1 ? 'multiple' : 'single',
  correctAnswer,
  difficulty,
  explanation: '',
  moduleId: 1,
});

describe('offline grading', () => {
  it('grades all or nothing, like the server: a skipped answer is never right', () => {
    const questions = [q(1, 'easy', 'A'), q(2, 'easy', 'BD'), q(3, 'easy', 'C'), q(4, 'easy', 'AC')];
    expect(gradeOffline(questions, ['A', 'BD', '', 'A'])).toEqual({ correct: [true, true, false, false], score: 2 });
    expect(gradeOffline(questions, [])).toEqual({ correct: [false, false, false, false], score: 0 });
  });

  it('draws up to ten questions of the difficulty, each once; mixed draws from all', () => {
    const pool = [...Array.from({ length: 12 }, (_, i) => q(i + 1, 'easy', 'A')), ...Array.from({ length: 3 }, (_, i) => q(100 + i, 'hard', 'B'))];
    const easy = drawQuestions(pool, 'easy');
    expect(easy).toHaveLength(10);
    expect(new Set(easy.map((x) => x.id)).size).toBe(10);
    expect(easy.every((x) => x.difficulty === 'easy')).toBe(true);
    expect(drawQuestions(pool, 'hard')).toHaveLength(3);
    expect(drawQuestions(pool, 'medium')).toEqual([]);
    expect(drawQuestions(pool, 'mixed', 15)).toHaveLength(15);
  });

  it('reports the real time in whole seconds, capped at the 360 s the call accepts', () => {
    expect(reportedTimeUsed(41_400)).toBe(41);
    expect(reportedTimeUsed(-5)).toBe(0);
    expect(reportedTimeUsed(20 * 60 * 1000)).toBe(360);
  });
});
