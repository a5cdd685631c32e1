import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { staticMediaQueryList } from './media';

// Toasts, dialogs and screens load their code on first use; on a busy 2-core machine the first
// import in a test file can take over Testing Library's default 1 s, so findBy* waits up to 5 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
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
