/**
 * Zod compiles a fast object parser with `new Function`, after probing whether eval is allowed. Our
 * Content-Security-Policy has no 'unsafe-eval' (server/plugins/security.ts): the probe fails quietly,
 * but the browser still reports a CSP violation (Lighthouse: "Issues were logged") on every screen
 * that builds a schema. Zod's `jitless` setting skips both the probe and the compiled path.
 *
 * Zod keeps its settings (what z.config() changes) in this global and adopts an existing one when it
 * loads. Setting it directly costs the entry chunk nothing, where importing `config` from
 * zod/v4/core would add some 10 KB to every page, the landing page included. main.tsx imports this
 * first, before any chunk that builds a schema; zod-jitless.test.ts checks Zod still reads it.
 * The server keeps the compiled parsers.
 */

declare global {
  // Zod's settings object (zod/v4/core/core.js).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

(globalThis.__zod_globalConfig ??= {}).jitless = true;

export {};
