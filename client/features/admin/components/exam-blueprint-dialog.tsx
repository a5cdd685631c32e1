/**
 * The mock exam of a certificate: how many questions, how long (minutes here, seconds in the API),
 * the pass mark and each module's weight. Problems are shown at their field, the server's too.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { Certificate } from '@common/schemas/certificate';
import type { ExamBlueprint } from '@common/schemas/exam';
import { Dialog } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { inputClasses, TextField } from '@/components/ui/field';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { useFocusFirstError, type FieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { useExamBlueprint, useSaveExamBlueprint } from '../api/exam-blueprint';
import { FormActions } from './form-actions';
import { useAdminErrorToast } from './use-admin-error';

interface Values {
  questionCount: string;
  minutes: string;
  passMark: string;
  weights: { moduleId: number; moduleName: string; weight: string }[];
}

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN);

/** The checks the server makes, said in the units of this form (minutes). */
export function checkBlueprint(v: Values): FieldErrors {
  const errors: FieldErrors = {};
  const count = whole(v.questionCount);
  if (!(count >= 1 && count <= 200)) errors.questionCount = 'Question count must be a whole number from 1 to 200';
  const minutes = whole(v.minutes);
  if (!(minutes >= 1 && minutes <= 240)) errors.timeLimit = 'Time limit must be a whole number of minutes from 1 to 240';
  const pass = whole(v.passMark);
  if (!(pass >= 1 && pass <= 100)) errors.passMark = 'Pass mark must be a whole percent from 1 to 100';
  v.weights.forEach((w, i) => {
    const n = whole(w.weight);
    if (!(n >= 0 && n <= 1000)) errors[`weights.${i}.weight`] = 'Weight must be a whole number from 0 to 1,000';
  });
  if (v.weights.length > 0 && !Object.keys(errors).some((k) => k.startsWith('weights.')) && v.weights.every((w) => whole(w.weight) === 0)) {
    errors.weights = 'At least one module needs a weight above 0';
  }
  return errors;
}

function toValues(b: ExamBlueprint): Values {
  return {
    questionCount: String(b.questionCount),
    minutes: String(Math.round(b.timeLimit / 60)),
    passMark: String(b.passMark),
    weights: b.weights.map((w) => ({ moduleId: w.moduleId, moduleName: w.moduleName, weight: String(w.weight) })),
  };
}

function BlueprintForm({ certificate, blueprint, onDone }: { certificate: Certificate; blueprint: ExamBlueprint; onDone: () => void }) {
  const [values, setValues] = useState<Values>(() => toValues(blueprint));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, errors);
  const save = useSaveExamBlueprint(certificate.id);
  const showError = useAdminErrorToast();
  const totalWeight = values.weights.reduce((n, w) => n + (whole(w.weight) || 0), 0);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = checkBlueprint(values);
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        questionCount: whole(values.questionCount),
        timeLimit: whole(values.minutes) * 60,
        passMark: whole(values.passMark),
        weights: values.weights.map((w) => ({ moduleId: w.moduleId, weight: whole(w.weight) })),
      },
      {
        onSuccess: () => {
          toast({ title: 'Mock exam saved', description: `${certificate.name}: the next exam a learner starts uses it.`, variant: 'success' });
          onDone();
        },
        onError: (error) => {
          const server: FieldErrors = {};
          if (error instanceof ApiError) for (const issue of error.issues) server[issue.path] ??= issue.message;
          setErrors(server);
          // A problem no field owns (such as a module that is not the certificate's) is said above the buttons.
          if (Object.keys(server).length === 0) setFormError(error.message);
          showError('Failed to save the mock exam', error);
        },
      },
    );
  };

  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Questions" inputMode="numeric" value={values.questionCount} onChange={(e) => set({ questionCount: e.target.value })} error={errors.questionCount} hint="1 to 200" />
        <TextField label="Time limit (minutes)" inputMode="numeric" value={values.minutes} onChange={(e) => set({ minutes: e.target.value })} error={errors.timeLimit} hint="1 to 240" />
        <TextField label="Pass mark (%)" inputMode="numeric" value={values.passMark} onChange={(e) => set({ passMark: e.target.value })} error={errors.passMark} hint="1 to 100" />
      </div>
      <fieldset aria-describedby={errors.weights ? 'weights-error' : 'weights-hint'}>
        <legend className="text-sm font-medium">Module weights</legend>
        <p id="weights-hint" className="mt-1 text-sm text-muted">
          Questions are shared out in proportion to the weights; 0 leaves a module out.
        </p>
        {errors.weights && (
          <p id="weights-error" className="mt-1 text-sm font-medium text-danger">
            {errors.weights}
          </p>
        )}
        {values.weights.length === 0 ? (
          <p className="mt-2 text-sm text-muted">This certificate has no modules yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {values.weights.map((w, i) => {
              const id = `weight-${w.moduleId}`;
              const error = errors[`weights.${i}.weight`] ?? errors[`weights.${i}`];
              const share = totalWeight > 0 ? Math.round((100 * (whole(w.weight) || 0)) / totalWeight) : 0;
              return (
                <li key={w.moduleId} className="px-3 py-2">
                  <div className="flex items-center gap-3">
                    <label htmlFor={id} className="min-w-0 flex-1 text-sm">
                      {w.moduleName}
                    </label>
                    <span className="w-10 shrink-0 text-right text-xs text-muted tabular-nums" aria-hidden="true">
                      {share}%
                    </span>
                    <div className="w-20 shrink-0">
                      <input
                        id={id}
                        inputMode="numeric"
                        value={w.weight}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
                        onChange={(e) => set({ weights: values.weights.map((x, j) => (j === i ? { ...x, weight: e.target.value } : x)) })}
                        className={cn(inputClasses, 'py-2 text-right')}
                      />
                    </div>
                  </div>
                  {error && (
                    <p id={`${id}-error`} className="mt-1 text-sm font-medium text-danger">
                      {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </fieldset>
      {formError && (
        <p role="alert" className="rounded-lg bg-danger-soft p-3 text-sm">
          {formError}
        </p>
      )}
      <FormActions submitLabel="Save mock exam" pending={save.isPending} onCancel={onDone} />
    </form>
  );
}

/** Opened from a certificate's Exam button in the admin list. */
export function ExamBlueprintDialog({ certificate, onOpenChange }: { certificate: Certificate | null; onOpenChange: (open: boolean) => void }) {
  const blueprint = useExamBlueprint(certificate?.id ?? 0, certificate !== null);
  return (
    <Dialog open={certificate !== null} onOpenChange={onOpenChange} title="Mock exam" description={certificate ? `The practice exam of ${certificate.name}.` : undefined} wide>
      {certificate &&
        (blueprint.isError ? (
          <ErrorPanel title="Could not load the mock exam" message={blueprint.error.message} onRetry={() => void blueprint.refetch()} retrying={blueprint.isFetching} />
        ) : blueprint.isPending || blueprint.isFetching ? (
          <LoadingRegion label="Loading the mock exam">
            <Skeleton className="h-20" />
            <Skeleton className="mt-4 h-40" />
          </LoadingRegion>
        ) : (
          <BlueprintForm certificate={certificate} blueprint={blueprint.data} onDone={() => onOpenChange(false)} />
        ))}
    </Dialog>
  );
}
