import { describe, expect, it } from 'vitest';
import { formatFromFileName } from '../api/question-file-formats';
import { adminPaths, parseAdminPath } from './admin-paths';
import { truncate } from './text';

describe('admin paths', () => {
  it('reads the drill-down from the path and writes it back', () => {
    expect(parseAdminPath('')).toEqual({ view: 'certificates' });
    expect(parseAdminPath('certificates/')).toEqual({ view: 'certificates' });
    expect(parseAdminPath('certificates/3')).toEqual({ view: 'modules', certificateId: 3 });
    expect(parseAdminPath('Certificates/3/Modules/12/')).toEqual({ view: 'questions', certificateId: 3, moduleId: 12 });
    expect(parseAdminPath('certificates/0')).toBeNull();
    expect(parseAdminPath('certificates/abc')).toBeNull();
    expect(parseAdminPath('users')).toBeNull();
    expect(adminPaths.questions(3, 12)).toBe('/admin/certificates/3/modules/12');
    expect(parseAdminPath(adminPaths.questions(3, 12).replace('/admin/', ''))).toEqual({ view: 'questions', certificateId: 3, moduleId: 12 });
  });

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
