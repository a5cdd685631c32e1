/**
 * Question levels (easy, medium, hard, and the mixed quiz) have one colour each, defined once as
 * --level-* tokens in client/styles/index.css and used by every badge that shows a level: the
 * learner's difficulty cards, history and results, and the admin's question lists. The word is
 * always shown beside the colour.
 */
import type { BadgeTone } from './badge';

export type LevelTone = 'easy' | 'medium' | 'hard' | 'mixed';

const LEVEL_TONES: Record<string, LevelTone> = { easy: 'easy', medium: 'medium', hard: 'hard', mixed: 'mixed' };

/** The badge tone of a level or quiz difficulty; anything else is neutral grey. */
export function levelTone(level: string): BadgeTone {
  return LEVEL_TONES[level] ?? 'neutral';
}
