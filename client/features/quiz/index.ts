/** The quiz feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { sendQueuedAttempt } from './api/attempt-outbox';
export { useAttemptsInProgress, useStartAttemptMutation, type AttemptStart } from './api/attempts';
export { invalidateAfterAttempt } from './api/submit-quiz';
export { QuestionCard } from './components/question-card';
export { useCountdown } from './components/use-countdown';
