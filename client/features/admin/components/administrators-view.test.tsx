import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { mockApi, renderAdmin, signedIn } from '../admin-test-utils';

afterEach(() => {
  vi.restoreAllMocks();
  dismissToast();
});

const root = { id: 1, username: 'root', createdAt: '2026-11-01T09:00:00.000Z' };
const second = { id: 2, username: 'second', createdAt: '2026-11-10T09:00:00.000Z' };

describe('administrators', () => {
  it('cannot remove the only administrator, and says why', async () => {
    mockApi({ ...signedIn, 'GET /api/admin/admins': { body: [root] } });
    renderAdmin('/admin/administrators');
    const list = await screen.findByRole('list', { name: 'Administrator list' });
    expect(within(list).getByText('You')).toBeInTheDocument();
    const remove = within(list).getByRole('button', { name: 'Remove root' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('The only administrator cannot be removed: add another administrator first.');
  });

  it('removes another administrator after a confirmation', async () => {
    let admins = [root, second];
    const calls = mockApi({
      ...signedIn,
      'GET /api/admin/admins': () => ({ body: admins }),
      'DELETE /api/admin/admins/2': () => {
        admins = [root];
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/administrators');
    await user.click(await screen.findByRole('button', { name: 'Remove second' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove second?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove administrator' }));
    expect(await screen.findByText('Administrator removed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove root' })).toBeDisabled();
    const del = calls.find((c) => c.method === 'DELETE')!;
    expect(del.query.get('confirm')).toBeNull();
  });

  it('removes yourself only after saying you will be signed out, then shows the login card', async () => {
    let me = true;
    const calls = mockApi({
      'GET /api/admin/me': () => (me ? { body: { id: 1, username: 'root' } } : { status: 401, body: { message: 'Please sign in as an administrator' } }),
      'GET /api/admin/status': { body: { registrationOpen: false } },
      'GET /api/admin/admins': { body: [root, second] },
      'DELETE /api/admin/admins/1': () => {
        me = false;
        return { status: 204 };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/administrators');
    await user.click(await screen.findByRole('button', { name: 'Remove root' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove yourself?' });
    expect(confirm).toHaveTextContent('You will be signed out at once');
    await user.click(within(confirm).getByRole('button', { name: 'Remove me and sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'DELETE')?.query.get('confirm')).toBe('self');
  });

  it('shows a refusal inline', async () => {
    mockApi({
      ...signedIn,
      'GET /api/admin/admins': { body: [root, second] },
      'DELETE /api/admin/admins/2': { status: 409, body: { message: 'The last administrator cannot be removed' } },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/administrators');
    await user.click(await screen.findByRole('button', { name: 'Remove second' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove administrator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last administrator cannot be removed');
  });

  it('adds an administrator with the existing dialog, and the list shows them', async () => {
    let admins = [root];
    mockApi({
      ...signedIn,
      'GET /api/admin/admins': () => ({ body: admins }),
      'POST /api/admin/register': () => {
        admins = [root, second];
        return { status: 201, body: { id: 2, username: 'second' } };
      },
    });
    const user = userEvent.setup();
    renderAdmin('/admin/administrators');
    await user.click(within(await screen.findByRole('main')).getByRole('button', { name: 'Add administrator' }));
    const dialog = screen.getByRole('dialog', { name: 'Add administrator' });
    await user.type(within(dialog).getByLabelText('Username'), 'second');
    await user.type(within(dialog).getByLabelText('Password', { selector: 'input' }), 'another-horse-42');
    await user.click(within(dialog).getByRole('button', { name: 'Add administrator' }));
    expect(await screen.findByRole('button', { name: 'Remove second' })).toBeEnabled();
  });
});
