/** The quiz feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { sendQueuedAttempt } from './api/attempt-outbox';
export { type AttemptStart, useAttemptsInProgress, useStartAttemptMutation } from './api/attempts';
export { quizKeys } from './api/keys';
export { invalidateAfterAttempt } from './api/submit-quiz';
export { QuestionCard } from './components/question-card';
export { useCountdown } from './components/use-countdown';
