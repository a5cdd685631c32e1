import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake, json } from '@/test/api-fake';
import { server } from '@/test/server';
import { certificate } from '../admin-fixtures';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

describe('certificates', () => {
  it('lists certificates with level, module and question counts, and an empty state otherwise', async () => {
    fake.seed({ certificates: [certificate(), certificate({ id: 2, name: 'Developer', level: 'Advanced', moduleCount: 1, questionCount: 1 })] });
    renderAdmin();
    const list = await screen.findByRole('list', { name: 'Certificate list' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Beginner')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 modules · 10 questions')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Advanced')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('1 module · 1 question')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Platform System Administrator' })).toHaveAttribute('href', '/admin/certificates/1');
  });

  it('shows an empty state with a call to action', async () => {
    const user = userEvent.setup();
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a certificate' }));
    expect(screen.getByRole('dialog', { name: 'New certificate' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with Try again', async () => {
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let attempt = 0;
    fake.seed({ certificates: [certificate()] });
    // The first load waits for the test, then fails; the retry reaches the fake.
    server.use(
      http.get('/api/admin/certificates', async () => {
        attempt++;
        if (attempt > 1) return undefined;
        await answered;
        return apiError(503, 'The database is not answering');
      }),
    );
    const user = userEvent.setup();
    renderAdmin();
    expect((await screen.findByText('Loading certificates')).closest('[role=status]')).toHaveAttribute('aria-busy', 'true');
    answer!();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The database is not answering')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch certificates')).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Platform System Administrator' })).toBeInTheDocument();
  });

  it('validates the form with the shared schema and shows each message at its field', async () => {
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'New certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'New certificate' });
    await user.type(within(dialog).getByLabelText('Name'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Create certificate' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is required');
    expect(within(dialog).getByLabelText('Level')).toHaveAccessibleDescription('Level must be Beginner, Intermediate or Advanced');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('creates a certificate, refreshes the list and says so', async () => {
    fake.seed({ certificates: [certificate()] });
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'New certificate' }));
    const dialog = screen.getByRole('dialog', { name: 'New certificate' });
    await user.type(within(dialog).getByLabelText('Name'), '  Integration Specialist ');
    await user.type(within(dialog).getByLabelText('Description'), 'Connect systems.');
    await user.selectOptions(within(dialog).getByLabelText('Level'), 'Intermediate');
    await user.click(within(dialog).getByRole('button', { name: 'Create certificate' }));
    expect(await screen.findByText('Certificate created successfully')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Integration Specialist' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Integration Specialist', description: 'Connect systems.', level: 'Intermediate' });
  });

  it('shows server validation issues once, at the fields, without a toast repeating them', async () => {
    fake.seed({ certificates: [certificate()] });
    server.use(http.put('/api/admin/certificates/1', () => json({ message: 'Name must be at most 200 characters (name)', issues: [{ path: 'name', message: 'Name must be at most 200 characters' }] }, 400)));
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Edit Platform System Administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit certificate' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Platform System Administrator');
    expect(within(dialog).getByLabelText('Level')).toHaveValue('Beginner');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Name must be at most 200 characters')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name must be at most 200 characters');
    expect(screen.queryByText('Failed to update certificate')).not.toBeInTheDocument();
    expect(screen.queryByText('Name must be at most 200 characters (name)')).not.toBeInTheDocument();
  });

  it('says what goes with a certificate before deleting it', async () => {
    fake.seed({ certificates: [certificate({ moduleCount: 3, questionCount: 42 })] });
    const calls = fake.calls;
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Platform System Administrator' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete certificate?' });
    expect(dialog).toHaveTextContent('This deletes the certificate "Platform System Administrator" with its 3 modules and 42 questions. Learners keep their past results.');
    // Cancel keeps it.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Platform System Administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete certificate' }));
    expect(await screen.findByText('Certificate deleted successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
  });

  it('toasts a failed delete with the server message', async () => {
    fake.seed({ certificates: [certificate()] });
    // Someone else deleted it meanwhile.
    server.use(http.delete('/api/admin/certificates/1', () => apiError(404, 'Certificate not found')));
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Platform System Administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete certificate' }));
    expect(await screen.findByText('Failed to delete certificate')).toBeInTheDocument();
    expect(screen.getByText('Certificate not found')).toBeInTheDocument();
  });

  it('returns to the login card when the session has expired', async () => {
    fake.seed({ certificates: [certificate()], admins: [{ id: 1, username: 'root', createdAt: '2026-11-01T09:00:00.000Z' }] });
    // The session ends on the server just before the delete.
    server.use(
      http.delete('/api/admin/certificates/1', () => {
        fake.state.admin = null;
        return undefined;
      }),
    );
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Platform System Administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete certificate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to delete certificate')).toBeInTheDocument();
  });
});
