/** The ways on from a result, shown above and below the review: retake, continue learning, and drill what was missed. */
import { ArrowRight, LoaderCircle, RotateCcw, Target } from 'lucide-react';
import { Link } from 'react-router';
import type { QuizSession } from '@common/schemas/quiz-session';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useStartAttemptMutation, type AttemptStart } from '@/features/quiz';
import { paths } from '@/lib/paths';

/** What "Retake" starts for each mode: the same quiz, study, exam or review again; a mistakes drill has none. */
function retakeOf(s: QuizSession): { label: string; to: string } | { label: string; start: AttemptStart } | null {
  switch (s.mode) {
    case 'practice':
      return s.moduleId === null ? null : { label: 'Retake Quiz', to: paths.quiz(s.moduleId, s.difficulty) };
    case 'study':
      return s.moduleId === null ? null : { label: 'Study again', start: { mode: 'study', moduleId: s.moduleId, difficulty: s.difficulty } };
    case 'exam':
      return s.certificateId === null ? null : { label: 'Retake exam', start: { mode: 'exam', certificateId: s.certificateId } };
    case 'review':
      return { label: 'Review more', start: s.certificateId === null ? { mode: 'review' } : { mode: 'review', certificateId: s.certificateId } };
    default:
      return null;
  }
}

export function continuePathOf(s: QuizSession): string {
  if (s.moduleId !== null) return paths.moduleDifficulty(s.moduleId);
  return s.certificateId === null ? paths.dashboard() : paths.certificateModules(s.certificateId);
}

export function ResultActions({ session: s, className }: { session: QuizSession; className?: string }) {
  const start = useStartAttemptMutation();
  const retake = retakeOf(s);
  const missed = s.score < s.totalQuestions;
  const pending = (mode: string) => start.isPending && start.variables?.mode === mode;
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:flex-wrap', className)}>
      {missed && (
        <Button size="lg" className="whitespace-nowrap sm:flex-1" disabled={start.isPending} onClick={() => start.mutate({ mode: 'mistakes', sessionId: s.id })}>
          {pending('mistakes') ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <Target aria-hidden="true" className="size-5" />}
          Practise mistakes
        </Button>
      )}
      {retake &&
        ('to' in retake ? (
          <Link to={retake.to} className={buttonClasses(missed ? 'secondary' : 'primary', 'lg', 'whitespace-nowrap sm:flex-1')}>
            <RotateCcw aria-hidden="true" className="size-5" />
            {retake.label}
          </Link>
        ) : (
          <Button variant={missed ? 'secondary' : 'primary'} size="lg" className="whitespace-nowrap sm:flex-1" disabled={start.isPending} onClick={() => start.mutate(retake.start)}>
            {pending(retake.start.mode) ? <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> : <RotateCcw aria-hidden="true" className="size-5" />}
            {retake.label}
          </Button>
        ))}
      <Link to={continuePathOf(s)} className={buttonClasses('secondary', 'lg', 'whitespace-nowrap sm:flex-1')}>
        Continue Learning
        <ArrowRight aria-hidden="true" className="size-5" />
      </Link>
    </div>
  );
}
