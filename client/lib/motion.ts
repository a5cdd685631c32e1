/**
 * Motion with purpose: short transitions that tell what changed (a new question, a chosen option, a
 * score arriving), and none at all for someone who asked their system for reduced motion.
 *
 * CSS side (client/styles/index.css): `motion-safe:animate-question-in` on the element keyed by the
 * question (a new key remounts it, so the new question slides in), `motion-safe:animate-option-pick`
 * on an option when it becomes selected, and `transition-select` on options for their colour change.
 * The classes below are the same, for screens that build class names in one place.
 *
 * JS side: useCountUp(score) for a number that counts up once (a results score).
 */
import { useEffect, useRef, useState } from 'react';
import { useMediaQuery } from './use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** Put on the element keyed by the current question: it fades and slides in (200 ms) when the key changes. */
export const questionEnterClass = 'motion-safe:animate-question-in';
/** Put on an option while it is selected: a short press-and-settle (160 ms) as it becomes selected. */
export const optionPickClass = 'motion-safe:animate-option-pick';
/** Put on every option: its border, background and text colours change over 150 ms. */
export const optionTransitionClass = 'transition-select';

export function usePrefersReducedMotion(): boolean {
  return useMediaQuery(REDUCED_MOTION_QUERY);
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export interface CountUpOptions {
  /** How long the count takes; 800 ms by default. */
  durationMs?: number;
  /** The number it counts from; 0 by default. */
  from?: number;
}

/**
 * A number that counts up from `from` to `target` once, easing out, e.g. a results score. Under
 * prefers-reduced-motion, in a background tab or without requestAnimationFrame it is the target at
 * once. Render the returned value where people see it and the target where screen readers read it
 * (an `sr-only` span or an aria-label), so a screen reader never hears the intermediate numbers:
 *
 *   const shown = useCountUp(score);
 *   <p aria-label={`${score}%`}><span aria-hidden="true">{shown}%</span></p>
 */
export function useCountUp(target: number, { durationMs = 800, from = 0 }: CountUpOptions = {}): number {
  const reduced = usePrefersReducedMotion();
  const animate = !reduced && typeof requestAnimationFrame === 'function' && durationMs > 0 && target !== from;
  const [value, setValue] = useState(animate ? from : target);
  const frame = useRef(0);
  // Not counting: the value is the target, set during render (so a later count starts from here).
  if (!animate && value !== target) setValue(target);

  useEffect(() => {
    if (!animate) return undefined;
    let start: number | null = null;
    const step = (now: number) => {
      start ??= now;
      const t = Math.min(1, (now - start) / durationMs);
      setValue(t >= 1 ? target : Math.round(from + (target - from) * easeOutCubic(t)));
      if (t < 1) frame.current = requestAnimationFrame(step);
    };
    frame.current = requestAnimationFrame(step);
    return () => cancelAnimationFrame(frame.current);
  }, [animate, target, from, durationMs]);

  return animate ? value : target;
}
