import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { server } from '@/test/server';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

const root = { id: 1, username: 'root', createdAt: '2026-11-01T09:00:00.000Z' };
const second = { id: 2, username: 'second', createdAt: '2026-11-10T09:00:00.000Z' };

describe('administrators', () => {
  it('cannot remove the only administrator, and says why', async () => {
    fake.seed({ admins: [root] });
    renderAdmin('/admin/administrators');
    const list = await screen.findByRole('list', { name: 'Administrator list' });
    expect(within(list).getByText('You')).toBeInTheDocument();
    const remove = within(list).getByRole('button', { name: 'Remove root' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('The only administrator cannot be removed: add another administrator first.');
  });

  it('removes another administrator after a confirmation', async () => {
    fake.seed({ admins: [root, second] });
    const calls = fake.calls;
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
    fake.seed({ admins: [root, second] });
    const calls = fake.calls;
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
    fake.seed({ admins: [root, second] });
    server.use(http.delete('/api/admin/admins/2', () => apiError(409, 'The last administrator cannot be removed')));
    const user = userEvent.setup();
    renderAdmin('/admin/administrators');
    await user.click(await screen.findByRole('button', { name: 'Remove second' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove administrator' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The last administrator cannot be removed');
  });

  it('adds an administrator with the existing dialog, and the list shows them', async () => {
    fake.seed({ admins: [root] });
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
