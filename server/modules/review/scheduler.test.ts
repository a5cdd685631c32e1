import { describe, expect, it } from 'vitest';
import { libraryRecall, ratingOf, recall, review, type StoredCard } from './scheduler';

const at = (iso: string) => new Date(iso);
const MIN = 60_000;
const DAY = 86_400_000;

describe('the FSRS mapping', () => {
  it('rates a right answer Good and a wrong or skipped one Again', () => {
    expect(ratingOf(true)).toBe(3);
    expect(ratingOf(false)).toBe(1);
  });

  it('brings a fresh mistake back after a 10-minute step, and graduates a right answer to days', () => {
    const now = at('2026-11-20T10:00:00.000Z');
    const wrong = review(undefined, false, now);
    expect(Date.parse(wrong.card.due) - now.getTime()).toBe(10 * MIN);
    expect(wrong.card.lapses).toBe(0);
    const right = review(undefined, true, now);
    expect(Date.parse(right.card.due) - now.getTime()).toBeGreaterThanOrEqual(DAY);
    expect(right.log).toMatchObject({ rating: 3, state: 0, review: now.toISOString() });
  });

  it('lengthens the interval with each right answer and resets it after a lapse', () => {
    let now = at('2026-11-20T10:00:00.000Z');
    let card = review(undefined, true, now).card;
    const intervals: number[] = [];
    for (let i = 0; i < 3; i++) {
      now = new Date(card.due);
      const next = review(card, true, now).card;
      intervals.push(Date.parse(next.due) - now.getTime());
      card = next;
    }
    expect(intervals[1]!).toBeGreaterThan(intervals[0]!);
    expect(intervals[2]!).toBeGreaterThan(intervals[1]!);
    now = new Date(card.due);
    const lapse = review(card, false, now).card;
    expect(lapse.lapses).toBe(1);
    expect(Date.parse(lapse.due) - now.getTime()).toBe(10 * MIN);
  });

  it('computes recall exactly as ts-fsrs does, from the three fields it needs', () => {
    let now = at('2025-01-05T08:00:00.000Z');
    let card = review(undefined, false, now).card;
    const checks: Array<[StoredCard, Date]> = [[card, now]];
    for (const correct of [false, true, true, false, true, true, true]) {
      now = new Date(Math.max(Date.parse(card.due), now.getTime() + 7 * 60 * 1000));
      card = review(card, correct, now).card;
      for (const later of [0, 0.4, 1, 2.5, 17, 400]) checks.push([card, new Date(now.getTime() + later * DAY)]);
    }
    for (const [c, when] of checks) expect(recall(c, when)).toBe(libraryRecall(c, when));
    expect(checks.filter(([c, when]) => recall(c, when) > 0 && recall(c, when) < 1).length).toBeGreaterThan(20);
  });

  it('computes recall: 0 for an unseen question, about the target retention when due, falling with time', () => {
    const now = at('2026-11-20T10:00:00.000Z');
    expect(recall(undefined, now)).toBe(0);
    const card = review(undefined, true, now).card;
    const soon = recall(card, new Date(now.getTime() + DAY / 2));
    const due = recall(card, new Date(card.due));
    const late = recall(card, new Date(Date.parse(card.due) + 30 * DAY));
    expect(soon).toBeGreaterThan(due);
    expect(due).toBeCloseTo(0.9, 1);
    expect(late).toBeLessThan(due);
  });
});
