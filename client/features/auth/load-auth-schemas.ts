/**
 * Loads the auth forms' zod schemas (auth-schemas.ts) apart from the pages, so zod (some 22 KB of
 * compressed JavaScript, and its start-up work) is not on the critical path of /auth,
 * /forgot-password or /reset-password. A form starts the load when the visitor first focuses or
 * types in it (prefetch), and its submit waits for it.
 */
import type * as AuthSchemasModule from './auth-schemas';

export type AuthSchemas = typeof AuthSchemasModule;

let loading: Promise<AuthSchemas> | undefined;

/** The schemas, loaded once; a failed load (a flaky network) is tried again on the next call. */
export function loadAuthSchemas(): Promise<AuthSchemas> {
  loading ??= import('./auth-schemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** Starts the load without waiting for it (a form's first focus or keystroke). */
export function prefetchAuthSchemas(): void {
  loadAuthSchemas().catch(() => undefined);
}
