/**
 * The quiz (docs/product.md §5) on the attempt held by the server (API.md, "Attempts held by the server"): the
 * server draws the questions and keeps the clock; every answer and flag is saved as it is chosen
 * (queued on the device while offline, sent again on its own); a reload or another device resumes the
 * same attempt; Finish shows what is unanswered or flagged first; Exit abandons the attempt.
 */
import * as RadixDialog from '@radix-ui/react-dialog';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, Check, CircleCheck, CircleX, CloudOff, FileQuestionMark, Flag, GraduationCap, Hourglass, Info, Lightbulb, LoaderCircle, RotateCcw, X } from 'lucide-react';
import { forwardRef, useCallback, useEffect, useEffectEvent, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { toggleLetter } from '@common/rules/answers';
import { FEEDBACK_MODES, type Attempt, type Feedback } from '@common/schemas/attempt';
import type { OptionId, QuizDifficulty } from '@common/schemas/question';
import { Markdown } from '@/components/markdown';
import { ConfirmDialog } from '@/components/ui/alert-dialog';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorPanel } from '@/components/ui/error-panel';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { questionEnterClass } from '@/lib/motion';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DIFFICULTY_INFO, isQuizDifficulty } from '@common/rules/difficulty';
import { levelTone } from '@/components/ui/level';
import { sendHeldReports } from '../reports';
import { ReportButton } from '../reports';
import { queueAttemptSubmit } from './api/attempt-outbox';
import { quizKeys } from './api/keys';
import { abandonAttempt, afterSubmit, saveAnswer, submitAttempt, useStartAttempt, type StartedAttempt } from './api/attempts';
import { forgetAttempt, loadIndex, loadPending, storeIndex, storePending, type PendingSaves } from './attempt-storage';
import { QuestionCard } from './components/question-card';
import { QuestionNavigator } from './components/question-navigator';
import { QuizProgress } from './components/quiz-progress';
import { QuizTimer } from './components/quiz-timer';
import { useCountdown } from './components/use-countdown';
import { isPickRefused } from './quiz-machine';
import { paths } from '@/lib/paths';

export const EXIT_MESSAGE = 'Are you sure you want to exit the quiz? Your progress will be lost.';
export const EMPTY_QUIZ_MESSAGE = 'No questions available for this module and difficulty.';

const KEY_TO_OPTION: Record<string, OptionId> = { a: 'A', b: 'B', c: 'C', d: 'D', '1': 'A', '2': 'B', '3': 'C', '4': 'D' };
/** How often unsent answers, or a submit that did not get through, are tried again. */
const RETRY_MS = 4000;

/** Keys typed into a field, or pressed on a control that acts on Enter itself, are left alone. */
function isTextEntry(target: HTMLElement): boolean {
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && target.type !== 'radio' && target.type !== 'checkbox';
}

function Kbd({ children }: { children: ReactNode }) {
  return <kbd className="rounded border border-border-strong px-1.5 font-sans">{children}</kbd>;
}

function Shell({ children }: { children: ReactNode }) {
  return <div className="mx-auto w-full max-w-3xl p-4 md:p-8">{children}</div>;
}

/** "2 unanswered, 1 flagged" */
export function summaryText(unanswered: number, flagged: number): string {
  const parts = [];
  if (unanswered > 0) parts.push(`${unanswered} unanswered`);
  if (flagged > 0) parts.push(`${flagged} flagged`);
  return parts.join(', ');
}

/** The quiz screen while its attempt loads: the header, progress and options where they will be. */
export function QuizSkeleton() {
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
  if (!isQuizDifficulty(level) || !/^\d{1,9}$/.test(moduleId)) {
    return (
      <Shell>
        <div className="py-8 text-center">
          <h1 className="text-2xl font-bold md:text-3xl">Quiz not found</h1>
          <p className="mt-2 text-muted">Quizzes are easy, medium, hard or mixed.</p>
          <Link to={paths.moduleDifficulty(moduleId)} className={buttonClasses('primary', 'md', 'mt-6')}>
            Choose a difficulty
          </Link>
        </div>
      </Shell>
    );
  }
  // A new module or difficulty is a new quiz: remount so no state carries over.
  return <QuizStarter key={`${moduleId}/${level}`} moduleId={moduleId} difficulty={level} />;
}

/** Starts the attempt, or resumes the one in progress for this module and difficulty. */
function QuizStarter({ moduleId, difficulty }: { moduleId: string; difficulty: QuizDifficulty }) {
  const start = useStartAttempt(moduleId, difficulty);
  const config = DIFFICULTY_INFO[difficulty];
  const difficultyPath = paths.moduleDifficulty(moduleId);
  useDocumentTitle(start.data ? `${start.data.attempt.title} quiz` : `${config.label} quiz`);

  if (start.isError) {
    const error = start.error;
    if (error instanceof ApiError && error.status === 409) {
      return (
        <Shell>
          <EmptyState
            icon={FileQuestionMark}
            headingLevel={1}
            title={EMPTY_QUIZ_MESSAGE}
            description={`${config.label} has nothing to ask here yet — another difficulty may.`}
            action={
              <Link to={difficultyPath} className={buttonClasses('primary')}>
                <ArrowLeft aria-hidden="true" className="size-4" />
                Choose another difficulty
              </Link>
            }
          />
        </Shell>
      );
    }
    const missing = error instanceof ApiError && (error.status === 404 || error.status === 400);
    return (
      <Shell>
        <h1 className="text-2xl font-bold md:text-3xl">{missing ? 'Quiz not found' : `${config.label} quiz`}</h1>
        <ErrorPanel className="mt-6" title="Failed to start the quiz" message={error.message} onRetry={missing ? undefined : () => void start.refetch()} retrying={start.isFetching}>
          <Link to={missing ? paths.dashboard() : difficultyPath} className={buttonClasses('secondary')}>
            {missing ? 'Back to Dashboard' : 'Choose another difficulty'}
          </Link>
        </ErrorPanel>
      </Shell>
    );
  }
  if (!start.data) return <QuizSkeleton />;
  const { attempt } = start.data;
  // Submitted meanwhile (on another device, or graded by the server when its time ran out).
  if (attempt.status === 'submitted' && attempt.sessionId !== null) return <Navigate to={paths.results(attempt.sessionId)} replace />;
  return <AttemptRunner key={attempt.id} started={start.data} exitPath={difficultyPath} />;
}

type Phase = 'answering' | 'summary' | 'submitting' | 'failed' | 'timeup';
type SaveState = 'idle' | 'saving' | 'saved' | 'offline';

function initialIndex(attempt: Attempt, answers: string[]): number {
  const stored = loadIndex(attempt.id);
  if (stored !== null && stored < attempt.questions.length) return stored;
  const firstOpen = answers.findIndex((a) => !a);
  return firstOpen >= 0 ? firstOpen : 0;
}

/** The badge beside an attempt's title: its difficulty for one module, else its mode. */
export function attemptBadge(attempt: Pick<Attempt, 'mode' | 'difficulty'>): { label: string; tone: BadgeTone } {
  if (attempt.mode === 'exam') return { label: 'Mock exam', tone: 'neutral' };
  if (attempt.mode === 'review') return { label: 'Review', tone: 'neutral' };
  if (attempt.mode === 'mistakes') return { label: 'Mistakes', tone: 'neutral' };
  const level = attempt.difficulty ?? 'mixed';
  return { label: DIFFICULTY_INFO[level].label, tone: levelTone(level) };
}

/** Where Exit leads: the module's difficulties, or the certificate's modules, or the dashboard. */
export function exitPathOf(attempt: Pick<Attempt, 'moduleId' | 'certificateId'>): string {
  if (attempt.moduleId !== null) return paths.moduleDifficulty(attempt.moduleId);
  if (attempt.certificateId !== null) return paths.certificateModules(attempt.certificateId);
  return paths.dashboard();
}

/** Plays any attempt of the learner: practice and exam timed with feedback after submitting; study, review and mistakes untimed with feedback after each answer. */
export function AttemptRunner({ started, exitPath }: { started: StartedAttempt; exitPath: string }) {
  const { attempt, clockOffset } = started;
  const attemptId = attempt.id;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const config = attemptBadge(attempt);
  const total = attempt.questions.length;
  /** Study, review and mistakes: untimed, each answer checked as it is given, then final. */
  const feedbackMode = FEEDBACK_MODES.includes(attempt.mode);

  // Answers and flags not yet on the server (from this visit or an earlier one on this device) win over the server's.
  const pending = useRef<PendingSaves | null>(null);
  pending.current ??= loadPending(attemptId);
  const [answers, setAnswers] = useState<string[]>(() => attempt.questions.map((_, i) => pending.current?.[i]?.answer ?? attempt.answers[i] ?? ''));
  const [flags, setFlags] = useState<boolean[]>(() => attempt.questions.map((_, i) => pending.current?.[i]?.flagged ?? attempt.flags[i] ?? false));
  const [index, setIndex] = useState(() => initialIndex(attempt, answers));
  const [saveState, setSaveState] = useState<SaveState>(() => (Object.keys(pending.current ?? {}).length > 0 ? 'offline' : 'idle'));
  const [phase, setPhase] = useState<Phase>('answering');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<number | null>(null);
  const [exitOpen, setExitOpen] = useState(false);
  const [exiting, setExiting] = useState(false);
  /** The question index whose pick beyond its "choose N" was just refused, to say why. */
  const [refusedAt, setRefusedAt] = useState<number | null>(null);
  const headingRef = useRef<HTMLDivElement>(null);
  /** Feedback mode: what the server said of each checked answer. */
  const [feedback, setFeedback] = useState<(Feedback | null)[]>(() => attempt.questions.map((_, i) => attempt.feedback[i] ?? null));
  /** Feedback mode: the choice on screen, not yet checked (and so not yet sent). */
  const [draft, setDraft] = useState<{ index: number; answer: string } | null>(null);
  /** Feedback mode: the question whose Check was pressed with too few options chosen, to say why. */
  const [checkHintAt, setCheckHintAt] = useState<number | null>(null);
  /** Feedback mode: the server refused a Check because the attempt moved on elsewhere (submitted on another device). */
  const [stale, setStale] = useState(false);
  const feedbackRef = useRef<HTMLDivElement>(null);
  const focusFeedback = useRef(false);

  const deadline = attempt.deadline ? Date.parse(attempt.deadline) - clockOffset : null;
  // At 0:00 the attempt moves to 'timeup' and is submitted (onTimeUp, below).
  const seconds = useCountdown(deadline, phase !== 'timeup', attempt.timeLimit, () => onTimeUp());
  const timeUp = phase === 'timeup';

  useEffect(() => storeIndex(attemptId, index), [attemptId, index]);

  // --- Saving: one PUT per changed question, in order, each a whole body so that a repeat is harmless.
  const flushing = useRef<Promise<boolean> | null>(null);
  const retryTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  /** Sends every queued change; true once nothing is left to send (sent, or refused for good). */
  const sendQueue = useCallback(async (): Promise<boolean> => {
    const queue = pending.current ?? {};
    for (;;) {
      const first = Object.keys(queue)[0];
      if (first === undefined) return true;
      const i = Number(first);
      const body = queue[i]!;
      try {
        const saved = await saveAnswer(attemptId, i, body);
        if (saved.feedback) {
          const given = saved.feedback;
          setFeedback((f) => f.map((v, k) => (k === i ? given : v)));
        }
      } catch (error) {
        const status = error instanceof ApiError ? error.status : 0;
        // No connection, or the server failed: keep it and try again later.
        if (status === 0 || status >= 500 || status === 429) return false;
        if (status === 409 || status === 404) {
          // Time is up, submitted or abandoned elsewhere: nothing more can be saved.
          for (const k of Object.keys(queue)) delete queue[Number(k)];
          storePending(attemptId, queue);
          setStale(true);
          return true;
        }
      }
      // Sent (or refused as invalid): drop it unless it changed while on its way.
      if (queue[i] === body) delete queue[i];
      storePending(attemptId, queue);
    }
  }, [attemptId]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(retryTimer.current);
    if (flushing.current) return flushing.current;
    const run = sendQueue().then((done) => {
      flushing.current = null;
      setSaveState(done ? 'saved' : 'offline');
      if (!done) retryTimer.current = setTimeout(() => void flush(), RETRY_MS);
      return done;
    });
    flushing.current = run;
    return run;
  }, [sendQueue]);

  useEffect(() => {
    const online = () => void flush();
    window.addEventListener('online', online);
    // Answers left unsent by an earlier visit go now.
    if (Object.keys(pending.current ?? {}).length > 0) void flush();
    return () => {
      window.removeEventListener('online', online);
      clearTimeout(retryTimer.current);
    };
  }, [flush]);

  const enqueue = (i: number, change: { answer?: string; flagged?: boolean }) => {
    const queue = pending.current!;
    queue[i] = { ...queue[i], ...change };
    storePending(attemptId, queue);
    setSaveState((s) => (s === 'offline' ? s : 'saving'));
    void flush();
  };

  // --- Submitting: everything queued first, then the submit (idempotent on the server).
  const submitting = useRef(false);
  const submit = useCallback(
    async (afterTimeUp: boolean) => {
      if (submitting.current) return;
      submitting.current = true;
      setSubmitError(null);
      if (!afterTimeUp) setPhase('submitting');
      try {
        if (!(await flush())) throw new ApiError(0, 'offline');
        const session = await submitAttempt(attemptId);
        forgetAttempt(attemptId);
        void sendHeldReports(attemptId);
        await afterSubmit(queryClient, session);
        setSessionId(session.id);
        if (!afterTimeUp) void navigate(paths.results(session.id), { replace: true });
      } catch (error) {
        const offline = error instanceof ApiError && error.status === 0;
        // Kept in the outbox: sent when the connection returns, even if this screen is gone (docs/offline.md).
        if (offline) void queueAttemptSubmit(attemptId);
        setSubmitError(offline ? 'offline' : error instanceof Error ? error.message : 'Failed to submit quiz.');
        if (!afterTimeUp) setPhase('failed');
      } finally {
        submitting.current = false;
      }
    },
    [attemptId, flush, navigate, queryClient],
  );

  // A submit that did not get through is sent again when the connection returns, and every few seconds.
  const retrySubmit = useEffectEvent(() => void submit(timeUp));
  // Only a lost connection is retried on its own; another refusal waits for Try again.
  const waiting = submitError === 'offline' && (phase === 'failed' || timeUp) && sessionId === null;
  useEffect(() => {
    if (!waiting) return undefined;
    const again = () => retrySubmit();
    const id = setInterval(again, RETRY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(id);
      window.removeEventListener('online', again);
    };
  }, [waiting]);

  // At 0:00 the attempt is over: say so, and have the server grade it.
  function onTimeUp() {
    if (timeUp || sessionId !== null) return;
    setExitOpen(false);
    setPhase('timeup');
    void submit(true);
  }

  // Move focus to each new question so that screen readers read it; not on first display.
  const shownIndex = useRef<number | null>(null);
  useEffect(() => {
    const heading = headingRef.current;
    if (heading && shownIndex.current !== null && shownIndex.current !== index) {
      heading.focus({ preventScroll: true });
      // Back to the top: the navigator and the new question's start, whatever was scrolled past.
      document.scrollingElement?.scrollTo?.({ top: 0 });
    }
    shownIndex.current = index;
  }, [index]);

  const locked = phase !== 'answering' && phase !== 'summary';
  const question = attempt.questions[index]!;
  const checked = feedbackMode ? (feedback[index] ?? null) : null;
  const saved = answers[index] ?? '';
  /** The choice on screen: in feedback mode, the unchecked draft until Check sends it. */
  const answer = feedbackMode && !checked && draft?.index === index ? draft.answer : saved;
  const checking = feedbackMode && !checked && saved !== '' && !stale;
  const flagged = flags[index] ?? false;
  const multiple = question.choose > 1;
  const refused = refusedAt === index && multiple;
  const last = index >= total - 1;
  const label = feedbackMode ? (checked ? (last ? 'See results' : 'Continue') : last ? 'Skip and finish' : 'Skip') : last ? 'Finish Quiz' : answer ? 'Next' : 'Skip';
  const answeredCount = answers.filter(Boolean).length;
  const unanswered = total - answeredCount;
  const flaggedCount = flags.filter(Boolean).length;

  // The verdict of a Check is read out: focus moves to it as it arrives.
  useEffect(() => {
    if (checked && focusFeedback.current) {
      focusFeedback.current = false;
      feedbackRef.current?.focus();
    }
  }, [checked]);

  /** A click, a key or Space on a focused option: chosen or toggled, or refused with a reason beyond "choose N". */
  const pick = (option: OptionId) => {
    if (locked || checked || checking) return;
    if (isPickRefused(question, answer, option)) {
      setRefusedAt(index);
      return;
    }
    setRefusedAt(null);
    const next = toggleLetter(answer, option, question.choose);
    if (next === answer) return;
    if (feedbackMode) {
      setCheckHintAt(null);
      setDraft({ index, answer: next });
      return;
    }
    setAnswers((a) => a.map((v, i) => (i === index ? next : v)));
    enqueue(index, { answer: next });
  };

  const toggleFlag = () => {
    if (locked) return;
    setFlags((f) => f.map((v, i) => (i === index ? !flagged : v)));
    enqueue(index, { flagged: !flagged });
  };

  /** Feedback mode: sends the choice; the server's verdict and explanation come back with the save. */
  const check = () => {
    if (locked || checked || checking) return;
    if (answer.length < question.choose) {
      setCheckHintAt(index);
      return;
    }
    setCheckHintAt(null);
    setDraft(null);
    focusFeedback.current = true;
    setAnswers((a) => a.map((v, i) => (i === index ? answer : v)));
    enqueue(index, { answer });
  };

  const jump = (i: number) => {
    if (locked) return;
    setRefusedAt(null);
    setCheckHintAt(null);
    setIndex(Math.min(total - 1, Math.max(0, i)));
  };

  /** Next, Skip, or Finish Quiz: with questions left open or flagged, a summary comes first. */
  const forward = () => {
    if (locked) return;
    setRefusedAt(null);
    if (!last) return jump(index + 1);
    if (unanswered > 0 || flaggedCount > 0) setPhase('summary');
    else void submit(false);
  };

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (phase !== 'answering' || exitOpen) return;
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const target = event.target instanceof HTMLElement ? event.target : document.body;
    if (isTextEntry(target) || target.closest('[role="dialog"], [role="alertdialog"]')) return;
    const option = KEY_TO_OPTION[event.key.toLowerCase()];
    if (option && question.options.some((o) => o.id === option)) {
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Enter' && !event.repeat) {
      if (target.closest('button, a, [role="button"]')) return;
      event.preventDefault();
      if (feedbackMode && !checked && answer) check();
      else forward();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKeyDown(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const exit = async () => {
    setExiting(true);
    try {
      await abandonAttempt(attemptId);
    } catch (error) {
      // Already submitted or gone elsewhere: nothing left to abandon.
      if (!(error instanceof ApiError && (error.status === 404 || error.status === 409))) {
        setExiting(false);
        setExitOpen(false);
        toast({ title: 'Could not exit the quiz', description: `${error instanceof Error ? error.message : 'Please try again.'} Your quiz is still in progress.`, variant: 'destructive' });
        return;
      }
    }
    forgetAttempt(attemptId);
    clearTimeout(retryTimer.current);
    pending.current = {};
    await queryClient.invalidateQueries({ queryKey: quizKeys.attemptLists() });
    setExitOpen(false);
    void navigate(exitPath);
  };

  const busy = phase === 'submitting';
  const offlineSubmit = submitError === 'offline';

  return (
    <div className="flex min-h-dvh w-full flex-col">
      <header className="sticky top-0 z-20 border-b border-border bg-bg">
        <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-4 md:px-8 md:pt-6">
          <div className="flex items-start justify-between gap-3">
            <Button variant="ghost" className="-ml-3" onClick={() => setExitOpen(true)} disabled={busy || timeUp}>
              <X aria-hidden="true" className="size-5" />
              Exit
            </Button>
            {deadline !== null ? <QuizTimer seconds={seconds} /> : <p className="flex h-11 items-center text-sm text-muted">Untimed</p>}
          </div>
          <div className="flex min-w-0 items-center gap-2">
            <h1 className="min-w-0 truncate text-base font-semibold md:text-lg">{attempt.title.replace(/ · [a-z]+$/, '')}</h1>
            {attempt.mode === 'study' && (
              <Badge tone="primary" className="shrink-0">
                <GraduationCap aria-hidden="true" className="size-3.5" />
                Study
              </Badge>
            )}
            {attempt.mode !== 'exam' && (
              <Badge tone={config.tone} className="shrink-0">
                {config.label}
              </Badge>
            )}
          </div>
          <div className="mt-3">
            <QuizProgress index={index} total={total} answered={answeredCount} />
          </div>
        </div>
      </header>

      <div className="mx-auto w-full max-w-3xl flex-1 px-4 py-4 md:px-8 md:py-6">
        <QuestionNavigator answers={answers} flags={flags} current={index} onJump={jump} />
        {/* Keyed by the question: a new one slides in (not under prefers-reduced-motion, lib/motion.ts). */}
        <div key={question.id} className={cn('mt-5 md:mt-6', questionEnterClass)}>
          <QuestionCard ref={headingRef} question={question} position={index + 1} selected={answer} disabled={locked || checked !== null || checking} onSelect={pick} reveal={checked?.correctAnswer} />
        </div>
        {checked && <FeedbackPanel ref={feedbackRef} feedback={checked} questionId={question.id} attemptId={attemptId} />}
        <div className="mt-4 flex min-h-11 flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {feedbackMode ? (
            <span />
          ) : (
            <Button variant="ghost" className={cn('-ml-3', flagged && 'text-warning')} aria-pressed={flagged} onClick={toggleFlag} disabled={locked}>
              <Flag aria-hidden="true" className={cn('size-5', flagged && 'fill-warning')} />
              Flag for review
            </Button>
          )}
          <SaveStatus state={saveState} />
        </div>
        <p className="mt-4 hidden text-sm text-muted md:block">
          Keyboard: press <Kbd>A</Kbd>–<Kbd>D</Kbd> or <Kbd>1</Kbd>–<Kbd>4</Kbd> to {multiple ? 'choose or clear an option' : 'choose'}, <Kbd>Enter</Kbd> for{' '}
          {feedbackMode ? (checked ? label : 'Check') : label === 'Finish Quiz' ? 'Finish Quiz' : 'Next'}.
        </p>
      </div>

      <div className="sticky bottom-0 z-20 border-t border-border bg-bg">
        <div className="mx-auto w-full max-w-3xl px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-8 md:pb-6">
          {phase !== 'failed' && <OfflineNotice state={saveState} />}
          {/* Polite and always present, so that a refused pick is announced without moving focus. */}
          <div role="status">
            {refused && !locked && (
              <p className="mb-3 flex items-start gap-2 rounded-lg border border-primary bg-primary-soft px-3 py-2 text-sm text-primary-soft-fg">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>You can choose {question.choose} options here. Clear one of your choices to pick another.</span>
              </p>
            )}
            {checkHintAt === index && !checked && (
              <p className="mb-3 flex items-start gap-2 rounded-lg border border-primary bg-primary-soft px-3 py-2 text-sm text-primary-soft-fg">
                <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                <span>{question.choose > 1 ? `Choose ${question.choose} options, then Check.` : 'Choose an answer, then Check. Or skip this question for now.'}</span>
              </p>
            )}
          </div>
          {phase === 'failed' ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm">
                {offlineSubmit ? (
                  <>
                    <span className="font-semibold text-warning">Not submitted yet: offline.</span>{' '}
                    <span className="text-muted">Your answers are kept on this device and are sent as soon as you are back online.</span>
                  </>
                ) : (
                  <>
                    <span className="font-semibold text-danger">Failed to submit quiz.</span> <span className="text-muted">Your answers are kept; nothing is lost.</span>
                    <span className="block text-muted">{submitError}</span>
                  </>
                )}
              </p>
              <Button size="lg" className="w-full" onClick={() => void submit(false)}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Try again
              </Button>
            </div>
          ) : feedbackMode && !checked && stale ? (
            <div role="alert" className="space-y-3">
              <p className="text-sm">
                <span className="font-semibold">This answer could not be checked.</span> <span className="text-muted">The attempt was finished or changed on another device. Reload to see where it stands.</span>
              </p>
              <Button size="lg" className="w-full" onClick={() => window.location.reload()}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Reload
              </Button>
            </div>
          ) : feedbackMode && !checked ? (
            <div className="flex items-center gap-3">
              <Button variant="ghost" size="lg" className="px-4 text-muted" onClick={forward} disabled={locked || checking}>
                {last ? 'Skip and finish' : 'Skip'}
              </Button>
              <Button size="lg" className="flex-1" onClick={check} disabled={locked || checking}>
                {checking ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    Checking…
                  </>
                ) : (
                  <>
                    <Check aria-hidden="true" className="size-5" />
                    Check
                  </>
                )}
              </Button>
            </div>
          ) : (
            <div className="flex gap-3">
              <Button variant="secondary" size="lg" className="px-4" onClick={() => jump(index - 1)} disabled={index === 0 || locked}>
                <ArrowLeft aria-hidden="true" className="size-5" />
                Previous
              </Button>
              {/* Skipping is allowed but never the loudest choice. */}
              <Button size="lg" variant={label === 'Skip' ? 'ghost' : 'primary'} className={cn('flex-1', label === 'Skip' && 'border border-border text-muted')} onClick={forward} disabled={locked}>
                {busy ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    Submitting...
                  </>
                ) : (
                  <>
                    {label}
                    {label === 'Finish Quiz' ? <Flag aria-hidden="true" className="size-5" /> : label === 'Skip' ? null : <ArrowRight aria-hidden="true" className="size-5" />}
                  </>
                )}
              </Button>
            </div>
          )}
        </div>
      </div>

      <ConfirmDialog
        open={phase === 'summary'}
        onOpenChange={(open) => !open && setPhase('answering')}
        title="Finish the quiz?"
        description={
          <div className="space-y-2">
            <p className="font-semibold text-fg">{summaryText(unanswered, flaggedCount)}</p>
            {unanswered > 0 && (
              <p>
                Unanswered:{' '}
                {answers
                  .map((a, i) => (a ? null : i + 1))
                  .filter((n) => n !== null)
                  .join(', ')}
              </p>
            )}
            {flaggedCount > 0 && (
              <p>
                Flagged for review:{' '}
                {flags
                  .map((f, i) => (f ? i + 1 : null))
                  .filter((n) => n !== null)
                  .join(', ')}
              </p>
            )}
            <p>Unanswered questions count as wrong once you submit.</p>
          </div>
        }
        confirmLabel="Submit answers"
        cancelLabel="Back to questions"
        onConfirm={() => void submit(false)}
      />

      <ConfirmDialog
        open={exitOpen}
        onOpenChange={setExitOpen}
        title="Exit quiz?"
        description={EXIT_MESSAGE}
        confirmLabel="Exit Quiz"
        cancelLabel="Keep going"
        destructive
        pending={exiting}
        onConfirm={() => void exit()}
      />

      <TimeUpDialog open={timeUp} sessionId={sessionId} waitingOffline={timeUp && offlineSubmit} error={timeUp && submitError && !offlineSubmit ? submitError : null} onRetry={() => void submit(true)} />
    </div>
  );
}

/** Quiet while all is well ("Saving…", "Saved"): not announced, beside the flag. */
function SaveStatus({ state }: { state: SaveState }) {
  return (
    <div className="text-sm text-muted" data-testid="save-status">
      {state === 'saving' && (
        <span className="inline-flex items-center gap-1.5">
          <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
          Saving…
        </span>
      )}
      {state === 'saved' && (
        <span className="inline-flex items-center gap-1.5">
          <Check aria-hidden="true" className="size-4" />
          Saved
        </span>
      )}
    </div>
  );
}

/** Plain and announced, in the bar that is always on screen, while answers wait for the connection. */
function OfflineNotice({ state }: { state: SaveState }) {
  return (
    <div role="status">
      {state === 'offline' && (
        <p className="mb-3 flex items-start gap-2 rounded-lg border border-warning bg-warning-soft px-3 py-2 text-sm">
          <CloudOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-warning" />
          <span>
            <span className="font-semibold text-warning">Not saved yet: offline</span>
            <span className="text-muted"> · kept on this device and sent when the connection returns.</span>
          </span>
        </p>
      )}
    </div>
  );
}

/** The moment the clock reaches 0:00: cannot be dismissed, says so politely, then leads to the results. */
function TimeUpDialog({ open, sessionId, waitingOffline, error, onRetry }: { open: boolean; sessionId: number | null; waitingOffline: boolean; error: string | null; onRetry: () => void }) {
  return (
    <RadixDialog.Root open={open}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay backdrop-blur-[2px]" />
        <RadixDialog.Content
          onEscapeKeyDown={(e) => e.preventDefault()}
          onPointerDownOutside={(e) => e.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 text-center shadow-xl"
        >
          <Hourglass aria-hidden="true" className="mx-auto size-10 text-danger" />
          <RadixDialog.Title className="mt-3 text-xl font-bold">Time&apos;s up</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div aria-live="polite" className="mt-2 text-muted">
              {sessionId !== null
                ? 'Your answers saved before 0:00 have been graded.'
                : waitingOffline
                  ? 'Your answers are kept on this device and are graded as soon as you are back online.'
                  : error
                    ? `Failed to submit quiz. ${error}`
                    : 'Grading your answers…'}
            </div>
          </RadixDialog.Description>
          <div className="mt-6">
            {sessionId !== null ? (
              <Link to={paths.results(sessionId)} replace className={buttonClasses('primary', 'lg', 'w-full')}>
                See your results
                <ArrowRight aria-hidden="true" className="size-5" />
              </Link>
            ) : error ? (
              <Button size="lg" className="w-full" onClick={onRetry}>
                <RotateCcw aria-hidden="true" className="size-5" />
                Try again
              </Button>
            ) : (
              <p className="flex h-12 items-center justify-center gap-2 text-sm text-muted">
                <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                {waitingOffline ? 'Waiting for the connection…' : 'Grading…'}
              </p>
            )}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** After a Check: right or wrong in words and by icon, then why, and a way to report the question. */
const FeedbackPanel = forwardRef<HTMLDivElement, { feedback: Feedback; questionId: number; attemptId: number }>(function FeedbackPanel({ feedback, questionId, attemptId }, ref) {
  const letters = feedback.correctAnswer.split('').join(', ');
  return (
    <div
      ref={ref}
      tabIndex={-1}
      aria-label={feedback.correct ? 'Correct' : 'Not quite'}
      data-testid="feedback"
      className={cn('mt-5 rounded-xl border-2 p-4 outline-none focus-visible:outline-3 focus-visible:outline-ring md:p-5', feedback.correct ? 'border-success bg-success-soft' : 'border-danger bg-danger-soft')}
    >
      <p className={cn('flex items-center gap-2 text-lg font-bold', feedback.correct ? 'text-success' : 'text-danger')}>
        {feedback.correct ? <CircleCheck aria-hidden="true" className="size-6 shrink-0" /> : <CircleX aria-hidden="true" className="size-6 shrink-0" />}
        {feedback.correct ? 'Correct!' : 'Not quite'}
      </p>
      <p className="mt-1 text-sm">
        {feedback.correct ? 'Well done. ' : ''}
        {feedback.correctAnswer.length > 1 ? `The correct answers are ${letters}.` : `The correct answer is ${letters}.`}
      </p>
      <div className="mt-3 rounded-lg bg-surface p-3 md:p-4">
        <p className="flex items-center gap-2 text-sm font-semibold">
          <Lightbulb aria-hidden="true" className="size-4 text-primary" />
          Explanation
        </p>
        <Markdown className="mt-1 text-sm leading-relaxed text-muted">{feedback.explanation}</Markdown>
      </div>
      <div className="mt-2 flex justify-end">
        <ReportButton questionId={questionId} attemptId={attemptId} className="-mr-2" />
      </div>
    </div>
  );
});
