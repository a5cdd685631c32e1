import { describe, expect, it } from 'vitest';
import { daysOfMonth, intensity, weeksOfYear, yearBounds } from './calendar';

describe('intensity', () => {
  it.each([
    [0, 0],
    [1, 1],
    [2, 2],
    [3, 2],
    [4, 3],
    [5, 3],
    [6, 4],
    [40, 4],
  ])('%i quizzes is level %i', (quizzes, level) => {
    expect(intensity(quizzes)).toBe(level);
  });
});

describe('weeksOfYear', () => {
  it('starts on the weekday of 1 January and holds every day once', () => {
    const weeks = weeksOfYear(2026); // 1 Jan 2026 is a Thursday
    expect(weeks[0]).toEqual([null, null, null, null, '2026-01-01', '2026-01-02', '2026-01-03']);
    const days = weeks.flat().filter((d): d is string => d !== null);
    expect(days).toHaveLength(365);
    expect(days.at(-1)).toBe('2026-12-31');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
  });
  it('has 366 days in a leap year', () => {
    expect(weeksOfYear(2024).flat().filter(Boolean)).toHaveLength(366);
  });
});

describe('daysOfMonth', () => {
  it('lists every day of the month', () => {
    expect(daysOfMonth(2026, 2)).toHaveLength(28);
    expect(daysOfMonth(2024, 2).at(-1)).toBe('2024-02-29');
  });
});

describe('yearBounds', () => {
  it('is 1 January to 31 December', () => {
    expect(yearBounds(2026)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
