/** The profile feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { profileKeys } from './api/keys';
export { QuizHistoryList } from './components/quiz-history';
