import { CircleCheck } from 'lucide-react';
import { forwardRef, useId } from 'react';
import type { OptionId, Question } from '../../../../common/schemas/question';
import { cn } from '../../../lib/cn';
import type { Answer } from '../quiz-machine';

interface QuestionCardProps {
  question: Question;
  position: number;
  selected: Answer;
  disabled?: boolean;
  onSelect: (option: OptionId) => void;
}

/**
 * The question and its four options as a native radio group: Tab enters it, arrow keys move and choose,
 * each option is a large label (at least 56 px high) that is easy to hit with a thumb.
 */
export const QuestionCard = forwardRef<HTMLHeadingElement, QuestionCardProps>(function QuestionCard({ question, position, selected, disabled, onSelect }, headingRef) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="scroll-mt-56 text-lg leading-relaxed font-semibold outline-none md:text-xl">
        <span className="sr-only">Question {position}: </span>
        {question.text}
      </h2>
      <div role="radiogroup" aria-labelledby={headingId} className="mt-5 space-y-3">
        {question.options.map((option) => {
          const checked = selected === option.id;
          return (
            <label
              key={option.id}
              className={cn(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 transition-colors md:p-4',
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary-soft' : 'border-border bg-surface hover:border-border-strong',
                disabled && 'cursor-not-allowed opacity-70',
              )}
            >
              <input
                type="radio"
                // Invisible but covering the whole option, so a tap anywhere on it lands on the radio itself.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                name={`question-${question.id}`}
                value={option.id}
                checked={checked}
                disabled={disabled}
                onChange={() => onSelect(option.id)}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-lg border text-sm font-bold',
                  checked ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong text-muted',
                )}
              >
                {option.id}
              </span>
              <span className={cn('flex-1 text-base', checked && 'font-medium text-primary-soft-fg')}>{option.text}</span>
              {checked && <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />}
            </label>
          );
        })}
      </div>
    </section>
  );
});
