import { CircleCheck, CircleX, ListChecks, Square, SquareCheckBig } from 'lucide-react';
import { forwardRef, useId } from 'react';
import type { LearnerQuestion, OptionId } from '@common/schemas/question';
import { Markdown } from '@/components/markdown';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { optionPickClass, optionTransitionClass } from '@/lib/motion';
import type { Answer } from '../quiz-machine';

interface QuestionCardProps {
  question: LearnerQuestion;
  position: number;
  selected: Answer;
  disabled?: boolean;
  onSelect: (option: OptionId) => void;
  /** After feedback (study, review, mistakes): the correct letters, marked on the options in words and by icon. */
  reveal?: string;
}

const NUMBER_WORDS = ['zero', 'one', 'two', 'three', 'four'];

/**
 * The question and its four options as native inputs: radios for a single-answer question (Tab
 * enters the group, arrow keys move and choose), checkboxes for a "choose N" one (Space toggles the
 * focused option). Each option is a large label (at least 56 px high) that is easy to hit with a
 * thumb, named by its letter and its text. The question is a heading that may hold code blocks, so
 * it is a div with the heading role rather than an h2 (which may hold phrasing content only).
 */
export const QuestionCard = forwardRef<HTMLDivElement, QuestionCardProps>(function QuestionCard({ question, position, selected, disabled, onSelect, reveal }, headingRef) {
  const headingId = useId();
  const chooseId = useId();
  const multiple = question.choose > 1;
  const chosenCount = selected.length;
  return (
    <section aria-labelledby={headingId}>
      <div role="heading" aria-level={2} ref={headingRef} id={headingId} tabIndex={-1} className="scroll-mt-56 text-lg leading-relaxed font-semibold outline-none md:text-xl">
        <span className="sr-only">Question {position}: </span>
        <Markdown>{question.text}</Markdown>
      </div>
      {multiple && (
        <p id={chooseId} className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1">
          <Badge tone="primary" className="px-3 py-1 text-sm">
            <ListChecks aria-hidden="true" className="size-4" />
            Choose {question.choose}
          </Badge>
          <span className="text-sm text-muted" data-testid="chosen-count">
            {chosenCount} of {question.choose} chosen
            <span className="sr-only">: pick {NUMBER_WORDS[question.choose] ?? question.choose} options, all of them right to score.</span>
          </span>
        </p>
      )}
      <div role={multiple ? 'group' : 'radiogroup'} aria-labelledby={headingId} aria-describedby={multiple ? chooseId : undefined} className={cn('space-y-3', multiple ? 'mt-4' : 'mt-5')}>
        {question.options.map((option) => {
          const checked = selected.includes(option.id);
          const isCorrect = reveal?.includes(option.id) ?? false;
          const tags = reveal === undefined ? '' : [checked && 'Your answer', isCorrect && 'Correct answer'].filter(Boolean).join(' · ');
          const tagId = `${headingId}-${option.id}-tag`;
          const letterId = `${headingId}-${option.id}-letter`;
          const textId = `${headingId}-${option.id}-text`;
          return (
            <label
              key={option.id}
              className={cn(
                'relative flex min-h-14 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 md:p-4',
                optionTransitionClass,
                checked && reveal === undefined && optionPickClass,
                'has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                reveal !== undefined
                  ? isCorrect
                    ? 'border-success bg-success-soft'
                    : checked
                      ? 'border-danger bg-danger-soft'
                      : 'border-border bg-surface'
                  : checked
                    ? 'border-primary bg-primary-soft'
                    : 'border-border bg-surface hover:border-border-strong',
                disabled && 'cursor-not-allowed',
                disabled && reveal === undefined && 'opacity-70',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                // Invisible but covering the whole option, so a tap anywhere on it lands on the input itself.
                className="absolute inset-0 z-10 m-0 size-full cursor-pointer appearance-none rounded-xl opacity-0 disabled:cursor-not-allowed"
                name={`question-${question.id}`}
                value={option.id}
                checked={checked}
                disabled={disabled}
                aria-labelledby={tags ? `${letterId} ${textId} ${tagId}` : `${letterId} ${textId}`}
                onChange={() => onSelect(option.id)}
              />
              <span
                id={letterId}
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center self-start rounded-lg border text-sm font-bold',
                  checked ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong text-muted',
                )}
              >
                {option.id}
              </span>
              <span className="min-w-0 flex-1 self-center">
                <Markdown
                  inline
                  id={textId}
                  // A code block sits above the tap layer so that it can be scrolled sideways; a tap on it still picks the option (it is inside the label).
                  className={cn('block text-base [&_pre]:relative [&_pre]:z-20', checked && reveal === undefined && 'font-medium text-primary-soft-fg')}
                >
                  {option.text}
                </Markdown>
                {tags && (
                  <span id={tagId} className={cn('mt-1 block text-sm font-semibold text-balance', isCorrect ? 'text-success' : 'text-danger')}>
                    <span className="sr-only">: </span>
                    {tags}
                  </span>
                )}
              </span>
              {reveal !== undefined ? (
                isCorrect ? (
                  <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-success" />
                ) : checked ? (
                  <CircleX aria-hidden="true" className="size-5 shrink-0 text-danger" />
                ) : null
              ) : multiple ? (
                checked ? (
                  <SquareCheckBig aria-hidden="true" className="size-5 shrink-0 text-primary" />
                ) : (
                  <Square aria-hidden="true" className="size-5 shrink-0 text-border-strong" />
                )
              ) : (
                checked && <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
              )}
            </label>
          );
        })}
      </div>
    </section>
  );
});
