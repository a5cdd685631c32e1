import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CertificateDetail } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import type { Readiness } from '@common/schemas/review';
import { fake } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import ModulesPage from './modules-page';

const PATTERN = '/certificates/:id/modules';
const CERTIFICATE: CertificateDetail = {
  id: 2,
  name: 'Platform System Administrator',
  description: 'Run the platform day to day.',
  level: 'Beginner',
  moduleCount: 2,
  questionCount: 30,
  exam: { questionCount: 30, timeLimit: 5400, passMark: 70, available: 30 },
};
const MODULES: Module[] = [
  { id: 4, name: 'Users, Groups and Roles', description: 'Accounts and access.', certificateId: 2, order: 1, hasQuestions: true, questionCounts: { easy: 10, medium: 12, hard: 8 } },
  { id: 5, name: 'Self-Service Portals', description: 'Portals and mobile.', certificateId: 2, order: 2, hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } },
];
const READINESS: Readiness = { certificateId: 2, predictedScore: 58, confidence: 'medium', modules: [{ moduleId: 4, moduleName: 'Users, Groups and Roles', mastery: 58, seen: 12, total: 30, due: 3 }] };

function serve(certificate: CertificateDetail) {
  fake.seed({ certificates: [certificate], modules: MODULES, readiness: [READINESS], nextId: 55 });
}

const renderModules = () => renderApp(<ModulesPage />, { path: PATTERN, url: '/certificates/2/modules' });

describe('modules: mock exam and mastery', () => {
  it('shows the mock exam’s questions, time and pass mark and starts it in one tap', async () => {
    serve(CERTIFICATE);
    const { user } = renderModules();
    const exam = await screen.findByRole('region', { name: 'Mock exam' });
    const figure = (term: string) => within(exam).getByText(term).nextElementSibling?.textContent;
    expect(figure('Questions')).toBe('30');
    expect(figure('Time')).toBe('90 min');
    expect(figure('Pass mark')).toBe('70%');
    await user.click(within(exam).getByRole('button', { name: 'Start mock exam' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/55'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'exam', certificateId: 2 });
  });

  it('disables the mock exam with the reason when the certificate has no questions', async () => {
    serve({ ...CERTIFICATE, questionCount: 0, exam: { questionCount: 0, timeLimit: 3600, passMark: 80, available: 0 } });
    renderModules();
    const exam = await screen.findByRole('region', { name: 'Mock exam' });
    const button = within(exam).getByRole('button', { name: 'Start mock exam' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Not available yet: this certificate has no questions.');
  });

  it('shows each module’s mastery in words and how many of its questions are due', async () => {
    serve(CERTIFICATE);
    renderModules();
    const link = await screen.findByRole('link', { name: /Users, Groups and Roles/ });
    expect(await within(link).findByText('Mastery 58%')).toBeInTheDocument();
    expect(within(link).getByText('3 due')).toBeInTheDocument();
    expect(screen.getByText('Self-Service Portals').closest('li')).not.toHaveTextContent('Mastery');
  });

  it('says a module is not started instead of a mastery that is only the prior', async () => {
    fake.seed({ certificates: [CERTIFICATE], modules: MODULES, readiness: [{ ...READINESS, predictedScore: 25, confidence: 'low', modules: [{ ...READINESS.modules[0]!, mastery: 25, seen: 0, due: 0 }] }] });
    renderModules();
    const link = await screen.findByRole('link', { name: /Users, Groups and Roles/ });
    expect(await within(link).findByText('Not started yet')).toBeInTheDocument();
    expect(link).not.toHaveTextContent('Mastery');
    expect(link).not.toHaveTextContent('due');
  });
});
