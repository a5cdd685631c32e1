import { describe, expect, it } from 'vitest';
import { IdSchema } from './api-error';

describe('IdSchema (ids in paths and query strings)', () => {
  it('takes digits only', () => {
    expect(IdSchema.parse('42')).toBe(42);
    for (const bad of ['+1', ' 1', '1 ', '1e0', '0x1', '1.0', '-1', '0', '', 'abc', '99999999999']) {
      expect(IdSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});
