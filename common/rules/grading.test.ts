import { describe, expect, it } from 'vitest';
import { formatDuration, gradeAnswers, gradeBand, markAnswers, percentOf, scoreTone } from './grading';

describe('gradeAnswers', () => {
  it('counts answers equal to the correct one at the same position', () => {
    expect(gradeAnswers(['A', 'B', 'C', 'D'], ['A', 'C', 'C', ''])).toBe(2);
  });
  it('never counts an unanswered or missing slot', () => {
    expect(gradeAnswers(['A', 'B'], [''])).toBe(0);
    expect(gradeAnswers([], [])).toBe(0);
  });
  it('marks each answer right or wrong by position, all or nothing', () => {
    expect(markAnswers(['A', 'BD', 'C'], ['A', 'B', ''])).toEqual([true, false, false]);
  });
});

describe('percentOf', () => {
  it('rounds to the nearest whole percent', () => {
    expect(percentOf(2, 3)).toBe(67);
    expect(percentOf(1, 3)).toBe(33);
    expect(percentOf(10, 10)).toBe(100);
  });
  it('is 0 for an empty quiz', () => {
    expect(percentOf(0, 0)).toBe(0);
  });
});

describe('gradeBand', () => {
  it.each([
    [100, 'Excellent'],
    [90, 'Excellent'],
    [89, 'Above Average'],
    [80, 'Above Average'],
    [79, 'Good'],
    [70, 'Good'],
    [69, 'Average'],
    [60, 'Average'],
    [59, 'Needs Improvement'],
    [0, 'Needs Improvement'],
  ])('%i%% is %s', (percent, band) => {
    expect(gradeBand(percent)).toBe(band);
  });
});

describe('scoreTone', () => {
  it('is good from 80, fair from 60, otherwise poor', () => {
    expect([scoreTone(80), scoreTone(79), scoreTone(60), scoreTone(59)]).toEqual(['good', 'fair', 'fair', 'poor']);
  });
});

describe('formatDuration', () => {
  it('shows minutes and two-digit seconds', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(360)).toBe('6:00');
    expect(formatDuration(-3)).toBe('0:00');
  });
});
