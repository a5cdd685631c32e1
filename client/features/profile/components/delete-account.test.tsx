import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { tokenStore } from '@/lib/api-client';
import { apiError, fake } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import { DeleteAccountSection } from './delete-account';

function renderProfile() {
  return renderApp(<DeleteAccountSection />, { url: '/profile', user: null, routes: { '/': <h1>Landing page</h1> } });
}

const WRONG = 'That password is not right: your account was not erased';

/** Erasing checks the password (API.md: 403 with the server's message for a wrong one). */
function api() {
  server.use(
    http.delete('/api/auth/user', async ({ request }) => {
      const { password } = (await request.json()) as { password: string };
      return password === 'right-password' ? new HttpResponse(null, { status: 204 }) : apiError(403, WRONG);
    }),
  );
}

beforeEach(() => tokenStore.set('learner-token'));
afterEach(() => {
  dismissToast();
  tokenStore.clear();
});

async function openDialog() {
  const user = userEvent.setup();
  renderProfile();
  await user.click(screen.getByRole('button', { name: 'Delete account' }));
  return { user, dialog: await screen.findByRole('alertdialog', { name: 'Delete your account?' }) };
}

describe('delete account', () => {
  it('explains what goes and asks for the password, which it focuses', async () => {
    api();
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('every quiz and mock exam you have taken');
    expect(dialog).toHaveTextContent('Nothing can be restored afterwards.');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveAccessibleDescription('Enter your password to confirm');
    expect(fake.calls).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Keep my account' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows a wrong password inline and keeps the account', async () => {
    api();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText(WRONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Password')).toHaveAccessibleDescription(WRONG);
    expect(tokenStore.get()).toBe('learner-token');
    expect(screen.queryByRole('heading', { name: 'Landing page' })).not.toBeInTheDocument();
  });

  it('erases the account, signs out and lands on the landing page with a toast', async () => {
    api();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(await screen.findByText('Your account and data were deleted')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    const call = fake.calls[0]!;
    expect(call.path).toContain('/api/auth/user');
    expect(call.method).toBe('DELETE');
    expect(call.body).toEqual({ password: 'right-password' });
  });
});
