import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, type HttpHandler } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { ExamBlueprint } from '@common/schemas/exam';
import { dismissToast } from '@/components/ui/toast';
import { fake, json } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import AdminPage from '../admin-page';
import { certificate } from '../admin-fixtures';

afterEach(() => {
  dismissToast();
});

const BLUEPRINT: ExamBlueprint = {
  questionCount: 60,
  timeLimit: 5400,
  passMark: 70,
  weights: [
    { moduleId: 5, moduleName: 'Users and Roles', weight: 1 },
    { moduleId: 6, moduleName: 'Access Control Rules', weight: 1 },
  ],
};

/** Opens the mock exam dialog of certificate 1 in the admin panel, with `handlers` answering before the fake. */
async function openExam(...handlers: HttpHandler[]) {
  fake.seed({ certificates: [certificate()], examBlueprints: { 1: BLUEPRINT } });
  server.use(...handlers);
  const calls = fake.calls;
  const user = userEvent.setup();
  renderApp(<AdminPage />, { url: '/admin', path: '/admin/*', user: null, admin: true, strict: false });
  await user.click(await screen.findByRole('button', { name: 'Mock exam of Platform System Administrator' }));
  const dialog = await screen.findByRole('dialog', { name: 'Mock exam' });
  await within(dialog).findByLabelText('Questions');
  return { calls, user, dialog };
}

describe('mock exam blueprint', () => {
  it('shows the blueprint with the time in minutes and saves it in seconds', async () => {
    const { calls, user, dialog } = await openExam();
    expect(within(dialog).getByLabelText('Questions')).toHaveValue('60');
    expect(within(dialog).getByLabelText('Time limit (minutes)')).toHaveValue('90');
    expect(within(dialog).getByLabelText('Pass mark (%)')).toHaveValue('70');
    expect(within(dialog).getByLabelText('Users and Roles')).toHaveValue('1');
    await user.clear(within(dialog).getByLabelText('Time limit (minutes)'));
    await user.type(within(dialog).getByLabelText('Time limit (minutes)'), '120');
    await user.clear(within(dialog).getByLabelText('Access Control Rules'));
    await user.type(within(dialog).getByLabelText('Access Control Rules'), '3');
    await user.click(within(dialog).getByRole('button', { name: 'Save mock exam' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      questionCount: 60,
      timeLimit: 7200,
      passMark: 70,
      weights: [
        { moduleId: 5, weight: 1 },
        { moduleId: 6, weight: 3 },
      ],
    });
    expect(await screen.findByText('Mock exam saved')).toBeInTheDocument();
  });

  it('says what is wrong at each field before sending', async () => {
    const { calls, user, dialog } = await openExam();
    await user.clear(within(dialog).getByLabelText('Questions'));
    await user.type(within(dialog).getByLabelText('Questions'), '500');
    await user.clear(within(dialog).getByLabelText('Pass mark (%)'));
    await user.clear(within(dialog).getByLabelText('Users and Roles'));
    await user.type(within(dialog).getByLabelText('Users and Roles'), '0');
    await user.clear(within(dialog).getByLabelText('Access Control Rules'));
    await user.type(within(dialog).getByLabelText('Access Control Rules'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save mock exam' }));
    expect(within(dialog).getByLabelText('Questions')).toHaveAccessibleDescription('Question count must be a whole number from 1 to 200');
    expect(within(dialog).getByLabelText('Questions')).toHaveFocus();
    expect(within(dialog).getByLabelText('Pass mark (%)')).toHaveAccessibleDescription('Pass mark must be a whole percent from 1 to 100');
    expect(within(dialog).getByRole('group', { name: 'Module weights' })).toHaveAccessibleDescription('At least one module needs a weight above 0');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 400 messages at their fields', async () => {
    const { user, dialog } = await openExam(
      http.put('/api/admin/certificates/1/exam', () =>
        json(
          {
            message: 'Invalid exam blueprint',
            issues: [
              { path: 'timeLimit', message: 'Time limit must be from 60 to 14,400 seconds' },
              { path: 'weights.1.weight', message: 'Weights must be at most 1,000' },
            ],
          },
          400,
        ),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save mock exam' }));
    await waitFor(() => expect(within(dialog).getByLabelText('Time limit (minutes)')).toHaveAccessibleDescription('Time limit must be from 60 to 14,400 seconds'));
    expect(within(dialog).getByLabelText('Access Control Rules')).toHaveAccessibleDescription('Weights must be at most 1,000');
    expect(screen.getByRole('dialog', { name: 'Mock exam' })).toBeInTheDocument();
  });

  it('says a refusal that no field owns above the buttons', async () => {
    const { user, dialog } = await openExam(http.put('/api/admin/certificates/1/exam', () => json({ message: 'Module 6 is not a module of this certificate' }, 400)));
    await user.click(within(dialog).getByRole('button', { name: 'Save mock exam' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Module 6 is not a module of this certificate');
  });
});
