import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake, json, slow, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ResetPasswordPage, { resetTokenFrom } from './reset-password-page';
import { authKeys } from './api/keys';

afterEach(() => {
  dismissToast();
});

/** The link the server mails (server/modules/auth/service.ts). */
const LINK = '/reset-password#access_token=tok_abc-123&type=recovery';

const fresh = () => screen.getByLabelText('New password', { selector: 'input' });
const confirm = () => screen.getByLabelText('Confirm password', { selector: 'input' });
const submit = () => screen.getByRole('button', { name: 'Update Password' });
const location = () => screen.getByTestId('location');

async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  expect(within(region).getByText(description)).toBeInTheDocument();
}

/** The writes (the reset itself); the page also checks the link with a GET on arrival. */
const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST');

/** The page at a mailed link whose token the server still accepts (unless the test says otherwise). */
function renderReset(url = LINK, user?: typeof USER) {
  if (fake.state.resetTokens.length === 0) fake.seed({ resetTokens: ['tok_abc-123'] });
  return renderApp(<ResetPasswordPage />, { url, path: '/reset-password', user: user ?? null });
}

/** Fake setTimeout that still follows the real clock, so requests and rendering go on while the test jumps ahead (docs/product.md §9: 3 s). */
function fakeClock() {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
}

describe('reset token', () => {
  it('is read from the hash fragment the server mails', () => {
    expect(resetTokenFrom('#access_token=tok_abc-123&type=recovery')).toBe('tok_abc-123');
    expect(resetTokenFrom('#token=tok_1')).toBe('tok_1');
    expect(resetTokenFrom('#type=recovery')).toBeNull();
    expect(resetTokenFrom('#access_token=&type=recovery')).toBeNull();
    expect(resetTokenFrom('')).toBeNull();
  });
});

describe('reset password', () => {
  it('shows the form with both fields and their show/hide toggles, and takes the token out of the address', () => {
    renderReset();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(fresh()).toHaveAttribute('type', 'password');
    expect(fresh()).toHaveAttribute('autocomplete', 'new-password');
    expect(confirm()).toHaveAttribute('autocomplete', 'new-password');
    expect(location()).toHaveTextContent(/^\/reset-password$/);
  });

  it('toggles each password on its own', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.click(screen.getByRole('button', { name: 'Show new password' }));
    expect(fresh()).toHaveAttribute('type', 'text');
    expect(confirm()).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide new password' }));
    expect(fresh()).toHaveAttribute('type', 'password');
  });

  it('requires both fields, said once at the field', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'brave-otter-77');
    await user.click(submit());
    expect(confirm()).toHaveAccessibleDescription('Please fill in all fields.');
    expect(screen.getAllByText('Please fill in all fields.')).toHaveLength(1);
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(confirm()).toHaveFocus();
    expect(posts(fake.calls)).toHaveLength(0);
  });

  it('requires the two to match, said once at the field', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'brave-otter-77');
    await user.type(confirm(), 'brave-otter-78');
    await user.click(submit());
    expect(screen.getAllByText('Please make sure both passwords are the same.')).toHaveLength(1);
    expect(confirm()).toHaveAccessibleDescription('Please make sure both passwords are the same.');
    expect(posts(fake.calls)).toHaveLength(0);
  });

  it('requires 6 characters, said once at the field', async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'abc12');
    await user.type(confirm(), 'abc12');
    await user.click(submit());
    expect(screen.getAllByText('Password must be at least 6 characters long.')).toHaveLength(1);
    expect(fresh()).toHaveAccessibleDescription('Password must be at least 6 characters long.');
    expect(posts(fake.calls)).toHaveLength(0);
  });

  it('updates the password, signs this device out, shows the updated state and goes to /auth after 3 seconds', async () => {
    fakeClock();
    localStorage.setItem('certdrill.accessToken', 'old-token');
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    const { queryClient: client } = renderReset(LINK, USER);
    await user.type(fresh(), 'brave-otter-77');
    await user.type(confirm(), 'brave-otter-77');
    await user.click(submit());
    await expectToast('Password updated!', 'Your password has been successfully updated');
    expect(screen.getByRole('heading', { level: 1, name: 'Password updated' })).toHaveFocus();
    expect(fake.calls.find((c) => c.path === '/api/reset-password')?.body).toEqual({ password: 'brave-otter-77', access_token: 'tok_abc-123' });
    expect(localStorage.getItem('certdrill.accessToken')).toBeNull();
    // The screen that loads next knows the visitor is signed out.
    expect(client.getQueryData(authKeys.user())).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign In Now' })).toHaveAttribute('href', '/auth');

    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(location()).toHaveTextContent(/^\/reset-password$/);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(location()).toHaveTextContent(/^\/auth$/);
  });

  it('keeps what was typed when the server refuses a common password, and shows why at the field', async () => {
    const message = 'This password is too common and easy to guess: please choose another one';
    server.use(http.post('/api/reset-password', () => apiError(400, message)));
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'password123');
    await user.type(confirm(), 'password123');
    await user.click(submit());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(fresh()).toHaveValue('password123');
    expect(confirm()).toHaveValue('password123');
    expect(fresh()).toHaveAccessibleDescription(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
  });

  it('offers a new link when the server says the link is used or expired', async () => {
    server.use(http.post('/api/reset-password', () => apiError(400, 'Invalid or expired reset link')));
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'brave-otter-77');
    await user.type(confirm(), 'brave-otter-77');
    await user.click(submit());
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Failed to reset password')).not.toBeInTheDocument();
    expect(alert).toHaveTextContent('This link can no longer be used.');
    expect(within(alert).getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(fresh()).toHaveValue('brave-otter-77');
  });

  it('reads Updating Password... while the request is out and sends once', async () => {
    server.use(
      http.post(
        '/api/reset-password',
        slow('infinite', () => json({})),
      ),
    );
    const user = userEvent.setup();
    renderReset();
    await user.type(fresh(), 'brave-otter-77');
    await user.type(confirm(), 'brave-otter-77');
    await user.click(submit());
    expect(await screen.findByRole('button', { name: 'Updating Password...' })).toBeDisabled();
    await user.type(confirm(), '{Enter}');
    expect(posts(fake.calls)).toHaveLength(1);
  });

  it('without a token says Invalid Reset Link and goes to /auth after 3 seconds', async () => {
    fakeClock();
    renderReset('/reset-password#type=recovery');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    expect(screen.getByText('This password reset link is invalid or has expired.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a New Link' })).toHaveAttribute('href', '/forgot-password');
    // The move to sign-in is announced with its countdown.
    expect(screen.getByText(/Taking you to the sign-in page in/)).toHaveTextContent('in 3 seconds...');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.getByText(/Taking you to the sign-in page in/)).toHaveTextContent('in 1 second...');
    expect(location()).toHaveTextContent(/^\/reset-password$/);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(location()).toHaveTextContent(/^\/auth$/);
    expect(fake.calls).toHaveLength(0);
  });

  it('reports a used or expired link on arrival, before any password is typed, without using it', async () => {
    // The server no longer knows the token (used, or expired).
    fake.seed({ resetTokens: ['tok_other'] });
    renderReset();
    const heading = await screen.findByRole('heading', { level: 1, name: 'Invalid Reset Link' });
    // Focus moves to the heading just after it is shown.
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/used already or has expired/)).toBeInTheDocument();
    expect(screen.queryByLabelText('New password', { selector: 'input' })).not.toBeInTheDocument();
    expect(posts(fake.calls)).toHaveLength(0);
  });

  it('keeps the form when the link is usable, or when the check gets no answer', async () => {
    renderReset();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    server.use(http.get('/api/reset-password/:token', () => HttpResponse.error()));
    renderReset();
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getAllByRole('heading', { level: 1, name: 'Choose a new password' })).toHaveLength(2);
  });

  it('a page with no hash at all is an invalid link too', () => {
    renderReset('/reset-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Invalid Reset Link' })).toHaveFocus();
  });
});
