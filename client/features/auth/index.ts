/** The auth feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { userQueryKey } from './api/fetch-user';
export { clearSession } from './api/use-auth-mutations';
export { useUser } from './api/use-user';
export { useVisitor } from './api/use-visitor';
