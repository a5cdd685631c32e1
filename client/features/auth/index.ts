/** The auth feature as other features use it: they import from here, never from its files (docs/architecture.md, "Rules the linter enforces"). */
export { authKeys } from './api/keys';
export { clearSession, resetSession } from './api/use-auth-mutations';
export { useLogout } from './api/use-logout';
export { useUser } from './api/use-user';
