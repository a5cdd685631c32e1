import { describe, expect, it } from 'vitest';
import { addDays, localDate, streaks, totalXp } from './progress';

describe('totalXp', () => {
  it('gives 10 per quiz and 5 per correct answer', () => {
    expect(totalXp(0, 0)).toBe(0);
    expect(totalXp(3, 17)).toBe(30 + 85);
  });
});

describe('localDate', () => {
  it('names the day as seen in the given time zone', () => {
    const instant = new Date('2026-03-01T02:30:00Z');
    expect(localDate(instant, 'UTC')).toBe('2026-03-01');
    expect(localDate(instant, 'America/New_York')).toBe('2026-02-28');
    expect(localDate(new Date('2026-02-28T20:00:00Z'), 'Asia/Tokyo')).toBe('2026-03-01');
  });

  it('agrees with Intl at every instant, across daylight-saving changes and offsets of 30 and 45 minutes', () => {
    const zones = ['UTC', 'America/New_York', 'Europe/London', 'Europe/Berlin', 'Asia/Kathmandu', 'Asia/Kolkata', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Pacific/Apia'];
    // Every 19 minutes through two years that hold each zone's changes (and Samoa's skipped day, 2011-12-30).
    const from = Date.parse('2025-01-01T00:00:00Z');
    const instants = [Date.parse('2011-12-29T09:59:59.999Z'), Date.parse('2011-12-29T10:00:00Z'), Date.parse('2011-12-30T12:00:00Z')];
    for (let ms = from; ms < from + 2 * 365 * 86_400_000; ms += 19 * 60_000 + 13) instants.push(ms);
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
      const wrong = instants.filter((ms) => localDate(new Date(ms), timeZone) !== intl.format(ms));
      expect(
        wrong.map((ms) => new Date(ms).toISOString()),
        timeZone,
      ).toEqual([]);
    }
  });
});

describe('addDays', () => {
  it('crosses month and leap-year boundaries', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-01-01', -1)).toBe('2025-12-31');
  });
});

describe('streaks', () => {
  const today = '2026-11-22';
  it('is zero without activity', () => {
    expect(streaks([], today)).toEqual({ current: 0, longest: 0 });
  });
  it('counts consecutive days ending today', () => {
    expect(streaks(['2026-11-20', '2026-11-21', '2026-11-22'], today)).toEqual({ current: 3, longest: 3 });
  });
  it('keeps the streak alive until today is over', () => {
    expect(streaks(['2026-11-20', '2026-11-21'], today).current).toBe(2);
  });
  it('breaks after a whole day without activity', () => {
    expect(streaks(['2026-11-19', '2026-11-20'], today).current).toBe(0);
  });
  it('counts days, not quizzes: duplicates and order do not matter', () => {
    expect(streaks(['2026-11-22', '2026-11-22', '2026-11-21', '2026-11-22'], today)).toEqual({ current: 2, longest: 2 });
  });
  it('finds the longest run anywhere in the past', () => {
    const past = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-02-10'];
    expect(streaks([...past, '2026-11-22'], today)).toEqual({ current: 1, longest: 4 });
  });
  it('ignores dates after today', () => {
    expect(streaks(['2026-11-23', '2026-11-24'], today)).toEqual({ current: 0, longest: 0 });
  });
});
