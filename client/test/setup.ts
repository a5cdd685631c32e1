import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { fake } from './api-fake';
import { staticMediaQueryList } from './media';
import { server } from './server';

// Toasts, dialogs and screens load their code on first use; on a busy 2-core machine the first
// import in a test file can take over Testing Library's default 1 s, so findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

// Every request goes to the API fake (client/test/api-fake.ts); one it does not answer fails the test.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  fake.reset();
  vi.restoreAllMocks();
  vi.useRealTimers();
  localStorage.clear();
});

// jsdom has no matchMedia; the layout asks it for the 768 px breakpoint.
if (!window.matchMedia) window.matchMedia = (query: string) => staticMediaQueryList(query, false);

// jsdom has no pointer capture; Radix's toast asks for it when a pointer is released over a toast
// (its swipe-to-dismiss), e.g. when a test clicks a toast's Undo.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
