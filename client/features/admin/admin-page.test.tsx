import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminListItem } from '@common/schemas/admin';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { server } from '@/test/server';
import { certificate, report } from './admin-fixtures';
import { renderAdmin } from './admin-test-utils';

afterEach(() => {
  dismissToast();
});

const root: AdminListItem = { id: 1, username: 'root', createdAt: '2026-01-05T09:00:00.000Z' };

/** Nobody signed in; registration is open while no administrator exists, closed once `root` does. */
function signedOut(registrationOpen: boolean) {
  fake.seed({ admin: null, admins: registrationOpen ? [] : [root] });
}

describe('admin login card', () => {
  it('opens on creating the admin account when no administrator exists, with no sign-in form that could only fail', async () => {
    signedOut(true);
    renderAdmin('/admin', { admin: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your admin account' })).toBeInTheDocument();
    expect(screen.getByText(/No administrator exists yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it('does not offer registration when it is closed', async () => {
    signedOut(false);
    renderAdmin('/admin', { admin: false });
    expect(await screen.findByText('New administrators are added by an existing administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your admin account' })).not.toBeInTheDocument();
  });

  it('validates with the shared schemas: both fields required, a new password of at least 8 characters', async () => {
    signedOut(false);
    const user = userEvent.setup();
    const { unmount } = renderAdmin('/admin', { admin: false });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Password is required');
    unmount();

    signedOut(true);
    renderAdmin('/admin', { admin: false });
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the first admin account and signs it in', async () => {
    signedOut(true);
    const user = userEvent.setup();
    renderAdmin('/admin', { admin: false });
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Admin account created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(fake.callsTo('/api/admin/register')[0]?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
    expect(fake.callsTo('/api/admin/login')[0]?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
  });

  it('shows the server message when registration fails', async () => {
    signedOut(true);
    server.use(http.post('/api/admin/register', () => apiError(409, 'That username is already taken')));
    const user = userEvent.setup();
    renderAdmin('/admin', { admin: false });
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
  });

  it('shows the server message when login fails', async () => {
    // Registration is closed and no administrator is called root.
    fake.seed({ admins: [{ ...root, username: 'someone-else' }] });
    const user = userEvent.setup();
    renderAdmin('/admin', { admin: false });
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
  });

  it('opens the CMS after login, and logout brings the login card back', async () => {
    signedOut(false);
    fake.seed({ certificates: [certificate()] });
    const user = userEvent.setup();
    renderAdmin('/admin', { admin: false });
    await user.type(await screen.findByLabelText('Username'), ' root ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(await screen.findByText('Admin login successful')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to the admin panel')).toBeInTheDocument();
    // The schema trims the username, as the server would.
    expect(fake.callsTo('/api/admin/login')[0]?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
    expect(await screen.findByText('Platform System Administrator')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByText('You have been signed out of the admin panel')).toBeInTheDocument();
    expect(fake.callsTo('/api/admin/logout', 'POST')).toHaveLength(1);
  });

  it('shows an error with Try again when the session check fails', async () => {
    let fail = true;
    signedOut(false);
    // The session check fails until the test says otherwise; then the fake answers that nobody is signed in.
    server.use(http.get('/api/admin/me', () => (fail ? apiError(500, 'Something went wrong on our side: please try again') : undefined)));
    const user = userEvent.setup();
    renderAdmin('/admin', { admin: false });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong on our side: please try again')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
  });
});

describe('admin shell', () => {
  it('links every section, marks the current one, and counts open reports beside Reports', async () => {
    fake.seed({ adminReports: [report({ id: 1 }), report({ id: 2 }), report({ id: 3, questionId: 41 })] });
    renderAdmin('/admin');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Certificates' })).toHaveAttribute('aria-current', 'page');
    expect(await within(nav).findByRole('link', { name: 'Reports 3 open' })).toHaveAttribute('href', '/admin/reports');
    expect(within(nav).getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/admin/analytics');
    expect(within(nav).getByRole('link', { name: 'Learners' })).toHaveAttribute('href', '/admin/learners');
    expect(within(nav).getByRole('link', { name: 'Administrators' })).toHaveAttribute('href', '/admin/administrators');
    expect(within(nav).queryByText('Settings')).not.toBeInTheDocument();
    expect(within(nav).queryByText(/coming soon/i)).not.toBeInTheDocument();
    expect(within(nav).queryAllByRole('button')).toHaveLength(0);
    expect(screen.getByText('root')).toBeInTheDocument();
  });

  it('marks the section of a deeper page current', async () => {
    // No learner 7.
    renderAdmin('/admin/learners/7');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Learners' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Certificates' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('Learner not found')).toBeInTheDocument();
  });

  it('lets a signed-in admin add another administrator', async () => {
    fake.seed({ admins: [root] });
    const user = userEvent.setup();
    renderAdmin('/admin');
    await user.click(await screen.findByRole('button', { name: 'Add administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    await user.type(within(dialog).getByLabelText('Username'), 'second');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'another-horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByText('Admin registered successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fake.callsTo('/api/admin/register')[0]?.body).toEqual({ username: 'second', password: 'another-horse-42' });
  });

  it('never sends the learner token to admin routes', async () => {
    renderAdmin('/admin', { token: 'learner-token' });
    await screen.findByText('No certificates yet');
    expect(fake.calls.length).toBeGreaterThan(0);
    for (const call of fake.calls) expect(call.headers.get('authorization')).toBeNull();
  });
});
