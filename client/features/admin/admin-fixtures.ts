/** Test helpers for the admin panel: a fake API answering by method and path, and the page in a router. */
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Certificate } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import type { Question } from '@common/schemas/question';
import type { AdminReport } from '@common/schemas/report';
import { Toaster } from '@/components/ui/toast';
import { TooltipProvider } from '@/components/ui/tooltip';
import { createQueryClient } from '@/lib/query-client';
import AdminPage from './admin-page';
import { setMobile } from '@/test/media';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  text: string | undefined;
  contentType: string | undefined;
}

type Reply = { status?: number; body?: unknown } | undefined;
type Handler = (call: RecordedCall) => Reply;

/**
 * Answers fetch from a table keyed "METHOD /path" (no query string). A missing entry answers 404 so a test
 * notices calls it did not expect. Returns the recorded calls.
 */
export function mockApi(handlers: Record<string, Handler | Reply>): RecordedCall[] {
  const calls: RecordedCall[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const raw = typeof init?.body === 'string' ? init.body : undefined;
    const contentType = headers['content-type'];
    let body: unknown = raw;
    if (raw !== undefined && contentType === 'application/json') body = JSON.parse(raw);
    const call: RecordedCall = { method, path: url.pathname, query: url.searchParams, body, text: raw, contentType };
    calls.push(call);
    const handler = handlers[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? handler(call) : handler;
    if (!reply) return new Response(JSON.stringify({ message: `No mock for ${method} ${url.pathname}` }), { status: 404 });
    const status = reply.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(reply.body ?? null), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

export const ADMIN = { id: 1, username: 'root' };
export const signedIn = { 'GET /api/admin/me': { body: ADMIN }, 'GET /api/admin/status': { body: { registrationOpen: true } } };

export function certificate(overrides: Partial<Certificate> = {}): Certificate {
  return { id: 1, name: 'Platform System Administrator', description: 'Run the platform.', level: 'Beginner', moduleCount: 2, questionCount: 10, ...overrides };
}

export function moduleOf(overrides: Partial<Module> = {}): Module {
  return {
    id: 5,
    name: 'Users and Roles',
    description: 'Access control.',
    certificateId: 1,
    order: 1,
    hasQuestions: true,
    questionCounts: { easy: 3, medium: 2, hard: 2 },
    ...overrides,
  };
}

export function question(overrides: Partial<Question> = {}): Question {
  return {
    id: 40,
    text: 'What is a role?',
    options: [
      { id: 'A', text: 'A set of permissions' },
      { id: 'B', text: 'A user' },
      { id: 'C', text: 'A table' },
      { id: 'D', text: 'A form' },
    ],
    correctAnswer: 'A',
    difficulty: 'easy',
    explanation: 'Roles group permissions.',
    moduleId: 5,
    // A key of several letters is a multiple-answer question, as the server infers it.
    type: (overrides.correctAnswer?.length ?? 1) > 1 ? 'multiple' : 'single',
    ...overrides,
  };
}

export function report(overrides: Partial<AdminReport> = {}): AdminReport {
  return {
    id: 1,
    questionId: 40,
    questionText: 'What is a role?',
    moduleId: 5,
    moduleName: 'Users and Roles',
    reason: 'wrong_answer',
    comment: null,
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    reporterCount: 1,
    ...overrides,
  };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders /admin/* at `route` with a fresh query cache and the toaster. */
export function renderAdmin(route = '/admin') {
  const queryClient = createQueryClient();
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="/admin/*" element={<AdminPage />} />
            <Route path="*" element={<p>Elsewhere</p>} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

/** Makes useIsMobile() answer true (below 768 px) for the rest of the test. */
export function pretendMobile(): void {
  setMobile(true);
}
