import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router';
import { dismissToast, Toaster } from '@/components/ui/toast';
import { tokenStore } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { json, mockApi } from '@/features/progress/test-utils';
import { DeleteAccountSection } from './delete-account';

function renderProfile() {
  const client = createQueryClient();
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/profile']}>
        <Routes>
          <Route path="/profile" element={<DeleteAccountSection />} />
          <Route path="/" element={<h1>Landing page</h1>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
}

const WRONG = 'That password is not right: your account was not erased';

function api() {
  return mockApi((url, init) => {
    if (url.pathname !== '/api/auth/user' || init?.method !== 'DELETE') return undefined;
    const { password } = JSON.parse(init.body as string) as { password: string };
    return password === 'right-password' ? new Response(null, { status: 204 }) : json({ message: WRONG }, 403);
  });
}

beforeEach(() => tokenStore.set('learner-token'));
afterEach(() => {
  vi.restoreAllMocks();
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
    const fetch = api();
    const { user, dialog } = await openDialog();
    expect(dialog).toHaveTextContent('every quiz and mock exam you have taken');
    expect(dialog).toHaveTextContent('Nothing can be restored afterwards.');
    const password = within(dialog).getByLabelText('Password');
    expect(password).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(password).toHaveAccessibleDescription('Enter your password to confirm');
    expect(fetch).not.toHaveBeenCalled();
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
    const fetch = api();
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText('Password'), 'right-password');
    await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(await screen.findByText('Your account and data were deleted')).toBeInTheDocument();
    expect(tokenStore.get()).toBeNull();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('/api/auth/user');
    expect(init?.method).toBe('DELETE');
    expect(JSON.parse(init?.body as string)).toEqual({ password: 'right-password' });
  });
});
