import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('zod-jitless', () => {
  it('makes Zod parse objects without building code at run time, which the CSP would report', async () => {
    const functionConstructor = vi.spyOn(globalThis, 'Function');
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    const schema = z.object({ email: z.string(), nested: z.object({ n: z.number() }) });
    expect(schema.parse({ email: 'a@b.c', nested: { n: 1 } })).toEqual({ email: 'a@b.c', nested: { n: 1 } });
    expect(functionConstructor).not.toHaveBeenCalled();
  });
});
