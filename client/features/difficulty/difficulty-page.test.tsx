import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ModuleDetail } from '../../../common/schemas/module';
import { json, mockApi, renderRoute } from '../quiz/test-utils';
import DifficultyPage from './difficulty-page';

const MODULE: ModuleDetail = {
  id: 4,
  name: 'Users, Groups and Roles',
  description: 'Accounts and access.',
  certificateId: 2,
  order: 1,
  hasQuestions: true,
  questionCounts: { easy: 14, medium: 3, hard: 0 },
  certificateName: 'Platform System Administrator',
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('difficulty', () => {
  it('offers easy, medium, hard and mixed with 6 minutes and the quiz length; a level without questions is disabled', async () => {
    mockApi((call) => (call.path === '/api/modules/4' ? json(MODULE) : undefined));
    renderRoute(<DifficultyPage />, { pattern: '/modules/:id/difficulty', path: '/modules/4/difficulty' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Users, Groups and Roles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Modules' })).toHaveAttribute('href', '/certificates/2/modules');

    const easy = screen.getByRole('link', { name: /^Easy/ });
    expect(easy).toHaveAttribute('href', '/modules/4/quiz/easy');
    expect(within(easy).getByText('6 minutes')).toBeInTheDocument();
    // 14 available, a quiz has 10.
    expect(within(easy).getByText('10 questions')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /^Medium/ })).getByText('3 questions')).toBeInTheDocument();
    const mixed = screen.getByRole('link', { name: /^Mixed/ });
    expect(mixed).toHaveAttribute('href', '/modules/4/quiz/mixed');
    expect(within(mixed).getByText('10 questions')).toBeInTheDocument();

    expect(screen.queryByRole('link', { name: /^Hard/ })).not.toBeInTheDocument();
    const hard = screen.getByText('Hard').closest('li')!;
    expect(within(hard).getByText('No questions yet')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(4);
  });

  it('offers to study each level untimed: the button starts a study attempt and opens it', async () => {
    const { calls } = mockApi((call) => {
      if (call.path === '/api/modules/4') return json(MODULE);
      if (call.method === 'POST' && call.path === '/api/attempts') return json({ id: 42 }, 201);
      return undefined;
    });
    renderRoute(<DifficultyPage />, { pattern: '/modules/:id/difficulty', path: '/modules/4/difficulty' });
    const study = await screen.findByRole('button', { name: 'Study Medium (untimed, feedback after each answer)' });
    expect(screen.queryByRole('button', { name: /Study Hard/ })).not.toBeInTheDocument();
    await userEvent.click(study);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/42'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'study', moduleId: 4, difficulty: 'medium' });
  });

  it('an unknown module is a clear not-found', async () => {
    mockApi(() => json({ message: 'Module not found' }, 404));
    renderRoute(<DifficultyPage />, { pattern: '/modules/:id/difficulty', path: '/modules/999/difficulty' });
    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
  });
});
