/** An attempt in progress survives a reload: it is kept in sessionStorage per module and difficulty until submitted or abandoned. */
import { z } from 'zod';
import { QuestionSchema } from '../../../common/schemas/question';
import { AnswerSchema } from '../../../common/schemas/quiz-session';
import type { SavedQuiz } from './quiz-machine';

const SavedQuizSchema = z
  .object({
    questions: z.array(QuestionSchema).min(1),
    answers: z.array(AnswerSchema),
    index: z.number().int().min(0),
    deadline: z.number().finite(),
  })
  .refine((s) => s.index < s.questions.length && s.answers.length <= s.questions.length);

export function quizStorageKey(moduleId: string | number, difficulty: string): string {
  return `certdrill.quiz.${moduleId}.${difficulty}`;
}

export function loadQuiz(key: string): SavedQuiz | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed = SavedQuizSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
    sessionStorage.removeItem(key);
    return null;
  } catch {
    return null;
  }
}

export function saveQuiz(key: string, quiz: SavedQuiz): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(quiz));
  } catch {
    // Storage full or blocked (private mode): the attempt still works, it just will not survive a reload.
  }
}

export function clearQuiz(key: string): void {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing to clear when storage is blocked.
  }
}
