/** A question as an administrator checks it: the text, its four options with the key marked (icon and words), and the explanation. */
import { CircleCheck } from 'lucide-react';
import type { Question } from '@common/schemas/question';
import { Markdown } from '@/components/markdown';
import { cn } from '@/lib/cn';
import { AnswerKey } from './answer-key';
import { DifficultyBadge } from '@/components/difficulty-badge';

export function QuestionSummary({ question, showExplanation = true }: { question: Question; showExplanation?: boolean }) {
  return (
    <div className="min-w-0 space-y-3">
      <Markdown className="min-w-0 font-medium break-words">{question.text}</Markdown>
      <ul aria-label="Options" className="space-y-1.5">
        {question.options.map((option) => {
          const correct = question.correctAnswer.includes(option.id);
          return (
            <li key={option.id} className={cn('flex items-start gap-2 rounded-lg border px-3 py-2 text-sm', correct ? 'border-success bg-success-soft' : 'border-border')}>
              <span className="font-semibold">{option.id}.</span>
              <Markdown inline className="min-w-0 flex-1 break-words">
                {option.text}
              </Markdown>
              {correct && (
                <span className="inline-flex shrink-0 items-center gap-1 font-semibold text-success">
                  <CircleCheck aria-hidden="true" className="size-4" />
                  Correct
                </span>
              )}
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <DifficultyBadge difficulty={question.difficulty} />
        <AnswerKey type={question.type} correctAnswer={question.correctAnswer} />
      </div>
      {showExplanation && question.explanation && (
        <div className="rounded-lg bg-surface-2 p-3 text-sm">
          <p className="font-semibold">Explanation</p>
          <Markdown className="mt-1 break-words">{question.explanation}</Markdown>
        </div>
      )}
    </div>
  );
}
