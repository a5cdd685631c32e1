import { describe, expect, it } from 'vitest';
import { formatFromFileName } from '../api/question-file-formats';
import { adminPaths, parseAdminPath, sectionOf } from './admin-paths';
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
    expect(parseAdminPath('settings')).toBeNull();
    expect(adminPaths.questions(3, 12)).toBe('/admin/certificates/3/modules/12');
    expect(parseAdminPath(adminPaths.questions(3, 12).replace('/admin/', ''))).toEqual({ view: 'questions', certificateId: 3, moduleId: 12 });
  });

  it('reads and writes the sections: reports, analytics, learners, administrators', () => {
    const round = (path: string) => parseAdminPath(path.replace(/^\/admin\/?/, ''));
    expect(round(adminPaths.reports())).toEqual({ view: 'reports', status: 'open' });
    expect(round(adminPaths.reports('dismissed'))).toEqual({ view: 'reports', status: 'dismissed' });
    expect(parseAdminPath('reports/closed')).toBeNull();
    expect(round(adminPaths.analytics())).toEqual({ view: 'analytics' });
    expect(round(adminPaths.analyticsCertificate(2))).toEqual({ view: 'analytics', certificateId: 2 });
    expect(round(adminPaths.analyticsModule(2, 9))).toEqual({ view: 'analytics', certificateId: 2, moduleId: 9 });
    expect(round(adminPaths.analyticsQuestion(2, 9, 40))).toEqual({ view: 'question-stats', certificateId: 2, moduleId: 9, questionId: 40 });
    expect(round(adminPaths.learners())).toEqual({ view: 'learners' });
    expect(round(adminPaths.learner(7))).toEqual({ view: 'learner', userId: 7 });
    expect(parseAdminPath('learners/0')).toBeNull();
    expect(round(adminPaths.administrators())).toEqual({ view: 'administrators' });
    expect(sectionOf(round(adminPaths.analyticsQuestion(2, 9, 40)))).toBe('analytics');
    expect(sectionOf(round(adminPaths.learner(7)))).toBe('learners');
    expect(sectionOf(round(adminPaths.questions(1, 2)))).toBe('certificates');
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
