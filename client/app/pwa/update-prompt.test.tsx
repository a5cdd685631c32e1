import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isQuizRoute, UpdatePrompt } from './update-prompt';
import { setUpdateReady } from './update-store';

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <UpdatePrompt />
    </MemoryRouter>,
  );

describe('the new-version prompt', () => {
  afterEach(() => act(() => setUpdateReady(null)));

  it('says nothing until a new version waits', () => {
    renderAt('/dashboard');
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  });

  it('offers Reload, which lets the waiting version take over, and Later', async () => {
    const apply = vi.fn().mockResolvedValue(undefined);
    renderAt('/dashboard');
    act(() => setUpdateReady(apply));
    expect(screen.getByText('A new version is ready.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledOnce();
  });

  it('Later hides it', async () => {
    renderAt('/progress');
    act(() => setUpdateReady(vi.fn().mockResolvedValue(undefined)));
    await userEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  });

  it('never interrupts a quiz', () => {
    for (const path of ['/modules/4/quiz/easy', '/attempts/12', '/offline/4/practice']) expect(isQuizRoute(path)).toBe(true);
    for (const path of ['/dashboard', '/modules/4/difficulty', '/offline', '/quiz-results/3']) expect(isQuizRoute(path)).toBe(false);
    renderAt('/modules/4/quiz/easy');
    act(() => setUpdateReady(vi.fn().mockResolvedValue(undefined)));
    expect(screen.queryByText('A new version is ready.')).not.toBeInTheDocument();
  });
});
