/** The difficulty feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { DIFFICULTY_CONFIG, difficultyLabel, difficultyTone, isQuizDifficulty, plural, QUIZ_MINUTES, QUIZ_SIZE } from './difficulty-config';
