/**
 * The quiz (SPEC §4): one question at a time against a 6-minute deadline, then the attempt is submitted and the
 * learner lands on the results. The attempt lives in sessionStorage until it is submitted or abandoned.
 */
import { ArrowLeft, ArrowRight, Flag, LoaderCircle, RotateCcw, X } from 'lucide-react';
import { useEffect, useEffectEvent, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { OptionId, Question, QuizDifficulty } from '../../../common/schemas/question';
import { ConfirmDialog } from '../../components/ui/alert-dialog';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorPanel } from '../../components/ui/error-panel';
import { LoadingRegion, Skeleton } from '../../components/ui/skeleton';
import { toast } from '../../components/ui/toast';
import { ApiError } from '../../lib/api-client';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useModule } from '../difficulty/api/get-module';
import { DIFFICULTY_CONFIG, isQuizDifficulty } from '../difficulty/difficulty-config';
import { useQuiz } from './api/get-quiz';
import { useSubmitQuiz } from './api/submit-quiz';
import { QuestionCard } from './components/question-card';
import { QuizProgress } from './components/quiz-progress';
import { QuizTimer } from './components/quiz-timer';
import { useCountdown } from './components/use-countdown';
import { currentAnswer, nextLabel, quizReducer, resumeQuiz, startQuiz, submissionBody, toSaved, type QuizAction, type QuizState } from './quiz-machine';
import { clearQuiz, loadQuiz, quizStorageKey, saveQuiz } from './quiz-storage';

export const EXIT_MESSAGE = 'Are you sure you want to exit the quiz? Your progress will be lost.';
export const EMPTY_QUIZ_MESSAGE = 'No questions available for this module and difficulty.';

type PageAction = QuizAction | { type: 'start'; questions: Question[]; now: number };

function pageReducer(state: QuizState | null, action: PageAction): QuizState | null {
  if (action.type === 'start') return state ?? startQuiz(action.questions, action.now);
  return state ? quizReducer(state, action) : state;
}

const KEY_TO_OPTION: Record<string, OptionId> = { a: 'A', b: 'B', c: 'C', d: 'D', '1': 'A', '2': 'B', '3': 'C', '4': 'D' };

/** Keys typed into a field, or pressed on a control that acts on Enter itself, are left alone. */
function isTextEntry(target: HTMLElement): boolean {
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl p-4 md:p-8">{children}</div>;
}

function QuizSkeleton() {
  return (
    <Shell>
      <LoadingRegion label="Loading questions">
        <div className="flex justify-between">
          <Skeleton className="h-11 w-24" />
          <Skeleton className="h-10 w-24 rounded-full" />
        </div>
        <Skeleton className="mt-6 h-4 w-32" />
        <Skeleton className="mt-2 h-2 w-full" />
        <Skeleton className="mt-8 h-7 w-5/6" />
        <div className="mt-6 space-y-3">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-14" />
          ))}
        </div>
      </LoadingRegion>
    </Shell>
  );
}

export default function QuizPage() {
  const { moduleId = '', difficulty } = useParams();
  const level = difficulty?.toLowerCase();
  if (!isQuizDifficulty(level)) {
    return (
      <Shell>
        <div className="py-8 text-center">
          <h1 className="text-2xl font-bold md:text-3xl">Quiz not found</h1>
          <p className="mt-2 text-muted">Quizzes are easy, medium, hard or mixed.</p>
          <Link to={`/modules/${moduleId}/difficulty`} className={buttonClasses('primary', 'md', 'mt-6')}>
            Choose a difficulty
          </Link>
        </div>
      </Shell>
    );
  }
  // A new module or difficulty is a new quiz: remount so no state carries over.
  return <QuizRunner key={`${moduleId}/${level}`} moduleId={moduleId} difficulty={level} />;
}

function QuizRunner({ moduleId, difficulty }: { moduleId: string; difficulty: QuizDifficulty }) {
  const navigate = useNavigate();
  const storageKey = quizStorageKey(moduleId, difficulty);
  const difficultyPath = `/modules/${moduleId}/difficulty`;
  const config = DIFFICULTY_CONFIG[difficulty];

  const [state, dispatch] = useReducer(pageReducer, storageKey, (key) => {
    const saved = loadQuiz(key);
    return saved ? resumeQuiz(saved) : null;
  });
  // A resumed attempt keeps its questions: never draw again while one is in progress.
  const quiz = useQuiz(moduleId, difficulty, state === null);
  const module = useModule(moduleId);
  const submit = useSubmitQuiz();
  const [exitOpen, setExitOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useDocumentTitle(module.data ? `${module.data.name} · ${config.label} quiz` : `${config.label} quiz`);

  useEffect(() => {
    if (!state && quiz.data && quiz.data.length > 0) dispatch({ type: 'start', questions: quiz.data, now: Date.now() });
  }, [state, quiz.data]);

  useEffect(() => {
    if (quiz.error) toast({ title: 'Failed to fetch questions', description: quiz.error.message, variant: 'destructive' });
  }, [quiz.error]);

  // Keep the attempt for a reload until it is submitted.
  useEffect(() => {
    if (state && state.phase !== 'submitted') saveQuiz(storageKey, toSaved(state));
  }, [state, storageKey]);

  const seconds = useCountdown(state?.deadline ?? null, state?.phase === 'answering');

  useEffect(() => {
    if (state?.phase === 'answering' && seconds === 0) dispatch({ type: 'timeout' });
  }, [seconds, state?.phase]);

  const send = useEffectEvent(() => {
    if (!state?.submission || submit.isPending) return;
    setSubmitError(null);
    submit.mutate(submissionBody(state, state.submission, Number(moduleId), difficulty), {
      onSuccess: (session) => {
        dispatch({ type: 'submitted' });
        clearQuiz(storageKey);
        void navigate(`/quiz-results/${session.id}`, { replace: true });
      },
      onError: (error) => {
        dispatch({ type: 'submit-failed' });
        setSubmitError(error.message);
        toast({ title: 'Error', description: 'Failed to submit quiz. Please try again.', variant: 'destructive' });
      },
    });
  });

  useEffect(() => {
    if (state?.phase === 'submitting') send();
  }, [state?.phase]);

  // Move focus to each new question so that screen readers read it; not on first display.
  const shownIndex = useRef<number | null>(null);
  useEffect(() => {
    if (!state) return;
    const heading = headingRef.current;
    if (heading && shownIndex.current !== null && shownIndex.current !== state.index) {
      heading.focus({ preventScroll: true });
      // A long question may have been scrolled past: bring the new one's start into view (below the sticky header).
      heading.scrollIntoView?.({ block: 'nearest' });
    }
    shownIndex.current = state.index;
  }, [state]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (!state || state.phase !== 'answering' || exitOpen) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof HTMLElement ? event.target : document.body;
    if (isTextEntry(target) || target.closest('[role="dialog"], [role="alertdialog"]')) return;
    const option = KEY_TO_OPTION[event.key.toLowerCase()];
    const question = state.questions[state.index];
    if (option && question?.options.some((o) => o.id === option)) {
      event.preventDefault();
      dispatch({ type: 'select', option });
    } else if (event.key === 'Enter' && !event.repeat) {
      // Enter on a button or link already activates it.
      if (target.closest('button, a, [role="button"]')) return;
      event.preventDefault();
      dispatch({ type: 'next', now: Date.now() });
    }
  });

  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const exit = () => {
    clearQuiz(storageKey);
    setExitOpen(false);
    void navigate(difficultyPath);
  };

  if (!state) {
    if (quiz.isError) {
      const missing = quiz.error instanceof ApiError && (quiz.error.status === 404 || quiz.error.status === 400);
      return (
        <Shell>
          <h1 className="text-2xl font-bold md:text-3xl">{missing ? 'Quiz not found' : `${config.label} quiz`}</h1>
          <ErrorPanel
            className="mt-6"
            title="Failed to fetch questions"
            message={quiz.error.message}
            onRetry={missing ? undefined : () => void quiz.refetch()}
            retrying={quiz.isFetching}
          >
            <Link to={missing ? '/dashboard' : difficultyPath} className={buttonClasses('secondary')}>
              {missing ? 'Back to Dashboard' : 'Choose another difficulty'}
            </Link>
          </ErrorPanel>
        </Shell>
      );
    }
    if (quiz.data && quiz.data.length === 0) {
      return (
        <Shell>
          <div className="py-8 text-center">
            <h1 className="text-2xl font-bold md:text-3xl">{config.label} quiz</h1>
            <p className="mt-3 text-base text-muted">{EMPTY_QUIZ_MESSAGE}</p>
            <Link to={difficultyPath} className={buttonClasses('primary', 'md', 'mt-6')}>
              <ArrowLeft aria-hidden="true" className="size-4" />
              Choose another difficulty
            </Link>
          </div>
        </Shell>
      );
    }
    return <QuizSkeleton />;
  }

  const question = state.questions[state.index]!;
  const total = state.questions.length;
  const answered = state.answers.filter(Boolean).length;
  const label = nextLabel(state);
  const busy = state.phase === 'submitting';
  const locked = state.phase !== 'answering';

  return (
    <div className="flex min-h-dvh w-full flex-col">
      <header className="sticky top-0 z-20 border-b border-border bg-bg">
        <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-4 md:px-8 md:pt-6">
          <div className="flex items-start justify-between gap-3">
            <Button variant="ghost" className="-ml-3" onClick={() => setExitOpen(true)} disabled={busy}>
              <X aria-hidden="true" className="size-5" />
              Exit
            </Button>
            {/* Outside 'answering' the countdown is stopped, so the time shown stays where it stopped. */}
            <QuizTimer seconds={seconds} />
          </div>
          <div className="mt-2 flex min-w-0 items-center gap-2">
            <h1 className="min-w-0 truncate text-base font-semibold md:text-lg">{module.data?.name ?? 'Quiz'}</h1>
            <Badge tone={config.tone} className="shrink-0">
              {config.label}
            </Badge>
          </div>
          <div className="mt-3">
            <QuizProgress index={state.index} total={total} answered={answered} />
          </div>
        </div>
      </header>

      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-6 md:px-8 md:py-8">
        <QuestionCard
          ref={headingRef}
          question={question}
          position={state.index + 1}
          selected={currentAnswer(state)}
          disabled={locked}
          onSelect={(option) => dispatch({ type: 'select', option })}
        />
        <p className="mt-6 hidden text-sm text-muted md:block">
          Keyboard: press <kbd className="rounded border border-border-strong px-1.5 font-sans">A</kbd>–<kbd className="rounded border border-border-strong px-1.5 font-sans">D</kbd> or{' '}
          <kbd className="rounded border border-border-strong px-1.5 font-sans">1</kbd>–<kbd className="rounded border border-border-strong px-1.5 font-sans">4</kbd> to choose,{' '}
          <kbd className="rounded border border-border-strong px-1.5 font-sans">Enter</kbd> for {label === 'Finish Quiz' ? 'Finish Quiz' : 'Next'}.
        </p>
      </div>

      <div className="sticky bottom-0 z-20 border-t border-border bg-bg">
        <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-8 md:pb-6">
          {state.phase === 'failed' ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm">
                <span className="font-semibold text-danger">Failed to submit quiz.</span> <span className="text-muted">Your answers are kept; nothing is lost.</span>
                {submitError && <span className="block text-muted">{submitError}</span>}
              </p>
              <Button size="lg" className="w-full" onClick={() => dispatch({ type: 'retry' })}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Try again
              </Button>
            </div>
          ) : (
            <div className="flex gap-3">
              <Button variant="secondary" size="lg" className="px-4" onClick={() => dispatch({ type: 'previous' })} disabled={state.index === 0 || locked}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                Previous
              </Button>
              <Button size="lg" className="flex-1" onClick={() => dispatch({ type: 'next', now: Date.now() })} disabled={locked}>
                {busy ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {state.submission?.timedOut ? "Time's up: submitting..." : 'Submitting...'}
                  </>
                ) : (
                  <>
                    {label}
                    {label === 'Finish Quiz' ? <Flag aria-hidden="true" className="size-5" /> : <ArrowRight aria-hidden="true" className="size-5" />}
                  </>
                )}
              </Button>
            </div>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={exitOpen}
        onOpenChange={setExitOpen}
        title="Exit quiz?"
        description={EXIT_MESSAGE}
        confirmLabel="Exit Quiz"
        cancelLabel="Keep going"
        destructive
        onConfirm={exit}
      />
    </div>
  );
}
