/** Shared set-up for the profile and progress screen tests: providers, a fake API and a fixed clock. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from '../auth';

// Radix positions tooltips with ResizeObserver, which jsdom lacks.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

export const USER = { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '2025-06-01T10:00:00.000Z' };

export type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers fetch calls with the first handler that returns a Response; anything else is a test failure (404). */
export function mockApi(...handlers: Handler[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    for (const handler of handlers) {
      const response = await handler(url, init);
      if (response) return response;
    }
    return json({ message: `No mock for ${url.pathname}` }, 404);
  });
}

/** The URLs (path and query) fetch was called with. */
export function calledUrls(spy: ReturnType<typeof mockApi>): URL[] {
  return spy.mock.calls.map(([input]) => new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost'));
}

export function renderPage(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = createQueryClient();
  client.setQueryData(authKeys.user(), USER);
  const result = render(
    <QueryClientProvider client={client}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={ui} />
            <Route path="/quiz-results/:id" element={<p>Results page</p>} />
          </Routes>
        </MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

export { setMobile } from '@/test/media';

/** Freezes Date (only Date: timers keep running for React Query and user-event) at midday UTC. */
export function freezeToday(date: string) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${date}T12:00:00Z`));
}
