import { useState, type FormEvent } from 'react';
import { DIFFICULTIES, OPTION_IDS, QuestionCreateSchema, QuestionUpdateSchema, type Question } from '../../../../common/schemas/question';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { useCreateQuestion } from '../api/create-question';
import { useUpdateQuestion } from '../api/update-question';
import { DIFFICULTY_LABELS } from './difficulty-badge';
import { FormActions } from './form-actions';
import { useSaveForm } from './use-save-form';

const ANSWER_OPTIONS = [{ value: '', label: 'Choose the correct answer' }, ...OPTION_IDS.map((id) => ({ value: id, label: `Option ${id}` }))];
const DIFFICULTY_OPTIONS = [{ value: '', label: 'Choose a difficulty' }, ...DIFFICULTIES.map((d) => ({ value: d, label: DIFFICULTY_LABELS[d] }))];

type OptionTexts = [string, string, string, string];

function initialOptions(question: Question | null): OptionTexts {
  return OPTION_IDS.map((id) => question?.options.find((o) => o.id === id)?.text ?? '') as OptionTexts;
}

function QuestionForm({ moduleId, question, onDone }: { moduleId: number; question: Question | null; onDone: () => void }) {
  const [text, setText] = useState(question?.text ?? '');
  const [options, setOptions] = useState<OptionTexts>(() => initialOptions(question));
  const [correctAnswer, setCorrectAnswer] = useState<string>(question?.correctAnswer ?? '');
  const [difficulty, setDifficulty] = useState<string>(question?.difficulty ?? '');
  const [explanation, setExplanation] = useState(question?.explanation ?? '');
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const { errors, formRef, save } = useSaveForm('Question', onDone);

  const setOption = (index: number, value: string) =>
    setOptions((current) => {
      const next = [...current] as OptionTexts;
      next[index] = value;
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = { text, options: OPTION_IDS.map((id, i) => ({ id, text: options[i] })), correctAnswer, difficulty, explanation };
    if (question) save('update', QuestionUpdateSchema, content, (body, callbacks) => update.mutate({ id: question.id, body }, callbacks));
    else save('create', QuestionCreateSchema, { ...content, moduleId }, (body, callbacks) => create.mutate(body, callbacks));
  };

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <TextAreaField label="Question text" value={text} onChange={(e) => setText(e.target.value)} error={errors.text} rows={3} />
      <fieldset className="space-y-3">
        <legend className="mb-2 text-sm font-semibold">Answer options</legend>
        {OPTION_IDS.map((id, i) => (
          <TextField key={id} label={`Option ${id}`} value={options[i]} onChange={(e) => setOption(i, e.target.value)} error={errors[`options.${i}.text`]} />
        ))}
        {errors.options && (
          <p role="alert" className="text-sm font-medium text-danger">
            {errors.options}
          </p>
        )}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Correct answer" value={correctAnswer} onChange={(e) => setCorrectAnswer(e.target.value)} options={ANSWER_OPTIONS} error={errors.correctAnswer} />
        <SelectField label="Difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} options={DIFFICULTY_OPTIONS} error={errors.difficulty} />
      </div>
      <TextAreaField label="Explanation" value={explanation} onChange={(e) => setExplanation(e.target.value)} error={errors.explanation} rows={3} hint="Shown to learners when they review their answers." />
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
