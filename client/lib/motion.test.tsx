import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticMediaQueryList } from '../test/media';
import { REDUCED_MOTION_QUERY, useCountUp } from './motion';

function Score({ value }: { value: number }) {
  const shown = useCountUp(value, { durationMs: 400 });
  return (
    <p aria-label={`${value}%`} data-testid="score">
      <span aria-hidden="true">{shown}%</span>
    </p>
  );
}

function reducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => staticMediaQueryList(query, query === REDUCED_MOTION_QUERY ? reduce : false));
}

/** A requestAnimationFrame the test drives: each tick advances the clock by `ms`. */
function manualFrames() {
  let now = 0;
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => {
    queue.push(cb);
    return queue.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue = [];
  });
  return (ms: number) =>
    act(() => {
      now += ms;
      const run = queue;
      queue = [];
      run.forEach((cb) => cb(now));
    });
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('useCountUp', () => {
  it('counts a score up from 0 and stops exactly on it', () => {
    reducedMotion(false);
    const tick = manualFrames();
    render(<Score value={80} />);
    expect(screen.getByTestId('score')).toHaveTextContent('0%');
    tick(0);
    tick(200);
    const midway = Number(screen.getByTestId('score').textContent.replace('%', ''));
    expect(midway).toBeGreaterThan(0);
    expect(midway).toBeLessThan(80);
    tick(200);
    expect(screen.getByTestId('score')).toHaveTextContent('80%');
    // Screen readers get the final number only.
    expect(screen.getByLabelText('80%')).toBeInTheDocument();
  });

  it('shows the final number at once under prefers-reduced-motion', () => {
    reducedMotion(true);
    manualFrames();
    render(<Score value={80} />);
    expect(screen.getByTestId('score')).toHaveTextContent('80%');
  });
});
