/** How the CMS shows a question's key: "A" for a single-answer question, "A, C" with a "Choose 2" badge for a multiple one. */
import { ListChecks } from 'lucide-react';
import type { QuestionType } from '@common/schemas/question';
import { Badge } from '@/components/ui/badge';

/** "AC" as "A, C". */
export function formatLetters(letters: string): string {
  return letters.split('').join(', ');
}

export function ChooseBadge({ count }: { count: number }) {
  return (
    <Badge tone="primary">
      <ListChecks aria-hidden="true" className="size-3.5" />
      Choose {count}
    </Badge>
  );
}

/** "Correct answer: C", or "Choose 2" and "Correct answers: A, C". */
export function AnswerKey({ type, correctAnswer }: { type: QuestionType; correctAnswer: string }) {
  const multiple = type === 'multiple';
  return (
    <>
      {multiple && <ChooseBadge count={correctAnswer.length} />}
      <span className="text-muted">
        {multiple ? 'Correct answers:' : 'Correct answer:'} <strong className="font-semibold text-fg">{formatLetters(correctAnswer)}</strong>
      </span>
    </>
  );
}
