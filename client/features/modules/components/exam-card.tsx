/** The certificate's mock exam: its size, time and pass mark, and a one-tap start (disabled, with the reason, when there are no questions). */
import { ClipboardCheck } from 'lucide-react';
import type { ExamSummary } from '@common/schemas/exam';
import { Button } from '@/components/ui/button';
import { useStartAttemptMutation } from '@/features/quiz';

/** 5400 → "90 min"; 45 → "1 min" (the API allows at least 60 s). */
export const minutesText = (seconds: number) => `${Math.max(1, Math.round(seconds / 60))} min`;

export function ExamCard({ certificateId, exam }: { certificateId: number; exam: ExamSummary }) {
  const start = useStartAttemptMutation();
  const unavailable = exam.available === 0;
  return (
    <section aria-labelledby="exam-heading" className="mt-6 rounded-xl border border-border bg-surface p-4 shadow-sm md:p-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-center md:justify-between">
        <div className="min-w-0">
          <h2 id="exam-heading" className="flex items-center gap-2 text-lg font-semibold">
            <ClipboardCheck aria-hidden="true" className="size-5 text-primary" />
            Mock exam
          </h2>
          <p className="mt-1 text-sm text-muted">Questions from every module, weighted like the real exam, on one clock. Results after you submit.</p>
          <dl className="mt-3 grid grid-cols-3 gap-2 text-center sm:max-w-md">
            {[
              ['Questions', String(exam.questionCount)],
              ['Time', minutesText(exam.timeLimit)],
              ['Pass mark', `${exam.passMark}%`],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-bg px-2 py-2">
                <dt className="text-xs text-muted">{term}</dt>
                <dd className="text-base font-semibold">{value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="md:w-56 md:shrink-0">
          <Button className="w-full" disabled={unavailable || start.isPending} aria-describedby={unavailable ? 'exam-unavailable' : undefined} onClick={() => start.mutate({ mode: 'exam', certificateId })}>
            {start.isPending ? 'Starting…' : 'Start mock exam'}
          </Button>
          {unavailable && (
            <p id="exam-unavailable" className="mt-2 text-sm text-muted">
              Not available yet: this certificate has no questions.
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
