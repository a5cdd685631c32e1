/** Client-side difficulty configuration (SPEC §3): labels, descriptions and badge colours of the four quiz kinds. */
import { QUIZ_DIFFICULTIES, type QuizDifficulty } from '../../../common/schemas/question';
import type { QuestionCounts } from '../../../common/schemas/module';
import { QUIZ_TIME_LIMIT } from '../../../common/schemas/quiz-session';
import type { BadgeTone } from '../../components/ui/badge';

/** Questions per quiz: the server's default QUIZ_SIZE. */
export const QUIZ_SIZE = 10;
export const QUIZ_MINUTES = QUIZ_TIME_LIMIT / 60;

export interface DifficultyConfig {
  id: QuizDifficulty;
  label: string;
  description: string;
  tone: BadgeTone;
  // Kept from the original product's configuration; not shown (SPEC §3).
  successRate: number;
  xp: number;
}

export const DIFFICULTY_CONFIG: Record<QuizDifficulty, DifficultyConfig> = {
  easy: { id: 'easy', label: 'Easy', description: 'Core concepts and definitions. A gentle warm-up to check the basics.', tone: 'easy', successRate: 85, xp: 10 },
  medium: {
    id: 'medium',
    label: 'Medium',
    description: 'Everyday scenarios where you apply what you know to a realistic task.',
    tone: 'medium',
    successRate: 68,
    xp: 25,
  },
  hard: { id: 'hard', label: 'Hard', description: 'Tricky edge cases and exam-style questions that test deep understanding.', tone: 'hard', successRate: 42, xp: 50 },
  mixed: { id: 'mixed', label: 'Mixed', description: 'A blend of every level, drawn at random, like the real exam.', tone: 'mixed', successRate: 65, xp: 35 },
};

export const DIFFICULTY_LIST: DifficultyConfig[] = QUIZ_DIFFICULTIES.map((d) => DIFFICULTY_CONFIG[d]);

export function isQuizDifficulty(value: string | undefined): value is QuizDifficulty {
  return (QUIZ_DIFFICULTIES as readonly string[]).includes(value ?? '');
}

/** Questions available for a difficulty; mixed draws from all three. */
export function availableQuestions(counts: QuestionCounts, difficulty: QuizDifficulty): number {
  return difficulty === 'mixed' ? counts.easy + counts.medium + counts.hard : counts[difficulty];
}

/** How many questions a quiz of this difficulty will have. */
export function quizLength(counts: QuestionCounts, difficulty: QuizDifficulty): number {
  return Math.min(QUIZ_SIZE, availableQuestions(counts, difficulty));
}

export function difficultyLabel(value: string): string {
  return isQuizDifficulty(value) ? DIFFICULTY_CONFIG[value].label : value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Unknown';
}

export function difficultyTone(value: string): BadgeTone {
  return isQuizDifficulty(value) ? DIFFICULTY_CONFIG[value].tone : 'neutral';
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
