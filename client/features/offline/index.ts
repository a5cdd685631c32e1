/** The offline feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { syncOutbox } from './api/sync';
