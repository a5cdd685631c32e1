import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { sessionNotice } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { apiError, fake, json, slow, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import SignInPage, { destinationFrom } from './sign-in-page';
import { authKeys } from './api/keys';
import { useUser } from './api/use-user';
import { profileKeys } from '../profile';

const AUTH_RESULT = { id: 7, email: 'grace@example.com', firstName: 'Grace', lastName: 'Hopper', accessToken: 'fresh-token' };

afterEach(() => {
  dismissToast();
});

/** Grace's account, as the server knows it (the fake hands out AUTH_RESULT's token). */
function seedGrace(password: string | null, createdAt = '2024-03-01T09:30:00.000Z') {
  const { accessToken, ...account } = AUTH_RESULT;
  fake.seed({ accounts: [{ ...account, createdAt, password }], issuedToken: accessToken });
}

/** The sign-in page, signed out unless `user` is given (cached as the app caches the signed-in learner). */
function renderSignIn(options: { state?: unknown; user?: typeof USER } = {}) {
  const queryClient = createQueryClient();
  if (options.user) queryClient.setQueryData(authKeys.user(), options.user);
  const { queryClient: client, ...result } = renderApp(<SignInPage />, { url: '/auth', state: options.state, user: null, queryClient });
  return { ...result, client };
}

/** These tests look only at what signing in caches: the account GET /api/auth/user would fetch later is not found. */
function noAccountFetch() {
  server.use(http.get('/api/auth/user', () => apiError(404, 'Not found')));
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password', { selector: 'input' });
const location = () => screen.getByTestId('location');
const toastRegion = () => screen.getByRole('region', { name: /Notifications/ });

/** The toast on screen (the toast view loads with the first toast). */
async function expectToast(title: string, description: string) {
  const region = await screen.findByRole('region', { name: /Notifications/ });
  expect(await within(region).findByText(title)).toBeInTheDocument();
  expect(within(toastRegion()).getByText(description)).toBeInTheDocument();
}

describe('sign-in form', () => {
  it('asks for an email (an email input) and a password with a show/hide toggle, and links to /forgot-password', async () => {
    const user = userEvent.setup();
    renderSignIn();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('autocomplete', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'current-password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
  });

  it('says why the learner was signed out when the server ended the session (an administrator disabled the account)', async () => {
    sessionNotice.set('This account is disabled');
    renderSignIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('You have been signed out. This account is disabled');
    // Said once: a later visit to the page does not repeat it.
    expect(sessionNotice.peek()).toBeNull();
  });

  it('toggles to the create-account form and back', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: /create (an )?account/i }));
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAttribute('autocomplete', 'given-name');
    expect(screen.getByLabelText('Last name')).toHaveAttribute('autocomplete', 'family-name');
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toHaveAttribute('type', 'submit');
    expect(document.title).toBe('Create account · CertDrill');

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByLabelText('First name')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('opens on the create-account form when a Get Started link asks for it', async () => {
    renderSignIn({ state: { mode: 'sign-up' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
  });

  it('requires email and password before calling the server', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Email is required');
    // Said once, beside the field: no toast repeats it.
    expect(screen.getAllByText('Email is required')).toHaveLength(1);
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription('Password is required');
    expect(email()).toHaveFocus();
    expect(fake.calls).toHaveLength(0);

    // A corrected field stops showing its error, and typing keeps the focus where it is.
    await user.type(email(), 'ada@example.com');
    expect(email()).not.toHaveAccessibleDescription();
    expect(email()).toHaveFocus();
    expect(password()).toHaveAccessibleDescription('Password is required');
  });

  it('refuses an email that is not one, without a missing-information toast', async () => {
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'ada.example.com');
    await user.type(password(), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email()).toHaveAccessibleDescription('Email must be a valid email address');
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(fake.calls).toHaveLength(0);
  });

  it('signs in, stores the token, welcomes back and goes to the dashboard', async () => {
    seedGrace(' sturdy horse ');
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), '  grace@example.com ');
    await user.type(password(), ' sturdy horse ');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!', 'You have successfully logged in');
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    // The email is trimmed, the password never is.
    expect(fake.calls.find((c) => c.path === '/api/login')).toMatchObject({ method: 'POST', body: { email: 'grace@example.com', password: ' sturdy horse ' } });
    expect(localStorage.getItem('certdrill.accessToken')).toBe('fresh-token');
  });

  it('returns to the page the guard sent the visitor from', async () => {
    seedGrace('sturdy-horse-42');
    const user = userEvent.setup();
    renderSignIn({ state: { from: '/progress?year=2025' } });
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await screen.findByText('Welcome back!');
    expect(location()).toHaveTextContent(/^\/progress\?year=2025$/);
  });

  it('reads Signing In... while the request is out and cannot be sent twice', async () => {
    server.use(
      http.post(
        '/api/login',
        slow('infinite', () => json({})),
      ),
    );
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const button = await screen.findByRole('button', { name: 'Signing In...' });
    expect(button).toBeDisabled();
    await user.type(password(), '{Enter}');
    await user.click(button);
    expect(fake.calls.filter((c) => c.path === '/api/login')).toHaveLength(1);
  });

  it('sends once when submitted twice before the validation rules have loaded', async () => {
    server.use(
      http.post(
        '/api/login',
        slow('infinite', () => json({})),
      ),
    );
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    const form = screen.getByRole('button', { name: 'Sign In' }).closest('form')!;
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(fake.calls.filter((c) => c.path === '/api/login')).toHaveLength(1);
  });

  it('shows Login failed with the server message and keeps what was typed', async () => {
    seedGrace('sturdy-horse-42');
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Login failed', 'Invalid email or password');
    expect(location()).toHaveTextContent(/^\/auth$/);
    expect(email()).toHaveValue('grace@example.com');
    expect(password()).toHaveValue('wrong-password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('tells an imported account to use Forgot Password', async () => {
    // An imported account has no password yet.
    fake.seed({ accounts: [{ ...USER, email: 'imported@example.com', password: null }] });
    const user = userEvent.setup();
    renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'imported@example.com');
    await user.type(password(), 'anything');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    const alert = await screen.findByRole('alert');
    expect(screen.queryByText('Login failed')).not.toBeInTheDocument();
    await expectToast('Account Migration Required', "Your account needs to be updated. Please use 'Forgot Password' to complete the migration.");
    expect(within(alert).getByRole('link', { name: /Forgot Password/ })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('create-account form', () => {
  async function openSignUp() {
    const user = userEvent.setup();
    renderSignIn();
    await user.click(await screen.findByRole('button', { name: 'Create an account' }));
    return user;
  }

  it('requires first and last name, said once at each field', async () => {
    const user = await openSignUp();
    await user.type(email(), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    await user.type(screen.getByLabelText('Last name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.queryByText('Missing information')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(fake.calls).toHaveLength(0);
  });

  it('asks for a password of at least 6 characters', async () => {
    const user = await openSignUp();
    // The rules are named before the first submit, the common-password one too.
    expect(password()).toHaveAccessibleDescription('At least 6 characters, and not a common password such as "password123".');
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(email(), 'grace@example.com');
    await user.type(password(), 'short');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(password()).toHaveAccessibleDescription('Password must be at least 6 characters long');
    expect(fake.calls).toHaveLength(0);
  });

  it('creates the account, welcomes the learner and goes to the dashboard', async () => {
    const user = await openSignUp();
    await user.type(screen.getByLabelText('First name'), ' Grace ');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(email(), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await expectToast('Welcome!', 'Your account has been created successfully');
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    expect(fake.calls.find((c) => c.path === '/api/register')?.body).toEqual({
      email: 'grace@example.com',
      password: 'sturdy-horse-42',
      firstName: 'Grace',
      lastName: 'Hopper',
    });
    expect(localStorage.getItem('certdrill.accessToken')).toBe('fresh-token');
  });

  it('shows a refused common password once, at the password field', async () => {
    const message = 'This password is too common and easy to guess: please choose another one';
    server.use(http.post('/api/register', () => apiError(400, message)));
    const user = await openSignUp();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(email(), 'grace@example.com');
    await user.type(password(), 'password123');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(password()).toHaveAccessibleDescription(message);
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(screen.getByLabelText('First name')).toHaveValue('Grace');
  });

  it('shows a taken email at the email field', async () => {
    seedGrace('another-password');
    const user = await openSignUp();
    await user.type(screen.getByLabelText('First name'), 'Grace');
    await user.type(screen.getByLabelText('Last name'), 'Hopper');
    await user.type(email(), 'grace@example.com');
    await user.type(password(), 'sturdy-horse-42');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Email already registered')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Email already registered');
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });
});

describe('a signed-in visitor', () => {
  it('is sent to the dashboard', () => {
    renderSignIn({ user: USER });
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    expect(screen.queryByRole('heading', { level: 1, name: 'Welcome back' })).not.toBeInTheDocument();
  });

  it('is sent to the dashboard when coming from a signed-in screen (the QueryClient loaded)', () => {
    renderSignIn({ user: USER });
    expect(location()).toHaveTextContent(/^\/dashboard$/);
  });

  it('is shown a loading placeholder while a stored session is checked, then the dashboard', async () => {
    localStorage.setItem('certdrill.accessToken', 'stored-token');
    renderSignIn();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard$/);
  });
});

describe('on a fresh page load (the app has not loaded TanStack Query yet)', () => {
  it('checks a stored session without it and sends a signed-in visitor on', async () => {
    localStorage.setItem('certdrill.accessToken', 'stored-token');
    renderSignIn();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
    expect(location()).toHaveTextContent(/^\/dashboard$/);
  });

  it('signs in, and the QueryClient that loads with the dashboard asks the server for the account (it knows when the learner joined)', async () => {
    seedGrace('sturdy horse');
    noAccountFetch();
    const user = userEvent.setup();
    const { client } = renderSignIn();
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!', 'You have successfully logged in');
    expect(location()).toHaveTextContent(/^\/dashboard$/);
    expect(localStorage.getItem('certdrill.accessToken')).toBe('fresh-token');
    // A guess of "member since today" would be wrong for a returning learner.
    expect(client.getQueryData(authKeys.user())).toBeUndefined();
    expect(fake.calls.filter((c) => c.path === '/api/login')).toHaveLength(1);
  });
});

describe('with the QueryClient loaded (the visitor signed out of a signed-in screen)', () => {
  it('forgets what the previous session cached, the previous learner included', async () => {
    seedGrace('sturdy horse');
    noAccountFetch();
    const user = userEvent.setup();
    const { client } = renderSignIn();
    client.setQueryData(profileKeys.quizHistory(), { total: 3 });
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await expectToast('Welcome back!', 'You have successfully logged in');
    expect(client.getQueryData(profileKeys.quizHistory())).toBeUndefined();
    expect(client.getQueryData(authKeys.user())).toBeUndefined();
  });
});

/** What the signed-in frame reads of the account: Progress shows it as "Member since". */
function Joined() {
  const { data } = useUser();
  return data ? <p>Joined {data.createdAt}</p> : null;
}

describe('the account after signing in (issue 11)', () => {
  it('is the server’s, with its real creation date, never the moment of signing in', async () => {
    const JOINED = '2024-03-01T09:30:00.000Z';
    const { accessToken: _token, ...account } = AUTH_RESULT;
    seedGrace('sturdy horse', JOINED);
    fake.seed({ user: { ...account, createdAt: JOINED } });
    const user = userEvent.setup();
    const { queryClient: client } = renderApp(<SignInPage />, { url: '/auth', user: null, routes: { '/dashboard': <Joined /> } });
    await user.type(await screen.findByLabelText('Email'), 'grace@example.com');
    await user.type(password(), 'sturdy horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(`Joined ${JOINED}`)).toBeInTheDocument();
    expect(client.getQueryData(authKeys.user())).toEqual({ ...account, createdAt: JOINED });
  });
});

describe('destinationFrom', () => {
  it('follows a path or a location object of this app, and nothing else', () => {
    expect(destinationFrom(null)).toBe('/dashboard');
    expect(destinationFrom({})).toBe('/dashboard');
    expect(destinationFrom({ from: '/progress' })).toBe('/progress');
    expect(destinationFrom({ from: { pathname: '/quiz-results/4', search: '?x=1', hash: '#top' } })).toBe('/quiz-results/4?x=1#top');
    expect(destinationFrom({ from: 'https://evil.example/' })).toBe('/dashboard');
    expect(destinationFrom({ from: '//evil.example/' })).toBe('/dashboard');
    expect(destinationFrom({ from: '/\\evil.example/' })).toBe('/dashboard');
    expect(destinationFrom({ from: '/auth' })).toBe('/dashboard');
    expect(destinationFrom({ from: '/AUTH?x' })).toBe('/dashboard');
    expect(destinationFrom({ from: '/authors' })).toBe('/authors');
    expect(destinationFrom({ from: 42 })).toBe('/dashboard');
  });
});
