import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

afterEach(() => vi.restoreAllMocks());

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => void navigate(-1)}>Back</button>;
}

function renderScreens() {
  const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  render(
    <MemoryRouter initialEntries={['/quiz']}>
      <ScrollToTop />
      <Routes>
        <Route path="/quiz" element={<Link to="/results?filter=all">See results</Link>} />
        <Route
          path="/results"
          element={
            <>
              <Link to="/results?filter=mistakes">Mistakes only</Link>
              <Back />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
  scrollTo.mockClear();
  return { scrollTo, user: userEvent.setup() };
}

describe('ScrollToTop', () => {
  it('opens a new screen at its top', async () => {
    const { scrollTo, user } = renderScreens();
    await user.click(screen.getByRole('link', { name: 'See results' }));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('keeps the place when only the query changes, and on back and forward', async () => {
    const { scrollTo, user } = renderScreens();
    await user.click(screen.getByRole('link', { name: 'See results' }));
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Mistakes only' }));
    expect(scrollTo).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('link', { name: 'See results' })).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
