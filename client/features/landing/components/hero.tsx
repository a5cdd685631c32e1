import { ArrowRight, Check, Timer } from 'lucide-react';
import { cn } from '@/lib/cn';
import { AuthAction } from './auth-action';

const PREVIEW_OPTIONS = [
  { id: 'A', text: 'The roles and access rules of the user', chosen: true },
  { id: 'B', text: 'The browser cache', chosen: false },
  { id: 'C', text: 'The theme of the form', chosen: false },
  { id: 'D', text: 'The server time zone', chosen: false },
];

/** A still picture of a quiz question, drawn with markup so it costs no image download. */
function QuizPreview() {
  return (
    <div role="img" aria-label="A quiz question on a phone, with 4:12 left on the timer" className="mx-auto w-full max-w-sm rounded-[2rem] border border-border bg-surface p-3 shadow-xl">
      <div className="rounded-3xl bg-bg p-4">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium text-muted">Question 3 of 10</span>
          <span className="inline-flex items-center gap-1 rounded-full bg-primary-soft px-2.5 py-1 font-semibold text-primary-soft-fg tabular-nums">
            <Timer aria-hidden="true" className="size-4" />
            4:12
          </span>
        </div>
        <div className="mt-3 h-2 overflow-hidden rounded-full bg-surface-2">
          <div className="h-full w-3/10 rounded-full bg-primary" />
        </div>
        <p className="mt-4 leading-snug font-semibold">A user can open a form but cannot save it. What do you check first?</p>
        <ul className="mt-4 space-y-2">
          {PREVIEW_OPTIONS.map((option) => (
            <li
              key={option.id}
              className={cn('flex items-center gap-3 rounded-xl border px-3 py-2.5 text-sm', option.chosen ? 'border-primary bg-primary-soft text-primary-soft-fg' : 'border-border bg-surface')}
            >
              <span className={cn('flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold', option.chosen ? 'bg-primary text-primary-fg' : 'bg-surface-2 text-muted')}>{option.id}</span>
              {option.text}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex justify-end">
          <span className="rounded-lg bg-primary px-4 py-2 text-sm font-medium text-primary-fg">Next</span>
        </div>
      </div>
    </div>
  );
}

export function Hero() {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-b from-primary-soft to-bg">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-12 md:grid-cols-[1.15fr_1fr] md:px-8 md:py-20">
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Certification exam practice</p>
          <h1 id="hero-heading" className="mt-3 text-4xl leading-tight font-bold text-balance md:text-5xl">
            Pass your certification, one bite-sized quiz at a time
          </h1>
          <p className="mt-4 text-lg text-muted">Short quizzes made for your phone and timed practice that feels like exam day. Study topic by topic, see where you stand, and walk in ready.</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
            <AuthAction label="Get Started" signUp size="lg" className="w-full sm:w-auto" icon={<ArrowRight aria-hidden="true" className="size-5" />} />
          </div>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-muted">
            <li className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-success" />
              7-day free trial
            </li>
            <li className="flex items-center gap-1.5">
              <Check aria-hidden="true" className="size-4 text-success" />
              No credit card required
            </li>
          </ul>
        </div>
        <QuizPreview />
      </div>
    </section>
  );
}
