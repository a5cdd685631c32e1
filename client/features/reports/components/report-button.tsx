/**
 * "Report a problem" with a question: a labelled dialog asking why (and, if they like, a comment),
 * then thanks. Afterwards the button reads "Reported" and does nothing more; it stays focusable so
 * that focus returns to it when the dialog closes.
 */
import { CircleCheck, Flag, LoaderCircle } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { z } from 'zod';
import { COMMENT_MAX, REPORT_REASONS, ReportCreateSchema } from '@common/schemas/report';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { TextAreaField } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { useReportedQuestions, useReportQuestion, type ReportOutcome } from '../api/report-question';
import { REPORT_REASON_TEXT } from '../reasons';

/** The body the server checks (ReportCreateSchema), with a missing reason said as what to do. */
const ReportFormSchema = ReportCreateSchema.extend({ reason: z.enum(REPORT_REASONS, { error: 'Choose what is wrong, then send the report.' }) });

export function ReportButton({ questionId, attemptId, className }: { questionId: number; attemptId?: number; className?: string }) {
  const reported = useReportedQuestions().includes(questionId);
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // The shared dialog has no trigger of its own: focus goes back to this button by hand once it has closed.
  const change = (next: boolean) => {
    setOpen(next);
    if (!next) setTimeout(() => buttonRef.current?.focus(), 0);
  };
  return (
    <>
      <Button ref={buttonRef} variant="ghost" size="sm" className={cn('text-muted', className)} aria-disabled={reported || undefined} onClick={() => !reported && setOpen(true)}>
        {reported ? <CircleCheck aria-hidden="true" className="size-4" /> : <Flag aria-hidden="true" className="size-4" />}
        {reported ? 'Reported' : 'Report a problem'}
      </Button>
      <Dialog open={open} onOpenChange={change} title="Report a problem with this question">
        {/* Mounted afresh each time it opens: a new report starts empty. */}
        {open && <ReportForm questionId={questionId} attemptId={attemptId} onDone={() => change(false)} />}
      </Dialog>
    </>
  );
}

function ReportForm({ questionId, attemptId, onDone }: { questionId: number; attemptId?: number; onDone: () => void }) {
  // On the app's form pattern (components/form/use-zod-form.ts): a missing reason is said under the reasons.
  const form = useZodForm(ReportFormSchema, { reason: '', comment: '' });
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);
  const report = useReportQuestion(questionId, attemptId);
  const legendId = useId();
  const errorId = useId();
  const { error: missingReason, ...reasonInput } = form.field('reason');
  const comment = form.watch('comment');

  const submit = form.submit((body) => new Promise<void>((settled) => report.mutate(body, { onSuccess: setOutcome, onSettled: () => settled() })));

  if (outcome) {
    return (
      <div role="status" className="space-y-4">
        <p className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
          <span>
            <span className="font-semibold">Thank you for the report.</span>{' '}
            {outcome === 'held' ? 'It is sent to our editors as soon as you finish this session.' : 'Our editors will look at the question, and fix it if something is wrong.'}
          </span>
        </p>
        <div className="flex justify-end">
          <Button autoFocus onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <fieldset aria-describedby={missingReason ? errorId : undefined}>
        <legend id={legendId} className="text-sm font-medium">
          What is wrong?
        </legend>
        <div className="mt-2 space-y-2">
          {REPORT_REASONS.map((r) => (
            <label
              key={r}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2 has-[input:checked]:border-primary has-[input:checked]:bg-primary-soft has-[input:focus-visible]:outline-3 has-[input:focus-visible]:outline-ring"
            >
              <input type="radio" {...reasonInput} value={r} className="size-4 accent-primary outline-none" />
              <span>{REPORT_REASON_TEXT[r].choice}</span>
            </label>
          ))}
        </div>
        {missingReason && (
          <p id={errorId} className="mt-2 text-sm font-medium text-danger">
            {missingReason}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Comment (optional)"
        {...form.field('comment')}
        maxLength={COMMENT_MAX}
        hint={`${comment.length} / ${COMMENT_MAX} characters`}
        placeholder="What should it say? A link to the documentation helps."
      />
      {report.isError && (
        <p role="alert" className="text-sm font-medium text-danger">
          The report was not sent: {report.error.message} Please try again.
        </p>
      )}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={report.isPending}>
          {report.isPending && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
          Send report
        </Button>
      </div>
    </form>
  );
}
