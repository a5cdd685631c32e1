/** The colour tokens of styles/index.css meet their contrast promises in both themes. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync('client/styles/index.css', 'utf8');

function tokens(selector: ':root' | '.dark'): Record<string, string> {
  const block = css.match(new RegExp(`^${selector.replace('.', '\\.')} \\{([\\s\\S]*?)^\\}`, 'm'))?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6})/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe.each([':root', '.dark'] as const)('theme %s', (theme) => {
  const t = tokens(theme);

  it('has an activity level 1 that stands apart from no activity (3:1) and day numbers readable on every level (4.5:1)', () => {
    expect(contrast(t['heat-0']!, t['heat-1']!)).toBeGreaterThanOrEqual(3);
    for (const level of [0, 1, 2, 3, 4]) expect(contrast(t[`heat-${level}`]!, t[`heat-ink-${level}`]!)).toBeGreaterThanOrEqual(4.5);
  });

  it('has level badge text readable on its soft colour and on a card (4.5:1 and 3:1)', () => {
    for (const level of ['easy', 'medium', 'hard', 'mixed']) {
      expect(contrast(t[`level-${level}`]!, t[`level-${level}-soft`]!)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(t[`level-${level}`]!, t.surface!)).toBeGreaterThanOrEqual(3);
    }
  });

  it('has a focus ring of 3:1 against the page and a card', () => {
    expect(contrast(t.ring!, t.bg!)).toBeGreaterThanOrEqual(3);
    expect(contrast(t.ring!, t.surface!)).toBeGreaterThanOrEqual(3);
    // The inner ring of a filled button (its text colour) against its fill.
    expect(contrast(t['primary-fg']!, t.primary!)).toBeGreaterThanOrEqual(3);
  });
});
