import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { certificate, mockApi, renderAdmin, signedIn } from '../admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

describe('certificates', () => {
  it('lists certificates with level, module and question counts, and an empty state otherwise', async () => {
    mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [certificate(), certificate({ id: 2, name: 'Developer', level: 'Advanced', moduleCount: 1, questionCount: 1 })] } });
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
    mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [] } });
    const user = userEvent.setup();
    renderAdmin();
    expect(await screen.findByRole('heading', { name: 'No certificates yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create a certificate' }));
    expect(screen.getByRole('dialog', { name: 'New certificate' })).toBeInTheDocument();
  });

  it('shows skeletons while loading, then an error with Try again', async () => {
    let answer: (() => void) | undefined;
    let attempt = 0;
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (path.startsWith('/api/admin/me')) return Response.json({ id: 1, username: 'root' });
      if (path.startsWith('/api/admin/certificates')) {
        attempt++;
        if (attempt === 1) {
          await new Promise<void>((resolve) => (answer = resolve));
          return Response.json({ message: 'The database is not answering' }, { status: 503 });
        }
        return Response.json([certificate()]);
      }
      return Response.json({ registrationOpen: true });
    });
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
    const calls = mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [] } });
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
    let list = [certificate()];
    const calls = mockApi({
      ...signedIn,
      'GET /api/admin/certificates': () => ({ body: list }),
      'POST /api/admin/certificates': (call) => {
        const created = certificate({ id: 9, ...(call.body as object), moduleCount: 0, questionCount: 0 });
        list = [...list, created];
        return { status: 201, body: created };
      },
    });
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
    mockApi({
      ...signedIn,
      'GET /api/admin/certificates': { body: [certificate()] },
      'PUT /api/admin/certificates/1': { status: 400, body: { message: 'Name must be at most 200 characters (name)', issues: [{ path: 'name', message: 'Name must be at most 200 characters' }] } },
    });
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
    let list = [certificate({ moduleCount: 3, questionCount: 42 })];
    const calls = mockApi({
      ...signedIn,
      'GET /api/admin/certificates': () => ({ body: list }),
      'DELETE /api/admin/certificates/1': () => {
        list = [];
        return { status: 204 };
      },
    });
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
    mockApi({ ...signedIn, 'GET /api/admin/certificates': { body: [certificate()] }, 'DELETE /api/admin/certificates/1': { status: 404, body: { message: 'Certificate not found' } } });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Platform System Administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete certificate' }));
    expect(await screen.findByText('Failed to delete certificate')).toBeInTheDocument();
    expect(screen.getByText('Certificate not found')).toBeInTheDocument();
  });

  it('returns to the login card when the session has expired', async () => {
    let expired = false;
    mockApi({
      'GET /api/admin/me': () => (expired ? { status: 401, body: { message: 'Please sign in as an administrator' } } : { body: { id: 1, username: 'root' } }),
      'GET /api/admin/status': { body: { registrationOpen: false } },
      'GET /api/admin/certificates': { body: [certificate()] },
      'DELETE /api/admin/certificates/1': () => {
        expired = true;
        return { status: 401, body: { message: 'Please sign in as an administrator' } };
      },
    });
    const user = userEvent.setup();
    renderAdmin();
    await user.click(await screen.findByRole('button', { name: 'Delete Platform System Administrator' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete certificate' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to delete certificate')).toBeInTheDocument();
  });
});
