import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { RouteErrorBoundary } from './route-error-boundary';

afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** Keeps what it read on arrival, then changes the URL (as the reset-password page drops its token). */
function ReadsOnce() {
  const location = useLocation();
  const [first] = useState(() => `arrived at ${location.pathname}${location.search}`);
  const navigate = useNavigate();
  return (
    <>
      <p>{first}</p>
      <button type="button" onClick={() => void navigate('/keep?changed=1', { replace: true })}>
        Change URL
      </button>
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Link to="/keep">Elsewhere</Link>
      <RouteErrorBoundary>
        <Routes>
          <Route path="/broken" element={<Broken />} />
          <Route path="/keep" element={<ReadsOnce />} />
        </Routes>
      </RouteErrorBoundary>
    </MemoryRouter>,
  );
}

describe('RouteErrorBoundary', () => {
  it('shows the error of a screen that fails, and clears it on navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/broken');
    expect(screen.getByRole('heading', { level: 1, name: 'This screen could not be shown' })).toBeInTheDocument();
    // One sentence, one action; the technical message stays at hand.
    expect(screen.getByRole('button', { name: 'Reload page' })).toBeInTheDocument();
    expect(screen.getByText('Technical details')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(screen.getByText('arrived at /keep')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'This screen could not be shown' })).not.toBeInTheDocument();
  });

  it('does not remount the screens when the location changes', async () => {
    const user = userEvent.setup();
    renderAt('/keep');
    await user.click(screen.getByRole('button', { name: 'Change URL' }));
    expect(screen.getByText('arrived at /keep')).toBeInTheDocument();
  });
});
