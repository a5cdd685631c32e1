import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake, json, slow } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ForgotPasswordPage from './forgot-password-page';

afterEach(() => {
  dismissToast();
});

/** What the page sent, as method, path and JSON body. */
const sent = () => fake.calls.map(({ method, path, body }) => ({ method, path, body }));

const email = () => screen.getByLabelText('Email');

async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  expect(within(region).getByText(description)).toBeInTheDocument();
}

function renderForgot() {
  return renderApp(<ForgotPasswordPage />, { url: '/forgot-password', user: null });
}

describe('forgot password', () => {
  it('asks for the email in an email input, with a way back to sign in', () => {
    renderForgot();
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');
  });

  it('requires the email, said once at the field (no toast)', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Please enter your email address.')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Please enter your email address.');
    expect(screen.getAllByText('Please enter your email address.')).toHaveLength(1);
    expect(screen.queryByText('Email required')).not.toBeInTheDocument();
    expect(email()).toHaveFocus();
    expect(sent()).toHaveLength(0);
    await user.type(email(), 'a');
    expect(email()).not.toHaveAccessibleDescription();
  });

  it('refuses something that is not an email', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.type(email(), 'ada.example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email()).toHaveAccessibleDescription('Email must be a valid email address');
    expect(sent()).toHaveLength(0);
  });

  it('sends the link, confirms, and can really send another, use a different email or go back to sign in', async () => {
    const user = userEvent.setup();
    renderForgot();
    await user.type(email(), ' ada@example.com ');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast('Email sent!', 'Check your email for password reset instructions');
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your email' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(sent()).toEqual([{ method: 'POST', path: '/api/forgot-password', body: { email: 'ada@example.com' } }]);
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/auth');

    // Send Another Email sends at once, to the same address, and says so without leaving the screen.
    await user.click(screen.getByRole('button', { name: 'Send Another Email' }));
    expect(await screen.findByText('Another email is on its way to ada@example.com. Only the newest link works.')).toBeInTheDocument();
    expect(sent()).toHaveLength(2);
    expect(sent()[1]).toEqual({ method: 'POST', path: '/api/forgot-password', body: { email: 'ada@example.com' } });
    expect(screen.getByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Use a different email' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(email()).toHaveValue('ada@example.com');
    expect(email()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(sent()).toHaveLength(3);
  });

  it('shows Failed to send email with the server message, and stays on the form', async () => {
    server.use(http.post('/api/forgot-password', () => apiError(429, 'Too many attempts: try again in a minute')));
    const user = userEvent.setup();
    renderForgot();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    await expectToast('Failed to send email', 'Too many attempts: try again in a minute');
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(email()).toHaveValue('ada@example.com');
  });

  it('reads Sending... while the request is out and sends once', async () => {
    server.use(
      http.post(
        '/api/forgot-password',
        slow('infinite', () => json({})),
      ),
    );
    const user = userEvent.setup();
    renderForgot();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    await user.type(email(), '{Enter}');
    expect(sent()).toHaveLength(1);
  });

  it('sends once when submitted twice before the validation rules have loaded', async () => {
    server.use(
      http.post(
        '/api/forgot-password',
        slow('infinite', () => json({})),
      ),
    );
    const user = userEvent.setup();
    renderForgot();
    await user.type(email(), 'ada@example.com');
    const form = screen.getByRole('button', { name: 'Send Reset Link' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(sent()).toHaveLength(1);
  });
});
