import { describe, expect, it } from 'vitest';
import { allocateByWeight, examPassed } from './exam';

const plenty = (id: number, weight: number) => ({ id, weight, available: 1000 });
const asObject = (m: Map<number, number>) => Object.fromEntries(m);

describe('allocateByWeight (largest remainder)', () => {
  it('splits evenly for equal weights, the remainder to the earlier modules', () => {
    expect(asObject(allocateByWeight(10, [plenty(1, 1), plenty(2, 1), plenty(3, 1)]))).toEqual({ 1: 4, 2: 3, 3: 3 });
  });

  it('gives the seats left to the largest fractional parts', () => {
    // Shares 60 × 5/12 = 25, 60 × 4/12 = 20, 60 × 3/12 = 15: exact.
    expect(asObject(allocateByWeight(60, [plenty(1, 5), plenty(2, 4), plenty(3, 3)]))).toEqual({ 1: 25, 2: 20, 3: 15 });
    // Shares 10 × 0.5 = 5, 10 × 0.3 = 3, 10 × 0.2 = 2; 7 × ... : 3.5, 2.1, 1.4 → 3, 2, 1 and one seat to .5.
    expect(asObject(allocateByWeight(7, [plenty(1, 5), plenty(2, 3), plenty(3, 2)]))).toEqual({ 1: 4, 2: 2, 3: 1 });
  });

  it('skips modules weighted 0', () => {
    expect(asObject(allocateByWeight(6, [plenty(1, 1), plenty(2, 0), plenty(3, 1)]))).toEqual({ 1: 3, 2: 0, 3: 3 });
  });

  it('never takes more than a module has, and shares the rest among the others', () => {
    const counts = allocateByWeight(20, [
      { id: 1, weight: 1, available: 2 },
      { id: 2, weight: 1, available: 100 },
      { id: 3, weight: 2, available: 100 },
    ]);
    expect(counts.get(1)).toBe(2);
    expect(counts.get(2)! + counts.get(3)!).toBe(18);
    expect(counts.get(3)).toBe(12);
  });

  it('gives all there are when the certificate has fewer questions than the exam', () => {
    const counts = allocateByWeight(60, [
      { id: 1, weight: 3, available: 5 },
      { id: 2, weight: 1, available: 4 },
    ]);
    expect(asObject(counts)).toEqual({ 1: 5, 2: 4 });
  });

  it('always sums to the exam size when there is enough', () => {
    for (let total = 1; total <= 80; total++) {
      const counts = allocateByWeight(total, [plenty(1, 7), plenty(2, 3), plenty(3, 1), plenty(4, 5)]);
      expect([...counts.values()].reduce((a, b) => a + b, 0)).toBe(total);
    }
  });
});

describe('examPassed', () => {
  it('passes at or above the pass mark, by the rounded percent', () => {
    expect(examPassed(42, 60, 70)).toBe(true);
    expect(examPassed(41, 60, 70)).toBe(false);
    expect(examPassed(0, 0, 70)).toBe(false);
  });
});
