import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { ADMIN, certificate, mockApi, renderAdmin, report, signedIn } from './admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

const signedOut = (registrationOpen: boolean) => ({
  'GET /api/admin/me': { status: 401, body: { message: 'Please sign in as an administrator' } },
  'GET /api/admin/status': { body: { registrationOpen } },
});

describe('admin login card', () => {
  it('opens on creating the admin account when no administrator exists, with no sign-in form that could only fail', async () => {
    mockApi(signedOut(true));
    renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your admin account' })).toBeInTheDocument();
    expect(screen.getByText(/No administrator exists yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it('does not offer registration when it is closed', async () => {
    mockApi(signedOut(false));
    renderAdmin();
    expect(await screen.findByText('New administrators are added by an existing administrator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create your admin account' })).not.toBeInTheDocument();
  });

  it('validates with the shared schemas: both fields required, a new password of at least 8 characters', async () => {
    const calls = mockApi(signedOut(false));
    const user = userEvent.setup();
    const { unmount } = renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Password is required');
    unmount();

    mockApi(signedOut(true));
    renderAdmin();
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('creates the first admin account and signs it in', async () => {
    let registered = false;
    const calls = mockApi({
      'GET /api/admin/me': () => (registered && calls.some((c) => c.path === '/api/admin/login') ? { body: ADMIN } : { status: 401, body: { message: 'Please sign in' } }),
      'GET /api/admin/status': () => ({ body: { registrationOpen: !registered } }),
      'POST /api/admin/register': () => {
        registered = true;
        return { status: 201, body: ADMIN };
      },
      'POST /api/admin/login': { body: ADMIN },
      'GET /api/admin/certificates': { body: [] },
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Admin account created')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/register')?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
    expect(calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
  });

  it('shows the server message when registration fails', async () => {
    mockApi({ ...signedOut(true), 'POST /api/admin/register': { status: 409, body: { message: 'That username is already taken' } } });
    const user = userEvent.setup();
    renderAdmin();
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken')).toBeInTheDocument();
  });

  it('shows the server message when login fails', async () => {
    mockApi({ ...signedOut(false), 'POST /api/admin/login': { status: 401, body: { message: 'Invalid username or password' } } });
    const user = userEvent.setup();
    renderAdmin();
    await user.type(await screen.findByLabelText('Username'), 'root');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
  });

  it('opens the CMS after login, and logout brings the login card back', async () => {
    let loggedIn = false;
    const calls = mockApi({
      'GET /api/admin/me': () => (loggedIn ? { body: ADMIN } : { status: 401, body: { message: 'Please sign in' } }),
      'GET /api/admin/status': { body: { registrationOpen: false } },
      'POST /api/admin/login': () => {
        loggedIn = true;
        return { body: ADMIN };
      },
      'POST /api/admin/logout': () => {
        loggedIn = false;
        return { status: 204 };
      },
      'GET /api/admin/certificates': { body: [certificate()] },
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.type(await screen.findByLabelText('Username'), ' root ');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(await screen.findByText('Admin login successful')).toBeInTheDocument();
    expect(await screen.findByText('Welcome to the admin panel')).toBeInTheDocument();
    // The schema trims the username, as the server would.
    expect(calls.find((c) => c.path === '/api/admin/login')?.body).toEqual({ username: 'root', password: 'sturdy-horse-42' });
    expect(await screen.findByText('Platform System Administrator')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByText('You have been signed out of the admin panel')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/logout')).toBe(true);
  });

  it('shows an error with Try again when the session check fails', async () => {
    let fail = true;
    mockApi({
      'GET /api/admin/me': () => (fail ? { status: 500, body: { message: 'Something went wrong on our side: please try again' } } : { status: 401, body: { message: 'no' } }),
      'GET /api/admin/status': { body: { registrationOpen: false } },
    });
    const user = userEvent.setup();
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Something went wrong on our side: please try again')).toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
  });
});

describe('admin shell', () => {
  it('links every section, marks the current one, and counts open reports beside Reports', async () => {
    mockApi({
      ...signedIn,
      'GET /api/admin/certificates': { body: [] },
      'GET /api/admin/reports': { body: [report({ id: 1 }), report({ id: 2 }), report({ id: 3, questionId: 41 })] },
    });
    renderAdmin();
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
    mockApi({ ...signedIn, 'GET /api/admin/users/7': { status: 404, body: { message: 'Learner not found' } } });
    renderAdmin('/admin/learners/7');
    const nav = await screen.findByRole('navigation', { name: 'Admin navigation' });
    expect(within(nav).getByRole('link', { name: 'Learners' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Certificates' })).not.toHaveAttribute('aria-current');
    expect(await screen.findByText('Learner not found')).toBeInTheDocument();
  });

  it('lets a signed-in admin add another administrator', async () => {
    const calls = mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [] }, 'POST /api/admin/register': { status: 201, body: { id: 2, username: 'second' } } });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Add administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add administrator' });
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription('Username is required');
    await user.type(within(dialog).getByLabelText('Username'), 'second');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'another-horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByText('Admin registered successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/register')?.body).toEqual({ username: 'second', password: 'another-horse-42' });
  });

  it('never sends the learner token to admin routes', async () => {
    localStorage.setItem('certdrill.accessToken', 'learner-token');
    mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [] } });
    const fetchSpy = vi.mocked(globalThis.fetch);
    renderAdmin();
    await screen.findByText('No certificates yet');
    for (const [, init] of fetchSpy.mock.calls) expect((init?.headers as Record<string, string>).authorization).toBeUndefined();
  });
});
