/**
 * The mock exam of a certificate: how many questions, how long (minutes here, seconds in the API),
 * the pass mark and each module's weight. On the app's form pattern (components/form/use-zod-form.ts):
 * problems are shown at their field, the server's too. The form has its own schema because it speaks
 * in minutes; its output is the body of ExamBlueprintInputSchema, which the server checks.
 */
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import type { Certificate } from '@common/schemas/certificate';
import type { ExamBlueprint } from '@common/schemas/exam';
import { useZodForm } from '@/components/form/use-zod-form';
import { Dialog } from '@/components/ui/dialog';
import { ErrorPanel } from '@/components/ui/error-panel';
import { inputClasses, TextField } from '@/components/ui/field';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { serverFieldErrors } from '@/lib/form-errors';
import { cn } from '@/lib/cn';
import { useExamBlueprint, useSaveExamBlueprint } from '../api/exam-blueprint';
import { FormActions } from './form-actions';
import { useAdminErrorToast } from './use-admin-error';

interface Values {
  questionCount: string;
  /** In minutes: the API's timeLimit is in seconds. */
  timeLimit: string;
  passMark: string;
  weights: { moduleId: number; moduleName: string; weight: string }[];
}

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN);

/** A box of digits holding a whole number from min to max. */
const wholeFrom = (min: number, max: number, message: string) =>
  z
    .string()
    .refine((s) => whole(s) >= min && whole(s) <= max, message)
    .transform(whole);

/** The checks the server makes, said in the units of this form (minutes); parses to the API's body. */
export const BlueprintFormSchema = z.object({
  questionCount: wholeFrom(1, 200, 'Question count must be a whole number from 1 to 200'),
  timeLimit: wholeFrom(1, 240, 'Time limit must be a whole number of minutes from 1 to 240').transform((minutes) => minutes * 60),
  passMark: wholeFrom(1, 100, 'Pass mark must be a whole percent from 1 to 100'),
  weights: z
    .array(z.object({ moduleId: z.number(), weight: wholeFrom(0, 1000, 'Weight must be a whole number from 0 to 1,000') }))
    // Checked once every weight is a number in range (when: zod would run it with an item's problem too).
    .refine((weights) => weights.length === 0 || weights.some((w) => w.weight > 0), {
      message: 'At least one module needs a weight above 0',
      when: (payload) => payload.issues.length === 0,
    }),
});

function toValues(b: ExamBlueprint): Values {
  return {
    questionCount: String(b.questionCount),
    timeLimit: String(Math.round(b.timeLimit / 60)),
    passMark: String(b.passMark),
    weights: b.weights.map((w) => ({ moduleId: w.moduleId, moduleName: w.moduleName, weight: String(w.weight) })),
  };
}

function BlueprintForm({ certificate, blueprint, onDone }: { certificate: Certificate; blueprint: ExamBlueprint; onDone: () => void }) {
  const form = useZodForm(BlueprintFormSchema, toValues(blueprint));
  const [formError, setFormError] = useState<string | null>(null);
  const save = useSaveExamBlueprint(certificate.id);
  const showError = useAdminErrorToast();
  const weights = form.watch('weights');
  const totalWeight = weights.reduce((n, w) => n + (whole(w.weight) || 0), 0);
  // A problem of the weights as a whole (the array's own message; react-hook-form keeps it as "root" beside the items' errors).
  const weightsError = form.errorOf('weights') ?? form.errorOf('weights.root');

  const send = form.submit(
    (body) =>
      new Promise<void>((settled) =>
        save.mutate(body, {
          onSuccess: () => {
            settled();
            toast({ title: 'Mock exam saved', description: `${certificate.name}: the next exam a learner starts uses it.`, variant: 'success' });
            onDone();
          },
          onError: (error) => {
            settled();
            // A problem no field owns (such as a module that is not the certificate's) is said above the buttons.
            if (!form.setServerErrors(serverFieldErrors(error))) setFormError(error.message);
            showError('Failed to save the mock exam', error);
          },
        }),
      ),
  );
  const onSubmit = (event: FormEvent) => {
    setFormError(null);
    send(event);
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label="Questions" inputMode="numeric" {...form.field('questionCount')} hint="1 to 200" />
        <TextField label="Time limit (minutes)" inputMode="numeric" {...form.field('timeLimit')} hint="1 to 240" />
        <TextField label="Pass mark (%)" inputMode="numeric" {...form.field('passMark')} hint="1 to 100" />
      </div>
      <fieldset aria-describedby={weightsError ? 'weights-error' : 'weights-hint'}>
        <legend className="text-sm font-medium">Module weights</legend>
        <p id="weights-hint" className="mt-1 text-sm text-muted">
          Questions are shared out in proportion to the weights; 0 leaves a module out.
        </p>
        {weightsError && (
          <p id="weights-error" className="mt-1 text-sm font-medium text-danger">
            {weightsError}
          </p>
        )}
        {weights.length === 0 ? (
          <p className="mt-2 text-sm text-muted">This certificate has no modules yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-border rounded-lg border border-border">
            {weights.map((w, i) => {
              const id = `weight-${w.moduleId}`;
              const { error: weightError, ...input } = form.field(`weights.${i}.weight`);
              const error = weightError ?? form.errorOf(`weights.${i}`);
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
                        {...input}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${id}-error` : undefined}
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
