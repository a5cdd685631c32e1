/**
 * Practice or study from a module kept on this device, with or without a connection: graded on the
 * device (common/rules/answers.ts) for the result at once, then queued in the outbox and sent to
 * POST /api/quiz-sessions, where the server grades it again (docs/offline.md).
 */
import { useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ArrowRight, CheckCircle2, Clock, XCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toggleLetter, type OptionLetter } from '@common/rules/answers';
import type { Question, QuizDifficulty } from '@common/schemas/question';
import { toLearnerQuestion } from '@common/schemas/question';
import { DIFFICULTY_INFO } from '@common/rules/difficulty';
import { QUIZ_SIZE, QUIZ_TIME_LIMIT } from '@common/schemas/quiz-session';
import { Markdown } from '@/components/markdown';
import { buttonClasses, Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { enqueue } from '@/lib/offline/outbox';
import { isOnline } from '@/lib/offline/online';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useUser } from '../auth';
import { QuestionCard, useCountdown } from '../quiz';
import { deleteRun, getPack, getRun, saveResult, saveRun, useDeviceData, type OfflineMode, type OfflineResult, type OfflineRun } from './api/device-data';
import { syncOutbox } from './api/sync';
import { drawQuestions, gradeOffline, reportedTimeUsed } from './grade';
import { paths } from '@/lib/paths';

function newId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export default function OfflineQuizPage() {
  const params = useParams();
  const mode: OfflineMode = params.mode === 'study' ? 'study' : 'practice';
  const moduleId = Number(params.moduleId);
  const { data: user } = useUser();
  const userId = user?.id ?? 0;
  const stored = useDeviceData(async () => ({ pack: await getPack(userId, moduleId), saved: await getRun(userId, moduleId, mode).catch(() => undefined) }), [userId, moduleId, mode]);
  // `undefined` until the device has said whether a quiz was under way here: it is resumed as it was.
  const [run, setRun] = useState<OfflineRun | null | undefined>(undefined);
  const savedRun = stored.data?.saved;
  const loaded = stored.data !== undefined;
  // Set during render, once the device has answered (react.dev, "Adjusting some state when a prop changes").
  if (loaded && run === undefined) setRun(savedRun ?? null);
  useDocumentTitle(mode === 'study' ? 'Study offline' : 'Practice offline');

  if (stored.data === undefined && !stored.error) return null;
  const pack = stored.data?.pack?.pack;
  if (pack && run === undefined) return null;
  if (!pack)
    return (
      <div className="mx-auto w-full max-w-3xl space-y-4 p-4 md:p-8">
        <h1 className="text-2xl font-bold">This module is not on this device</h1>
        <p className="text-muted">Make it available offline first, while you have a connection.</p>
        <Link to={paths.offline()} className={buttonClasses('primary')}>
          Go to Offline practice
        </Link>
      </div>
    );

  if (!run) {
    const counts = (d: QuizDifficulty) => pack.questions.filter((q) => d === 'mixed' || q.difficulty === d).length;
    return (
      <div className="mx-auto w-full max-w-3xl space-y-6 p-4 md:p-8">
        <Link to={paths.offline()} className="inline-flex h-11 items-center gap-2 text-muted hover:text-fg">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Offline practice
        </Link>
        <header className="space-y-1">
          <h1 className="text-2xl font-bold md:text-3xl">{pack.module.name}</h1>
          <p className="text-muted">
            {mode === 'study' ? 'Study: no clock, and each answer is checked as you go.' : `Practice: ${QUIZ_SIZE} questions in ${QUIZ_TIME_LIMIT / 60} minutes, checked at the end.`} Works without a connection.
          </p>
        </header>
        <fieldset className="space-y-3">
          <legend className="mb-3 font-semibold">Choose a difficulty</legend>
          {(['easy', 'medium', 'hard', 'mixed'] as const).map((d) => (
            <Button
              key={d}
              variant="secondary"
              size="lg"
              className="w-full justify-between"
              disabled={counts(d) === 0}
              onClick={() => {
                const questions = drawQuestions(pack.questions, d);
                setRun({
                  userId,
                  moduleId: pack.module.id,
                  moduleName: pack.module.name,
                  mode,
                  difficulty: d,
                  questions,
                  answers: questions.map(() => ''),
                  checked: questions.map(() => false),
                  index: 0,
                  startedAt: Date.now(),
                });
              }}
            >
              <span>{DIFFICULTY_INFO[d].label}</span>
              <span className="text-sm text-muted">{counts(d) === 0 ? 'No questions' : `${Math.min(QUIZ_SIZE, counts(d))} of ${counts(d)} questions`}</span>
            </Button>
          ))}
        </fieldset>
      </div>
    );
  }
  return <OfflineRunner key={run.startedAt} run={run} />;
}

function OfflineRunner({ run }: { run: OfflineRun }) {
  const { userId, moduleId, moduleName, mode, difficulty, questions, startedAt } = run;
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<string[]>(run.answers);
  const [index, setIndex] = useState(() => Math.min(Math.max(0, run.index), questions.length - 1));
  const [checked, setChecked] = useState<boolean[]>(() => (run.checked?.length === questions.length ? run.checked : questions.map(() => false)));
  const [finishing, setFinishing] = useState(false);
  const finished = useRef(false);
  // Kept on the device as the learner goes: a reload or a closed tab resumes here (docs/offline.md).
  useEffect(() => {
    if (finished.current) return;
    void saveRun({ ...run, answers, checked, index }).catch(() => undefined);
  }, [run, answers, checked, index]);
  const headingRef = useRef<HTMLDivElement>(null);
  const timed = mode === 'practice';
  const question = questions[index]!;
  const learner = toLearnerQuestion(question);
  const isChecked = checked[index]!;
  const last = index === questions.length - 1;

  const finish = async () => {
    // Once only: the clock at 0:00 and Finish may both ask before the screen shows "Finishing…", and the
    // clock asks again when the screen is mounted a second time (StrictMode) for a run opened after its 6 minutes.
    if (finished.current) return;
    finished.current = true;
    setFinishing(true);
    const { correct, score } = gradeOffline(questions, answers);
    const id = newId();
    const timeUsed = reportedTimeUsed(Date.now() - startedAt);
    const result: OfflineResult = {
      id,
      userId,
      moduleId,
      moduleName,
      mode,
      difficulty,
      questionIds: questions.map((q) => q.id),
      answers,
      score,
      total: questions.length,
      timeUsed,
      completedAt: new Date().toISOString(),
      server: null,
      refused: null,
      review: questions.map((q, i) => ({ questionId: q.id, text: q.text, options: q.options, chosen: answers[i] ?? '', correctAnswer: q.correctAnswer, correct: correct[i]!, explanation: q.explanation })),
    };
    await saveResult(result);
    await enqueue({
      kind: 'quiz-session',
      key: `session:${id}`,
      resultId: id,
      body: { moduleId, difficulty, questions: result.questionIds, answers, score, totalQuestions: questions.length, timeUsed },
    });
    await deleteRun(userId, moduleId, mode).catch(() => undefined);
    if (isOnline()) void syncOutbox(userId, queryClient).catch(() => undefined);
    void navigate(paths.offlineResult(id), { replace: true });
  };
  // At 0:00 a practice run is finished as it stands.
  const seconds = useCountdown(timed ? startedAt + QUIZ_TIME_LIMIT * 1000 : null, timed && !finishing, QUIZ_TIME_LIMIT, () => void finish());

  const shown = useRef(index);
  useEffect(() => {
    if (shown.current !== index) headingRef.current?.focus();
    shown.current = index;
  }, [index]);

  const pick = (letter: OptionLetter) => {
    if (isChecked) return;
    setAnswers((a) => a.map((v, i) => (i === index ? toggleLetter(v, letter, learner.choose) : v)));
  };
  const mins = Math.floor(seconds / 60);
  const secs = String(seconds % 60).padStart(2, '0');

  return (
    <div className="mx-auto flex min-h-dvh w-full max-w-3xl flex-col">
      <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-border bg-bg px-4 py-3 md:px-8">
        <p className="min-w-0 truncate text-sm font-medium">
          {moduleName} · {mode === 'study' ? 'Study' : 'Practice'} offline
        </p>
        <p className="shrink-0 text-sm text-muted">
          Question {index + 1} of {questions.length}
        </p>
        {timed && (
          <p className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold tabular-nums" aria-label={`Time left: ${mins} minutes ${secs} seconds`}>
            <Clock aria-hidden="true" className="size-4" />
            {mins}:{secs}
          </p>
        )}
      </div>
      <div className="flex-1 px-4 py-6 md:px-8">
        <QuestionCard ref={headingRef} question={learner} position={index + 1} selected={answers[index]!} disabled={isChecked || finishing} onSelect={pick} />
        {mode === 'study' && isChecked && <Feedback question={question} answer={answers[index]!} />}
      </div>
      <div className="sticky bottom-0 border-t border-border bg-bg px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] md:px-8 md:pb-6">
        <div className="flex gap-3">
          <Button variant="secondary" size="lg" className="px-4" onClick={() => setIndex(index - 1)} disabled={index === 0 || finishing}>
            <ArrowLeft aria-hidden="true" className="size-5" />
            Previous
          </Button>
          {mode === 'study' && !isChecked && answers[index] !== '' ? (
            <Button size="lg" className="flex-1" onClick={() => setChecked((c) => c.map((v, i) => (i === index ? true : v)))}>
              Check answer
            </Button>
          ) : last ? (
            <Button size="lg" className="flex-1" onClick={() => void finish()} disabled={finishing}>
              {finishing ? 'Finishing…' : 'Finish'}
            </Button>
          ) : (
            <Button size="lg" className="flex-1" onClick={() => setIndex(index + 1)}>
              Next
              <ArrowRight aria-hidden="true" className="size-5" />
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}

function Feedback({ question, answer }: { question: Question; answer: string }) {
  const right = gradeOffline([question], [answer]).correct[0];
  return (
    <Card role="status" className={cn('mt-5 space-y-2 border-2', right ? 'border-success' : 'border-danger')}>
      <p className="flex items-center gap-2 font-semibold">
        {right ? <CheckCircle2 aria-hidden="true" className="size-5 text-success" /> : <XCircle aria-hidden="true" className="size-5 text-danger" />}
        {right ? 'Correct' : `Not quite: the answer is ${question.correctAnswer.split('').join(', ')}`}
      </p>
      <Markdown className="text-sm text-muted">{question.explanation}</Markdown>
    </Card>
  );
}
