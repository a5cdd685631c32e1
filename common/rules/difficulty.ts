/**
 * The four kinds of quiz (docs/product.md §4): how each is named and described, and how many
 * questions a quiz of one holds. Shared by the client's screens and the server's draw.
 */
import type { QuestionCounts } from '../schemas/module';
import { QUIZ_DIFFICULTIES, type QuizDifficulty } from '../schemas/question';
import { QUIZ_SIZE } from '../schemas/quiz-session';

export interface DifficultyInfo {
  id: QuizDifficulty;
  label: string;
  description: string;
}

export const DIFFICULTY_INFO: Record<QuizDifficulty, DifficultyInfo> = {
  easy: { id: 'easy', label: 'Easy', description: 'Core concepts and definitions. A gentle warm-up to check the basics.' },
  medium: { id: 'medium', label: 'Medium', description: 'Everyday scenarios where you apply what you know to a realistic task.' },
  hard: { id: 'hard', label: 'Hard', description: 'Tricky edge cases and exam-style questions that test deep understanding.' },
  mixed: { id: 'mixed', label: 'Mixed', description: 'A blend of every level, drawn at random, like the real exam.' },
};

/** Easy, medium, hard, mixed: the order the screens list them in. */
export const DIFFICULTY_LIST: readonly DifficultyInfo[] = QUIZ_DIFFICULTIES.map((d) => DIFFICULTY_INFO[d]);

export function isQuizDifficulty(value: string | undefined): value is QuizDifficulty {
  return (QUIZ_DIFFICULTIES as readonly string[]).includes(value ?? '');
}

/** "Easy" for easy; any other value capitalised, "Unknown" for none. */
export function difficultyLabel(value: string): string {
  if (isQuizDifficulty(value)) return DIFFICULTY_INFO[value].label;
  return value ? value.charAt(0).toUpperCase() + value.slice(1) : 'Unknown';
}

/** Questions available for a difficulty; mixed draws from all three. */
export function availableQuestions(counts: QuestionCounts, difficulty: QuizDifficulty): number {
  return difficulty === 'mixed' ? counts.easy + counts.medium + counts.hard : counts[difficulty];
}

/** How many questions a quiz of this difficulty will have: `size` (the quiz size), or fewer when the module has fewer. */
export function quizLength(counts: QuestionCounts, difficulty: QuizDifficulty, size: number = QUIZ_SIZE): number {
  return Math.min(size, availableQuestions(counts, difficulty));
}
