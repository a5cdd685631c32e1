/** Drawing from a pool of questions: unseen first, then missed, then the rest, each tier at random. */
import { describe, expect, it } from 'vitest';
import { drawFromPool } from './service';

const range = (from: number, n: number) => Array.from({ length: n }, (_, i) => from + i);

describe('drawFromPool', () => {
  it('draws only unseen questions of the pool while there are enough, each once', () => {
    // A large pool with few records: unseen ones are picked at random places of the pool.
    const ids = range(1, 1000);
    const records = new Map<number, boolean>([...range(1, 30).map((id) => [id, false] as const), ...range(31, 20).map((id) => [id, true] as const)]);
    for (let run = 0; run < 50; run++) {
      const drawn = drawFromPool(ids, new Set(ids), records, 60);
      expect(drawn).toHaveLength(60);
      expect(new Set(drawn).size).toBe(60);
      for (const id of drawn) {
        expect(id).toBeGreaterThan(50);
        expect(id).toBeLessThanOrEqual(1000);
      }
    }
  });

  it('gives every unseen question the same chance', () => {
    const ids = range(1, 40);
    const records = new Map<number, boolean>(range(1, 4).map((id) => [id, true]));
    const times = new Map<number, number>();
    const runs = 3000;
    for (let run = 0; run < runs; run++) for (const id of drawFromPool(ids, new Set(ids), records, 4)) times.set(id, (times.get(id) ?? 0) + 1);
    // 36 unseen, 4 drawn a time: each expected 3000 × 4 / 36 ≈ 333 times.
    expect([...times.keys()].every((id) => id > 4)).toBe(true);
    expect(times.size).toBe(36);
    for (const n of times.values()) {
      expect(n).toBeGreaterThan(230);
      expect(n).toBeLessThan(440);
    }
  });

  it('fills up with missed questions, then with those answered right, when the unseen run out', () => {
    // Most of the pool seen: the pool is filtered instead of tried at random places.
    const ids = range(1, 100);
    const records = new Map<number, boolean>([...range(1, 30).map((id) => [id, false] as const), ...range(31, 60).map((id) => [id, true] as const)]);
    const drawn = drawFromPool(ids, new Set(ids), records, 50);
    expect(drawn).toHaveLength(50);
    expect(drawn.filter((id) => id > 90)).toHaveLength(10);
    expect(drawn.filter((id) => id <= 30)).toHaveLength(30);
    expect(drawn.filter((id) => id > 30 && id <= 90)).toHaveLength(10);
    // Asked for more than the pool holds: all of it, once each.
    expect(new Set(drawFromPool(ids, new Set(ids), records, 500))).toEqual(new Set(ids));
  });

  it('ignores records of questions outside the pool (another difficulty, deleted)', () => {
    const ids = range(1, 10);
    const records = new Map<number, boolean>([
      [500, false],
      [501, true],
      [3, false],
    ]);
    const drawn = drawFromPool(ids, new Set(ids), records, 10);
    expect(new Set(drawn)).toEqual(new Set(ids));
    // The missed one comes after all nine unseen ones are taken.
    expect(new Set(drawFromPool(ids, new Set(ids), records, 9))).toEqual(new Set(ids.filter((id) => id !== 3)));
  });
});
