import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_ENDED_FLASH, setFlash, SIGNED_OUT_FLASH, takeFlash } from '@/lib/flash';
import { FlashNotice } from './flash-notice';

afterEach(() => sessionStorage.clear());

describe('flash messages', () => {
  it('carry a notice through a page load and show it once, until dismissed', async () => {
    setFlash(SIGNED_OUT_FLASH);
    const { unmount } = render(<FlashNotice />);
    expect(screen.getByRole('status')).toHaveTextContent('Logged out successfully');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    render(<FlashNotice />);
    expect(screen.queryByText('Logged out successfully')).not.toBeInTheDocument();
  });

  it('shows nothing without a waiting flash and ignores a damaged one', () => {
    sessionStorage.setItem('certdrill.flash', '{not json');
    expect(takeFlash()).toBeNull();
    const { container } = render(<FlashNotice />);
    expect(container).toBeEmptyDOMElement();
  });

  it('names a session that ended', () => {
    setFlash(SESSION_ENDED_FLASH);
    render(<FlashNotice />);
    expect(screen.getByText('You were signed out, please sign in again')).toBeInTheDocument();
  });
});
