import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Certificate } from '@common/schemas/certificate';
import type { Module } from '@common/schemas/module';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { renderApp } from '@/test/render';
import { server } from '@/test/server';
import ModulesPage from './modules-page';

const PATTERN = '/certificates/:id/modules';
const CERTIFICATE: Certificate = { id: 2, name: 'Platform System Administrator', description: 'Run the platform day to day.', level: 'Beginner', moduleCount: 2, questionCount: 30 };
const MODULES: Module[] = [
  { id: 4, name: 'Users, Groups and Roles', description: 'Accounts and access.', certificateId: 2, order: 1, hasQuestions: true, questionCounts: { easy: 10, medium: 12, hard: 8 } },
  { id: 5, name: 'Self-Service Portals', description: 'Portals and mobile.', certificateId: 2, order: 2, hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } },
];

beforeEach(() => dismissToast());

const renderModules = (url = '/certificates/2/modules') => renderApp(<ModulesPage />, { path: PATTERN, url });

describe('modules', () => {
  it('shows the certificate and links modules with questions; the others are greyed out as Coming Soon, not links', async () => {
    fake.seed({ certificates: [CERTIFICATE], modules: MODULES });
    renderModules();
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform System Administrator' })).toBeInTheDocument();
    expect(screen.getByText('Run the platform day to day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');

    const ready = screen.getByRole('link', { name: /Users, Groups and Roles/ });
    expect(ready).toHaveAttribute('href', '/modules/4/difficulty');
    expect(within(ready).getByText('30 questions')).toBeInTheDocument();
    expect(within(ready).queryByText('Coming Soon')).not.toBeInTheDocument();

    const soon = screen.getByText('Self-Service Portals');
    expect(soon.closest('a')).toBeNull();
    expect(screen.queryByRole('link', { name: /Self-Service Portals/ })).not.toBeInTheDocument();
    expect(within(soon.closest('li')!).getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(1);
    expect(screen.getByText('1 of 2 ready to practise')).toBeInTheDocument();
  });

  it('an unknown certificate gets a clear not-found with a way back, and no toast', async () => {
    renderModules('/certificates/999/modules');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Back to Dashboard' }).every((a) => a.getAttribute('href') === '/dashboard')).toBe(true);
    expect(screen.queryByText('Failed to fetch modules')).not.toBeInTheDocument();
  });

  it('a failed fetch shows the Failed to fetch modules toast and a Try again that recovers', async () => {
    fake.seed({ certificates: [CERTIFICATE], modules: MODULES });
    server.use(http.get('/api/certificates/2/modules', () => apiError(503, 'Server unavailable'), { once: true }));
    const { user } = renderModules();
    // One in the toast, one inline.
    await waitFor(() => expect(screen.getAllByText('Failed to fetch modules')).toHaveLength(2));
    expect(screen.getAllByText('Server unavailable').length).toBeGreaterThan(0);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Users, Groups and Roles/ })).toBeInTheDocument();
  });
});
