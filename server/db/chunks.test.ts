import { describe, expect, it } from 'vitest';
import { chunks, statementChunks } from './chunks';

describe('chunks', () => {
  it('cuts items into consecutive parts of at most the size', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 2)).toEqual([]);
  });
});

describe('statementChunks', () => {
  const sizes = (n: number, max?: number) =>
    statementChunks(
      Array.from({ length: n }, (_, i) => i),
      max,
    ).map((p) => p.length);

  it('cuts items into powers of two, largest first, so that few statement texts ever occur', () => {
    expect(sizes(146)).toEqual([128, 16, 2]);
    expect(sizes(1)).toEqual([1]);
    expect(sizes(0)).toEqual([]);
    expect(sizes(255)).toEqual([128, 64, 32, 16, 8, 4, 2, 1]);
  });

  it('never makes a part larger than the largest power of two within the limit', () => {
    expect(sizes(1_300)).toEqual([256, 256, 256, 256, 256, 16, 4]);
    expect(sizes(10, 4)).toEqual([4, 4, 2]);
  });

  it('keeps every item once, in order', () => {
    const items = Array.from({ length: 1_000 }, (_, i) => i);
    expect(statementChunks(items).flat()).toEqual(items);
  });
});
