import { describe, expect, it } from 'vitest';
import { activityFacts, describeTimeSpent, formatTimeSpent, minutesText, quizzesText } from './format';

describe('formatTimeSpent', () => {
  it('reads minutes and seconds under an hour, hours and minutes from an hour on', () => {
    expect(formatTimeSpent(0)).toBe('0m 00s');
    expect(formatTimeSpent(65)).toBe('1m 05s');
    expect(formatTimeSpent(3599)).toBe('59m 59s');
    expect(formatTimeSpent(3600)).toBe('1h 00m');
    expect(formatTimeSpent(3900)).toBe('1h 05m');
    expect(formatTimeSpent(36_000 + 59)).toBe('10h 00m');
    expect(formatTimeSpent(-5)).toBe('0m 00s');
  });

  it('spells the same total out for screen readers', () => {
    expect(describeTimeSpent(61)).toBe('1 minute 1 second');
    expect(describeTimeSpent(125)).toBe('2 minutes 5 seconds');
    expect(describeTimeSpent(7260)).toBe('2 hours 1 minute');
  });
});

describe('day texts', () => {
  it('counts quizzes and minutes in words', () => {
    expect(quizzesText(1)).toBe('1 quiz');
    expect(quizzesText(3)).toBe('3 quizzes');
    expect(minutesText(0)).toBe('0 minutes');
    expect(minutesText(20)).toBe('under 1 minute');
    expect(minutesText(60)).toBe('1 minute');
    expect(minutesText(540)).toBe('9 minutes');
  });

  it('lists a day’s facts, or No activity', () => {
    expect(activityFacts(undefined)).toEqual(['No activity']);
    expect(activityFacts({ activityDate: '2026-03-12', quizzesTaken: 0, totalScore: 0, totalQuestions: 0, timeSpent: 0 })).toEqual(['No activity']);
    expect(activityFacts({ activityDate: '2026-03-12', quizzesTaken: 2, totalScore: 15, totalQuestions: 20, timeSpent: 540 })).toEqual(['2 quizzes', '15/20 correct', '9 minutes']);
  });
});
