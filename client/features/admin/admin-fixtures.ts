/** Builders of the admin panel's test data, typed by the common schemas: each gives a valid value that a test overrides in part. */
import type { Certificate } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import type { Question } from '@common/schemas/question';
import type { AdminReport } from '@common/schemas/report';
import { setMobile } from '@/test/media';

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

/** Makes useIsMobile() answer true (below 768 px) for the rest of the test. */
export function pretendMobile(): void {
  setMobile(true);
}
