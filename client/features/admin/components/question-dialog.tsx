import { CircleCheck, Eye } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { MULTIPLE_MAX, MULTIPLE_MIN, QUESTION_TYPES, type QuestionType } from '@common/rules/answers';
import { DIFFICULTIES, OPTION_IDS, QuestionCreateSchema, QuestionUpdateSchema, type OptionId, type Question, type QuestionCreate } from '@common/schemas/question';
import { Markdown } from '@/components/markdown';
import { Dialog } from '@/components/ui/dialog';
import { SelectField, TextAreaField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useCreateQuestion } from '../api/create-question';
import { useUpdateQuestion } from '../api/update-question';
import { ChooseBadge } from './answer-key';
import { DIFFICULTY_INFO } from '@common/rules/difficulty';
import { FormActions } from './form-actions';
import { useSaveForm } from './use-save-form';

const DIFFICULTY_OPTIONS = [{ value: '', label: 'Choose a difficulty' }, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_INFO[d].label }))];

const TYPE_INFO: Record<QuestionType, { label: string; hint: string }> = {
  single: { label: 'Single answer', hint: 'One correct option' },
  multiple: { label: 'Multiple answers', hint: `Choose ${MULTIPLE_MIN} or ${MULTIPLE_MAX}: all or nothing` },
};

const MARKDOWN_HINT = (
  <>
    Markdown: <code className="font-mono">`code`</code>, <code className="font-mono">```</code> code blocks, <code className="font-mono">**bold**</code>, <code className="font-mono">*italic*</code>,{' '}
    <code className="font-mono">- lists</code>. HTML shows as text.
  </>
);

/** Text areas grow with what is typed (where the browser can), up to a height that keeps the dialog usable. */
const GROWING = 'field-sizing-content max-h-72 resize-y';

type OptionTexts = [string, string, string, string];

function initialOptions(question: Question | null): OptionTexts {
  return OPTION_IDS.map((id) => question?.options.find((o) => o.id === id)?.text ?? '') as OptionTexts;
}

/** Letters kept in alphabetical order, as the key is stored. */
function toggle(key: string, letter: OptionId): string {
  return key.includes(letter) ? key.replace(letter, '') : [...key, letter].sort().join('');
}

function QuestionTypeField({ value, onChange }: { value: QuestionType; onChange: (type: QuestionType) => void }) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">Question type</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {QUESTION_TYPES.map((type) => (
          <label
            key={type}
            className={cn(
              'flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
              value === type ? 'border-primary bg-primary-soft' : 'border-border-strong bg-surface hover:bg-surface-2',
            )}
          >
            <input type="radio" name="question-type" value={type} checked={value === type} onChange={() => onChange(type)} className="mt-1 size-4 shrink-0 accent-primary" />
            <span>
              <span className={cn('block font-medium', value === type && 'text-primary-soft-fg')}>{TYPE_INFO[type].label}</span>
              <span className="block text-sm text-muted">{TYPE_INFO[type].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The key as radios (single) or checkboxes (multiple), one per letter, named by the letter inside the group "Correct answer". */
function CorrectAnswerField({ type, value, onChange, error }: { type: QuestionType; value: string; onChange: (key: string) => void; error?: string }) {
  const id = useId();
  const multiple = type === 'multiple';
  const hint = multiple ? `Tick ${MULTIPLE_MIN} or ${MULTIPLE_MAX}: learners must choose exactly these.` : 'The one right option.';
  return (
    <fieldset aria-describedby={error ? `${id}-error` : `${id}-hint`} className="space-y-1.5">
      <legend className="text-sm font-medium">Correct answer</legend>
      <div className="flex gap-2">
        {OPTION_IDS.map((letter) => {
          const checked = value.includes(letter);
          return (
            <label
              key={letter}
              className={cn(
                'flex h-11 min-w-0 flex-1 cursor-pointer items-center justify-center gap-2 rounded-lg border font-semibold has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-ring',
                checked ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border-strong bg-surface hover:bg-surface-2',
                error && !checked && 'border-danger',
              )}
            >
              <input
                type={multiple ? 'checkbox' : 'radio'}
                name="correct-answer"
                value={letter}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={() => onChange(multiple ? toggle(value, letter) : letter)}
                className="size-4 accent-primary"
              />
              {letter}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      )}
    </fieldset>
  );
}

function Placeholder({ children }: { children: ReactNode }) {
  return <span className="text-muted italic">{children}</span>;
}

/** The question as learners see it in the review: Markdown rendered, the correct options marked in words. */
function QuestionPreview({ text, options, type, correctAnswer, explanation }: { text: string; options: OptionTexts; type: QuestionType; correctAnswer: string; explanation: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-dashed border-border-strong bg-bg p-4">
      <h3 id={headingId} className="mb-3 flex items-center gap-2 text-sm font-semibold text-muted">
        <Eye aria-hidden="true" className="size-4" />
        Preview
      </h3>
      {type === 'multiple' && (
        <div className="mb-2">
          <ChooseBadge count={correctAnswer.length} />
        </div>
      )}
      <div className="font-semibold">{text.trim() ? <Markdown>{text}</Markdown> : <Placeholder>The question text shows here.</Placeholder>}</div>
      <ul className="mt-3 space-y-2" aria-label="Options preview">
        {OPTION_IDS.map((letter, i) => {
          const correct = correctAnswer.includes(letter);
          return (
            <li key={letter} className={cn('flex items-start gap-3 rounded-lg border p-2.5', correct ? 'border-success bg-success-soft' : 'border-border bg-surface')}>
              <span aria-hidden="true" className="flex size-7 shrink-0 items-center justify-center rounded-md border border-border-strong text-sm font-bold text-muted">
                {letter}
              </span>
              <span className="sr-only">Option {letter}: </span>
              <span className="min-w-0 flex-1">
                {options[i]!.trim() ? (
                  <Markdown inline className="block">
                    {options[i]!}
                  </Markdown>
                ) : (
                  <Placeholder>Option {letter}</Placeholder>
                )}
                {correct && <span className="mt-1 block text-sm font-semibold text-success">Correct</span>}
              </span>
              {correct && <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />}
            </li>
          );
        })}
      </ul>
      <div className="mt-3 rounded-lg bg-surface-2 p-3 text-sm">
        <p className="font-semibold">Explanation</p>
        <div className="mt-1 text-muted">
          {explanation.trim() ? <Markdown className="[&_code]:bg-surface [&_pre]:bg-surface">{explanation}</Markdown> : <Placeholder>The explanation shows here.</Placeholder>}
        </div>
      </div>
    </section>
  );
}

function QuestionForm({ moduleId, question, onDone }: { moduleId: number; question: Question | null; onDone: () => void }) {
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const texts = initialOptions(question);
  const defaults = {
    text: question?.text ?? '',
    options: OPTION_IDS.map((id, i) => ({ id, text: texts[i]! })),
    type: question?.type ?? 'single',
    correctAnswer: question?.correctAnswer ?? '',
    difficulty: question?.difficulty ?? '',
    explanation: question?.explanation ?? '',
  };
  const { form, onSubmit } = useSaveForm('Question', question ? 'update' : 'create', question ? QuestionUpdateSchema : QuestionCreateSchema, defaults, {
    toInput: (values) => (question ? values : { ...values, moduleId }),
    onDone,
    send: (body, callbacks) => (question ? update.mutate({ id: question.id, body }, callbacks) : create.mutate(body as QuestionCreate, callbacks)),
  });
  // The preview and the custom controls follow what is typed.
  const { text, options, type, correctAnswer, explanation } = form.watch();
  const setCorrectAnswer = (key: string) => {
    form.setValue('correctAnswer', key);
    form.clearErrors(['correctAnswer', 'type']);
  };

  // From several letters to one, the first stays chosen; from one to several, it stays as the first.
  const changeType = (next: QuestionType) => {
    form.setValue('type', next);
    if (next === 'single') form.setValue('correctAnswer', correctAnswer.slice(0, 1));
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextAreaField label="Question text" {...form.field('text')} rows={3} hint={MARKDOWN_HINT} className={GROWING} />
      <QuestionTypeField value={type} onChange={changeType} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">Answer options</legend>
        {OPTION_IDS.map((id, i) => (
          // A textarea, not an input: an option may hold a list or a code block, whose newlines an input would drop.
          <TextAreaField key={id} label={`Option ${id}`} {...form.field(`options.${i}.text`)} rows={1} className={GROWING} />
        ))}
        {form.errorOf('options') && (
          <p role="alert" className="text-sm font-medium text-danger">
            {form.errorOf('options')}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <CorrectAnswerField type={type} value={correctAnswer} onChange={setCorrectAnswer} error={form.errorOf('correctAnswer') ?? form.errorOf('type')} />
        <SelectField label="Difficulty" {...form.field('difficulty')} options={DIFFICULTY_OPTIONS} />
      </div>
      <TextAreaField label="Explanation" {...form.field('explanation')} rows={3} hint="Shown to learners when they review their answers. Markdown as in the question." className={GROWING} />
      <QuestionPreview text={text} options={options.map((o) => o.text) as OptionTexts} type={type} correctAnswer={correctAnswer} explanation={explanation} />
      <FormActions submitLabel={question ? 'Save changes' : 'Create question'} pending={create.isPending || update.isPending} onCancel={onDone} />
    </form>
  );
}

/** Create (question null) or edit a question of a module. */
export function QuestionDialog({ open, moduleId, question, onOpenChange }: { open: boolean; moduleId: number; question: Question | null; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={question ? 'Edit question' : 'New question'} wide>
      <QuestionForm moduleId={moduleId} question={question} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
