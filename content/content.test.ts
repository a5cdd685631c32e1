/** The demo question bank: every file loads through the importer and meets the bank's rules (issue 5). */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoContent } from '../server/db/seed';

const dir = join(import.meta.dirname);
const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')) as {
  certificates: { name: string; level: string; description: string; modules: { name: string; file?: string }[] }[];
};
const { certificates, missing } = loadDemoContent(dir);
const modules = certificates.flatMap((c) => c.modules.map((m) => ({ ...m, certificate: c.name })));
const withQuestions = modules.filter((m) => m.file);
const allQuestions = withQuestions.flatMap((m) => m.questions.map((q) => ({ ...q, file: m.file })));

// Names of vendors and products that the vendor-neutral bank must not mention.
// Case-sensitive: 'a test oracle' is a testing term, 'Oracle' a vendor.
const TRADEMARKS = /\b(ServiceNow|servicenow|Salesforce|Jira|JIRA|Atlassian|AWS|Amazon|Azure|Microsoft|Google|Oracle|ITIL|AXELOS|Workday|Zendesk)\b/;

describe('the demo question bank', () => {
  it('has every file it lists', () => {
    expect(missing).toEqual([]);
    for (const m of withQuestions) expect(existsSync(join(dir, m.file!)), m.file).toBe(true);
  });

  it('has three vendor-neutral certificates, one per level, each described in one sentence', () => {
    expect(certificates.map((c) => c.level)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    for (const c of catalog.certificates) {
      expect(`${c.name} ${c.description}`).not.toMatch(TRADEMARKS);
      expect(c.description.trim().split(/(?<=[.!?])\s+/)).toHaveLength(1);
    }
  });

  it('gives each certificate at least five modules with questions and one coming soon', () => {
    for (const c of certificates) {
      expect(c.modules.filter((m) => m.questions.length > 0).length, c.name).toBeGreaterThanOrEqual(5);
      expect(c.modules.filter((m) => !m.file).length, c.name).toBeGreaterThanOrEqual(1);
      const orders = c.modules.map((m) => m.order);
      expect(orders, c.name).toEqual([...orders].sort((a, b) => a - b));
    }
  });

  it('has at least 12 questions of each difficulty in every module, 540 in all', () => {
    for (const m of withQuestions) {
      for (const d of ['easy', 'medium', 'hard'] as const) {
        expect(m.questions.filter((q) => q.difficulty === d).length, `${m.file} ${d}`).toBeGreaterThanOrEqual(12);
      }
    }
    expect(allQuestions.length).toBeGreaterThanOrEqual(540);
  });

  it('spreads the correct answer across A to D: no letter above 30% in any module', () => {
    for (const m of withQuestions) {
      for (const letter of ['A', 'B', 'C', 'D']) {
        const share = m.questions.filter((q) => q.correctAnswer === letter).length / m.questions.length;
        expect(share, `${m.file} ${letter}`).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('never repeats a question text', () => {
    const seen = new Map<string, string>();
    for (const q of allQuestions) {
      const key = q.text.trim().toLowerCase();
      expect(seen.get(key), `"${q.text}" in ${q.file}`).toBeUndefined();
      seen.set(key, q.file!);
    }
  });

  it('has four distinct options, an explanation of two to four sentences, and no all/none of the above', () => {
    for (const q of allQuestions) {
      const where = `${q.file}:${q.line}`;
      expect(new Set(q.options.map((o) => o.text.toLowerCase())).size, where).toBe(4);
      const sentences = q.explanation.split(/(?<=[.!?])\s+(?=[A-Z"'`(])/).length;
      expect(sentences, where).toBeGreaterThanOrEqual(2);
      expect(sentences, where).toBeLessThanOrEqual(4);
      expect(`${q.text} ${q.options.map((o) => o.text).join(' ')}`, where).not.toMatch(/\b(all|none) of the above\b/i);
      expect(`${q.text} ${q.options.map((o) => o.text).join(' ')} ${q.explanation}`, where).not.toMatch(TRADEMARKS);
    }
  });
});
