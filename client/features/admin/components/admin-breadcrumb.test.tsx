import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminBreadcrumb } from './admin-breadcrumb';

describe('AdminBreadcrumb', () => {
  it('ends each earlier crumb with its separator, so no wrapped line starts with a lone "›"', () => {
    render(
      <MemoryRouter>
        <AdminBreadcrumb backTo="/admin/certificates/1" crumbs={[{ label: 'Certificates', to: '/admin' }, { label: 'Platform System Administrator', to: '/admin/certificates/1' }, { label: 'Flow Designer' }]} />
      </MemoryRouter>,
    );
    const items = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    items.forEach((item, i) => {
      // Nothing before the crumb's own text; a separator after it, except after the current page.
      expect(item.firstElementChild?.tagName).not.toBe('svg');
      expect(item.lastElementChild?.tagName === 'svg').toBe(i < items.length - 1);
    });
    expect(within(items[2]!).getByText('Flow Designer')).toHaveAttribute('aria-current', 'page');
  });
});
