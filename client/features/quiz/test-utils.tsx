/** Shared set-up for the practice-flow screen tests (dashboard, modules, difficulty, quiz, results). */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { StrictMode, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { LearnerQuestion } from '@common/schemas/question';
import { Toaster } from '@/components/ui/toast';
import { createQueryClient } from '@/lib/query-client';
import { authKeys } from '../auth';

export const USER = { id: 1, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', createdAt: '2025-06-01T10:00:00.000Z' };

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Handler = (call: Call) => Response | Promise<Response> | undefined;

/** Answers fetch with the first handler that returns a Response (else a 404) and records every call. */
export function mockApi(handler: Handler) {
  const calls: Call[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const call: Call = { method: init?.method ?? 'GET', path: url.pathname, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined };
    calls.push(call);
    return (await handler(call)) ?? json({ message: `No mock for ${call.method} ${call.path}` }, 404);
  });
  return { spy, calls };
}

/** Shows where the router went, for assertions on navigation. */
function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

/** Renders one route in StrictMode, as main.tsx does (effects run twice on mount), with a signed-in learner cached. */
export function renderRoute(element: ReactElement, { pattern, path, client = createQueryClient() }: { pattern: string; path: string; client?: QueryClient }) {
  if (!client.getQueryData(authKeys.user())) client.setQueryData(authKeys.user(), USER);
  const result = render(
    <StrictMode>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={pattern} element={element} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <Location />
        </MemoryRouter>
        <Toaster />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, client };
}

/**
 * A question as the quiz draw sends it (API.md, Questions v2): no answer key and no explanation.
 * `choose` 1 is a single-answer question; 2 or 3 a "choose N" one.
 */
export function question(id: number, { choose = 1, moduleId = 4 }: { choose?: number; moduleId?: number } = {}): LearnerQuestion {
  return {
    id,
    text: `What is fact number ${id}?`,
    options: (['A', 'B', 'C', 'D'] as const).map((o) => ({ id: o, text: `Answer ${o} to ${id}` })),
    difficulty: 'easy',
    moduleId,
    type: choose > 1 ? 'multiple' : 'single',
    choose,
  };
}
