import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { dismissToast } from '@/components/ui/toast';
import { apiError, fake } from '@/test/api-fake';
import { server } from '@/test/server';
import { certificate, moduleOf, question } from '../admin-fixtures';
import { renderAdmin } from '../admin-test-utils';

afterEach(() => {
  dismissToast();
});

/** One certificate, a module with a question and an empty module; returns the recorded calls. */
function seedContent() {
  fake.seed({
    certificates: [certificate()],
    modules: [moduleOf(), moduleOf({ id: 6, name: 'Empty Module', order: 2, hasQuestions: false, questionCounts: { easy: 0, medium: 0, hard: 0 } })],
    adminQuestions: [question()],
  });
  return fake.calls;
}

describe('drill-down navigation', () => {
  it('goes certificates → modules → questions through links, with the state in the URL', async () => {
    const user = userEvent.setup();
    seedContent();
    renderAdmin();
    await user.click(await screen.findByRole('link', { name: 'Platform System Administrator' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/certificates/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform System Administrator' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Users and Roles' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/certificates/1/modules/5');
    expect(await screen.findByRole('heading', { level: 1, name: 'Users and Roles' })).toBeInTheDocument();
    expect(await screen.findByText('What is a role?')).toBeInTheDocument();
  });

  it('shows a breadcrumb whose crumbs navigate, and Back goes questions → modules → certificates', async () => {
    const user = userEvent.setup();
    const calls = seedContent();
    renderAdmin('/admin/certificates/1/modules/5');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(await within(crumbs).findByRole('link', { name: 'Platform System Administrator' })).toHaveAttribute('href', '/admin/certificates/1');
    expect(within(crumbs).getByRole('link', { name: 'Certificates' })).toHaveAttribute('href', '/admin');
    expect(await within(crumbs).findByText('Users and Roles')).toHaveAttribute('aria-current', 'page');
    expect(calls.find((c) => c.path === '/api/admin/questions')?.query.get('moduleId')).toBe('5');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/certificates\/1$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform System Administrator' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByText('Platform System Administrator')).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('jumps back to the certificates from the breadcrumb', async () => {
    const user = userEvent.setup();
    seedContent();
    renderAdmin('/admin/certificates/1/modules/5');
    const crumbs = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    await user.click(within(crumbs).getByRole('link', { name: 'Certificates' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
  });

  it('says so when the address names a certificate that does not exist, and sends other paths to /admin', async () => {
    seedContent();
    const { unmount } = renderAdmin('/admin/certificates/77');
    expect(await screen.findByRole('heading', { name: 'Certificate not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to certificates' })).toHaveAttribute('href', '/admin');
    unmount();
    renderAdmin('/admin/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin$/);
  });
});

describe('modules', () => {
  it('shows each module with its order and question counts per difficulty', async () => {
    seedContent();
    renderAdmin('/admin/certificates/1');
    const list = await screen.findByRole('list', { name: 'Module list' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByText('Order 1')).toBeInTheDocument();
    expect(within(first!).getByText('7 questions')).toBeInTheDocument();
    expect(within(first!).getByText('Easy').parentElement).toHaveTextContent('Easy3');
    expect(within(first!).getByText('Medium').parentElement).toHaveTextContent('Medium2');
    expect(within(first!).getByText('Hard').parentElement).toHaveTextContent('Hard2');
    expect(within(second!).getByText('0 questions')).toBeInTheDocument();
    expect(within(second!).getByText('Learners see Coming Soon')).toBeInTheDocument();
  });

  it('validates a new module with the shared schema, defaults its order to 1 and creates it', async () => {
    const calls = seedContent();
    const user = userEvent.setup();
    renderAdmin('/admin/certificates/1');
    await user.click(await screen.findByRole('button', { name: 'New module' }));
    const dialog = screen.getByRole('dialog', { name: 'New module' });
    expect(within(dialog).getByLabelText('Order')).toHaveValue(1);
    await user.click(within(dialog).getByRole('button', { name: 'Create module' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Description is required');

    await user.type(within(dialog).getByLabelText('Name'), 'Flows');
    await user.type(within(dialog).getByLabelText('Description'), 'Automation.');
    await user.click(within(dialog).getByRole('button', { name: 'Create module' }));
    expect(await screen.findByText('Module created successfully')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Flows', description: 'Automation.', certificateId: 1, order: 1 });
    // The lists are fetched again after the change.
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/admin/modules').length).toBeGreaterThan(1);
  });

  it('rejects an order that is not a whole number', async () => {
    seedContent();
    const user = userEvent.setup();
    renderAdmin('/admin/certificates/1');
    await user.click(await screen.findByRole('button', { name: 'Edit Users and Roles' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit module' });
    await user.clear(within(dialog).getByLabelText('Order'));
    await user.type(within(dialog).getByLabelText('Order'), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(within(dialog).getByLabelText('Order')).toHaveAccessibleDescription('Order must be a whole number');
  });

  it('updates a module and reports a failure with the server message', async () => {
    const calls = seedContent();
    // Someone else deleted it meanwhile.
    server.use(http.put('/api/admin/modules/5', () => apiError(404, 'Module not found')));
    const user = userEvent.setup();
    renderAdmin('/admin/certificates/1');
    await user.click(await screen.findByRole('button', { name: 'Edit Users and Roles' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit module' });
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Users, Groups and Roles');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Failed to update module')).toBeInTheDocument();
    expect(screen.getByText('Module not found')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Users, Groups and Roles', description: 'Access control.', order: 1 });
  });

  it('says how many questions go with a module before deleting it', async () => {
    const calls = seedContent();
    const user = userEvent.setup();
    renderAdmin('/admin/certificates/1');
    await user.click(await screen.findByRole('button', { name: 'Delete Users and Roles' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete module?' });
    expect(dialog).toHaveTextContent('This deletes the module "Users and Roles" with its 7 questions. Learners keep their past results.');
    await user.click(within(dialog).getByRole('button', { name: 'Delete module' }));
    expect(await screen.findByText('Module deleted successfully')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/admin/modules/5')).toBe(true);
  });
});
