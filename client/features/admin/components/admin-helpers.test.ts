import { describe, expect, it } from 'vitest';
import { formatFromFileName } from '../api/question-file-formats';
import { truncate } from './text';

describe('admin helpers', () => {
  it('guesses the import format from a file extension', () => {
    expect(formatFromFileName('bank.TXT')).toBe('aiken');
    expect(formatFromFileName('bank.gift')).toBe('gift');
    expect(formatFromFileName('bank.csv')).toBe('csv');
    expect(formatFromFileName('bank.json')).toBe('json');
    expect(formatFromFileName('bank.docx')).toBeNull();
  });

  it('truncates with an ellipsis only when the text is longer than the limit', () => {
    expect(truncate('a'.repeat(100), 100)).toBe('a'.repeat(100));
    expect(truncate('a'.repeat(101), 100)).toBe(`${'a'.repeat(100)}…`);
    expect(truncate(`${'a'.repeat(99)} b`, 100)).toBe(`${'a'.repeat(99)}…`);
  });
});
