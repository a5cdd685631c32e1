import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PublicStats } from '@common/schemas/public';
import { apiError, fake, json, slow, USER } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import LandingPage from './landing-page';

const STATS: PublicStats = {
  totalQuestions: 1234,
  certificates: [
    { id: 1, name: 'Platform System Administrator', level: 'Beginner', questionCount: 195 },
    { id: 2, name: 'Platform Application Developer', level: 'Intermediate', questionCount: 1 },
    { id: 3, name: 'Platform Implementation Specialist', level: 'Advanced', questionCount: 1038 },
  ],
};

/** A stand-in for the sign-in page at /auth (another feature's page): its heading follows the mode the link asked for. */
function SignInPage() {
  const { state } = useLocation();
  return <h1>{(state as { mode?: string } | null)?.mode === 'sign-up' ? 'Create your account' : 'Welcome back'}</h1>;
}

/** The landing page for a visitor (signed out unless a test stores a token). */
function renderLanding(routes?: Record<string, ReactNode>) {
  return renderApp(<LandingPage />, { url: '/', user: null, routes });
}

const figures = () => screen.getByRole('region', { name: 'CertDrill in numbers' });
const figure = (label: string) => within(figures()).getByText(label).closest('div')!.querySelector('dd')!;

describe('landing page', () => {
  it('is one page with one h1, the product named in the navigation, and the marketing content', async () => {
    fake.seed({ publicStats: STATS });
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'CertDrill' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/bite-sized quiz/);
    for (const feature of ['Timed practice', 'Topic-wise quizzes', 'Performance analytics', 'Practise offline', '7-day free trial', 'No credit card required']) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(figure('Pass rate')).toHaveTextContent('98%');
    expect(figure('Support')).toHaveTextContent('24/7');
    const testimonials = within(screen.getByRole('region', { name: 'Learners who passed' })).getAllByRole('figure');
    expect(testimonials).toHaveLength(2);
    for (const t of testimonials) expect(t.querySelector('figcaption')?.textContent).toMatch(/^[A-Z][a-z]+ [A-Z]\./);
    await screen.findByRole('article', { name: 'Platform System Administrator' });
  });

  it('shows skeletons while the stats load, then the total and a card per certificate', async () => {
    let answer: (response: Response) => void = () => {};
    const reply = new Promise<Response>((resolve) => (answer = resolve));
    server.use(http.get('/api/public/stats', () => reply.then((response) => response.clone())));
    renderLanding();
    const certificates = screen.getByRole('region', { name: 'Choose your certification track' });
    expect(within(certificates).getByRole('status')).toHaveTextContent('Loading certificates');
    expect(within(certificates).queryByRole('article')).not.toBeInTheDocument();
    expect(figure('Practice questions').textContent).toBe('');

    answer(json(STATS));
    const beginner = await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(within(certificates).queryByRole('status')).not.toBeInTheDocument();
    expect(figure('Practice questions')).toHaveTextContent('1,234');
    expect(within(beginner).getByText('Beginner')).toBeInTheDocument();
    expect(within(beginner).getByText('195 questions')).toBeInTheDocument();
    expect(within(beginner).getByText(/foundation/)).toBeInTheDocument();
    const intermediate = screen.getByRole('article', { name: 'Platform Application Developer' });
    expect(within(intermediate).getByText('Intermediate')).toBeInTheDocument();
    expect(within(intermediate).getByText('1 question')).toBeInTheDocument();
    const advanced = screen.getByRole('article', { name: 'Platform Implementation Specialist' });
    expect(within(advanced).getByText('Advanced')).toBeInTheDocument();
    expect(within(advanced).getByText('1,038 questions')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.queryByText(/350\+/)).not.toBeInTheDocument();
  });

  it('falls back to the static claims when the stats cannot be loaded', async () => {
    server.use(http.get('/api/public/stats', () => apiError(503, 'Database unavailable')));
    renderLanding();
    const admin = await screen.findByRole('article', { name: 'System Administrator' });
    expect(within(admin).getByText('Beginner')).toBeInTheDocument();
    expect(within(admin).getByText('350+ questions')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Application Developer' })).getByText('450+ questions')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Implementation Specialist' })).getByText('500+ questions')).toBeInTheDocument();
    expect(figure('Practice questions')).toHaveTextContent('1,500+');
    // The visitor is not shown an error for marketing figures.
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });

  it('falls back to the static claims when there is no content to count yet', async () => {
    fake.seed({ publicStats: { totalQuestions: 0, certificates: [] } });
    renderLanding();
    expect(await screen.findByRole('article', { name: 'System Administrator' })).toBeInTheDocument();
    expect(figure('Practice questions')).toHaveTextContent('1,500+');
  });

  it('sends a signed-out visitor to /auth: Sign In to the sign-in form, Get Started to the sign-up form', async () => {
    fake.seed({ publicStats: STATS });
    const user = userEvent.setup();
    renderLanding({ '/auth': <SignInPage /> });
    // No stored token: known to be signed out from the first paint, without a Loading flash.
    expect(screen.queryByRole('button', { name: 'Loading' })).not.toBeInTheDocument();
    const signIn = screen.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth');
    const getStarted = screen.getAllByRole('link', { name: 'Get Started' });
    expect(getStarted).toHaveLength(2);
    for (const link of getStarted) expect(link).toHaveAttribute('href', '/auth');

    await user.click(getStarted[0]!);
    expect(await screen.findByRole('heading', { level: 1, name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/auth$/);
  });

  it('the Sign In button opens the sign-in form', async () => {
    fake.seed({ publicStats: STATS });
    const user = userEvent.setup();
    renderLanding({ '/auth': <SignInPage /> });
    await user.click(await screen.findByRole('link', { name: 'Sign In' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });

  it('sends a signed-in learner to the dashboard instead', async () => {
    localStorage.setItem('certdrill.accessToken', 'stored-token');
    fake.seed({ publicStats: STATS, user: USER });
    renderLanding();
    const links = await screen.findAllByRole('link', { name: 'Go to Dashboard' });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'Platform System Administrator' });
  });

  it('reads Loading on the buttons while the sign-in status loads', async () => {
    localStorage.setItem('certdrill.accessToken', 'stored-token');
    fake.seed({ publicStats: STATS });
    server.use(
      http.get(
        '/api/auth/user',
        slow('infinite', () => json(USER)),
      ),
    ); // stays pending
    renderLanding();
    const loading = screen.getAllByRole('button', { name: 'Loading' });
    expect(loading).toHaveLength(3);
    for (const button of loading) expect(button).toBeDisabled();
    expect(screen.queryByRole('link', { name: /Sign In|Get Started|Go to Dashboard/ })).not.toBeInTheDocument();
    await screen.findByRole('article', { name: 'Platform System Administrator' });
    expect(fake.calls.some((c) => c.path === '/api/auth/user')).toBe(true);
  });

  it('a stale stored token ends as signed out', async () => {
    localStorage.setItem('certdrill.accessToken', 'revoked-token');
    // The server no longer knows the token: GET /api/auth/user answers 401.
    fake.seed({ publicStats: STATS, user: null });
    renderLanding();
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth');
    expect(localStorage.getItem('certdrill.accessToken')).toBeNull();
  });
});
