import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ModuleDetail } from '@common/schemas/module';
import { fake } from '@/test/api-fake';
import { renderApp } from '@/test/render';
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

const renderDifficulty = (url = '/modules/4/difficulty') => renderApp(<DifficultyPage />, { path: '/modules/:id/difficulty', url });

describe('difficulty', () => {
  it('offers easy, medium, hard and mixed with 6 minutes and the quiz length; a level without questions is disabled', async () => {
    fake.seed({ modules: [MODULE] });
    renderDifficulty();
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
    fake.seed({ modules: [MODULE], nextId: 42 });
    const { user } = renderDifficulty();
    const study = await screen.findByRole('button', { name: 'Study Medium (untimed, feedback after each answer)' });
    expect(screen.queryByRole('button', { name: /Study Hard/ })).not.toBeInTheDocument();
    await user.click(study);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/attempts/42'));
    expect(fake.calls.find((c) => c.method === 'POST')?.body).toEqual({ mode: 'study', moduleId: 4, difficulty: 'medium' });
  });

  it('an unknown module is a clear not-found', async () => {
    renderDifficulty('/modules/999/difficulty');
    expect(await screen.findByRole('heading', { name: 'Module not found' })).toBeInTheDocument();
  });
});
