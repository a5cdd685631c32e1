/**
 * The demo question bank: every file loads through the importer and meets the bank's rules
 * (content/README.md says them in words; a blind review checks what a program cannot).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDemoContent } from '../server/db/seed';

const dir = join(import.meta.dirname);
const catalog = JSON.parse(readFileSync(join(dir, 'catalog.json'), 'utf8')) as {
  certificates: { name: string; level: string; description: string; modules: { name: string; file?: string }[] }[];
};
const { certificates, missing } = loadDemoContent(dir);
const modules = certificates.flatMap((c) => c.modules.map((m) => ({ ...m, certificate: c.name, level: c.level })));
const withQuestions = modules.filter((m) => m.file);
const allQuestions = withQuestions.flatMap((m) => m.questions.map((q) => ({ ...q, file: m.file! })));

// Names of vendors, products and product-specific APIs that the vendor-neutral bank must not mention.
// Case-sensitive: 'a test oracle' is a testing term, 'Oracle' a vendor.
const TRADEMARKS = /\b(ServiceNow|servicenow|Salesforce|Jira|JIRA|Atlassian|AWS|Amazon|Azure|Microsoft|Google|Oracle|ITIL|AXELOS|Workday|Zendesk|Glide\w*|g_form|g_user|g_scratchpad)\b/;
const ABSOLUTE = /\b(always|never|only|all|none|every|must|cannot)\b/i;
const JUSTIFICATION = /\b(because|so that|since)\b/i;

const optionsText = (q: (typeof allQuestions)[number]) => q.options.map((o) => o.text).join(' ');
const isKey = (q: (typeof allQuestions)[number], id: string) => q.correctAnswer.includes(id);
const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+(?=[A-Z"'`(*])/).length;
const where = (q: (typeof allQuestions)[number]) => `${q.file}:${q.line}`;

describe('the demo question bank', () => {
  it('has every file it lists', () => {
    expect(missing).toEqual([]);
    for (const m of withQuestions) expect(existsSync(join(dir, m.file!)), m.file).toBe(true);
  });

  it('has three vendor-neutral certificates, one per level, each described in one sentence', () => {
    expect(certificates.map((c) => c.level)).toEqual(['Beginner', 'Intermediate', 'Advanced']);
    for (const c of catalog.certificates) {
      expect(`${c.name} ${c.description}`).not.toMatch(TRADEMARKS);
      for (const m of c.modules) expect(`${m.name}`).not.toMatch(TRADEMARKS);
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

  it('has at least 20 easy, 20 medium and 20 hard questions in every module', () => {
    for (const m of withQuestions) {
      for (const d of ['easy', 'medium', 'hard'] as const) {
        expect(m.questions.filter((q) => q.difficulty === d).length, `${m.file} ${d}`).toBeGreaterThanOrEqual(20);
      }
    }
  });

  it('meets the landing page: 1,500 questions, 350+ / 450+ / 500+ per certificate', () => {
    expect(allQuestions.length).toBeGreaterThanOrEqual(1500);
    const perLevel = Object.fromEntries(certificates.map((c) => [c.level, c.modules.reduce((n, m) => n + m.questions.length, 0)]));
    expect(perLevel.Beginner).toBeGreaterThanOrEqual(350);
    expect(perLevel.Intermediate).toBeGreaterThanOrEqual(450);
    expect(perLevel.Advanced).toBeGreaterThanOrEqual(500);
  });

  it('spreads the correct letters across A to D: no letter above 30% of a module’s keys', () => {
    for (const m of withQuestions) {
      const letters = m.questions.flatMap((q) => q.correctAnswer.split(''));
      for (const letter of ['A', 'B', 'C', 'D']) {
        const share = letters.filter((l) => l === letter).length / letters.length;
        expect(share, `${m.file} ${letter}`).toBeLessThanOrEqual(0.3);
      }
    }
  });

  it('asks "choose two / three" in at least 10% of every module, and says so in the stem', () => {
    for (const m of withQuestions) {
      const multiple = m.questions.filter((q) => q.type === 'multiple');
      expect(multiple.length / m.questions.length, m.file).toBeGreaterThanOrEqual(0.1);
      for (const q of multiple) {
        const n = q.correctAnswer.length === 2 ? 'two' : 'three';
        expect(q.text, `${m.file}:${q.line}`).toMatch(new RegExp(`\\(Choose ${n}\\.\\)`));
      }
    }
  });

  it('does not give the key away by its length', () => {
    for (const m of withQuestions) {
      const single = m.questions.filter((q) => q.type === 'single');
      let longest = 0;
      let second = 0;
      for (const q of single) {
        const keyLength = q.options.find((o) => o.id === q.correctAnswer)!.text.length;
        const longer = q.options.filter((o) => o.text.length > keyLength).length;
        const tied = q.options.filter((o) => o.id !== q.correctAnswer && o.text.length === keyLength).length;
        if (longer === 0 && tied === 0) longest++;
        if (longer === 1) second++;
      }
      expect(longest / single.length, `${m.file}: key strictly longest`).toBeLessThanOrEqual(0.2);
      expect(second / single.length, `${m.file}: key second longest`).toBeLessThanOrEqual(0.35);
    }
  });

  it('uses absolute words and justifications in keys no more often than in distractors', () => {
    for (const cue of [ABSOLUTE, JUSTIFICATION]) {
      let keys = 0;
      let keyHits = 0;
      let distractors = 0;
      let distractorHits = 0;
      for (const q of allQuestions) {
        for (const o of q.options) {
          if (isKey(q, o.id)) {
            keys++;
            if (cue.test(o.text)) keyHits++;
          } else {
            distractors++;
            if (cue.test(o.text)) distractorHits++;
          }
        }
      }
      // Per option, a key may carry the cue at most a little more often than a distractor does.
      expect(keyHits / keys, `${cue.source}: keys ${keyHits}/${keys}, distractors ${distractorHits}/${distractors}`).toBeLessThanOrEqual(distractorHits / distractors + 0.03);
    }
  });

  it('never repeats a question, nor asks the same one in other words', () => {
    const seen = new Map<string, string>();
    for (const q of allQuestions) {
      const key = q.text.trim().toLowerCase();
      expect(seen.get(key), `"${q.text}" in ${q.file}`).toBeUndefined();
      seen.set(key, where(q));
    }
    // Near duplicates: stems sharing almost all their words (Jaccard ≥ 0.85 over distinct words).
    const words = allQuestions.map((q) => new Set(q.text.toLowerCase().match(/[a-z0-9_]+/g) ?? []));
    const near: string[] = [];
    for (let i = 0; i < words.length; i++) {
      for (let j = i + 1; j < words.length; j++) {
        const a = words[i]!;
        const b = words[j]!;
        if (Math.min(a.size, b.size) / Math.max(a.size, b.size) < 0.85) continue;
        let shared = 0;
        for (const w of a) if (b.has(w)) shared++;
        if (shared / (a.size + b.size - shared) >= 0.85) near.push(`${where(allQuestions[i]!)} ~ ${where(allQuestions[j]!)}`);
      }
    }
    expect(near).toEqual([]);
  });

  it('has four distinct options, an explanation of two to four sentences, no all/none of the above, no trademark', () => {
    for (const q of allQuestions) {
      expect(new Set(q.options.map((o) => o.text.toLowerCase())).size, where(q)).toBe(4);
      const sentences = sentencesOf(q.explanation);
      expect(sentences, where(q)).toBeGreaterThanOrEqual(2);
      expect(sentences, where(q)).toBeLessThanOrEqual(4);
      expect(`${q.text} ${optionsText(q)}`, where(q)).not.toMatch(/\b(all|none) of the above\b/i);
      expect(`${q.text} ${optionsText(q)} ${q.explanation}`, where(q)).not.toMatch(TRADEMARKS);
    }
  });

  it('shows code as Markdown code: fences are closed and keep their indentation', () => {
    for (const q of allQuestions) {
      const fences = q.text.split('\n').filter((l) => l.trimStart().startsWith('```')).length;
      expect(fences % 2, `${where(q)}: unclosed code fence`).toBe(0);
      for (const text of [q.text, optionsText(q), q.explanation]) {
        const ticks = text.replace(/```[^]*?```/g, '').split('`').length - 1;
        expect(ticks % 2, `${where(q)}: unbalanced backtick`).toBe(0);
      }
    }
  });
});
