import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toast, Toaster } from './toast';

// The view's chunk cannot be downloaded (no connection).
vi.mock('./toast-view', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('Toaster without a connection', () => {
  it('drops the toast rather than taking the screen down', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <>
        <p>Your answers are kept</p>
        <Toaster />
      </>,
    );
    await act(async () => {
      toast({ title: 'Error', description: 'Failed to submit quiz. Please try again.', variant: 'destructive' });
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(screen.getByText('Your answers are kept')).toBeInTheDocument();
    expect(screen.queryByText('Failed to submit quiz. Please try again.')).not.toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
