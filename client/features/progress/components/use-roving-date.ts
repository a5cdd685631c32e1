/**
 * Roving tabindex over calendar days: the calendar is one tab stop, arrow keys move between days
 * (WAI-ARIA grid pattern), so a year of days never means 365 presses of Tab. The handlers are stable,
 * so memoised day cells re-render only when they gain or lose the tab stop.
 */
import { useCallback, useRef, useState, type KeyboardEvent } from 'react';
import { addDays } from '@common/rules/progress';

/** How many days each key moves; Home and End go to the first and last day. */
export type KeySteps = Partial<Record<'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', number>>;

export interface RovingDate {
  active: string;
  setActive: (date: string) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Remembers (or forgets, with null) the element of a day, to move focus to it. */
  register: (date: string, element: HTMLElement | null) => void;
}

/** `steps` should be a constant: the key handler is rebuilt when it changes. */
export function useRovingDate(first: string, last: string, initial: string, steps: KeySteps): RovingDate {
  const [active, setActiveState] = useState(initial);
  const activeRef = useRef(initial);
  const elements = useRef(new Map<string, HTMLElement>());

  const setActive = useCallback((date: string) => {
    activeRef.current = date;
    setActiveState(date);
  }, []);

  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      let target: string;
      if (event.key === 'Home') target = first;
      else if (event.key === 'End') target = last;
      else {
        const step = steps[event.key as keyof KeySteps];
        if (step === undefined) return;
        target = addDays(activeRef.current, step);
        if (target < first) target = first;
        if (target > last) target = last;
      }
      event.preventDefault();
      setActive(target);
      elements.current.get(target)?.focus();
    },
    [first, last, steps, setActive],
  );

  const register = useCallback((date: string, element: HTMLElement | null) => {
    if (element) elements.current.set(date, element);
    else elements.current.delete(date);
  }, []);

  return { active, setActive, onKeyDown, register };
}
