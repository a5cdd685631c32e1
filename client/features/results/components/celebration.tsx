/**
 * A short burst of confetti for an Excellent result: decorative (hidden from assistive technology),
 * about a second and a half, drawn with the Web Animations API. Nothing moves, and nothing is drawn,
 * for a visitor who asks for reduced motion.
 */
import { useEffect, useRef } from 'react';
import { useMediaQuery } from '@/lib/use-media-query';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const COLOURS = ['var(--primary)', 'var(--success)', 'var(--warning)', 'var(--danger)'];
const PIECES = 18;

export function Celebration() {
  const reduced = useMediaQuery(REDUCED_MOTION_QUERY);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const box = ref.current;
    if (reduced || !box) return undefined;
    const animations = Array.from(box.children).map((piece, i) => {
      if (typeof (piece as HTMLElement).animate !== 'function') return null;
      const angle = (i / PIECES) * Math.PI * 2;
      const distance = 70 + (i % 3) * 25;
      const x = Math.cos(angle) * distance;
      const y = Math.sin(angle) * distance;
      return (piece as HTMLElement).animate(
        [
          { transform: 'translate(0, 0) rotate(0deg) scale(1)', opacity: 1 },
          { transform: `translate(${x}px, ${y + 40}px) rotate(${(i % 2 ? 1 : -1) * 240}deg) scale(0.6)`, opacity: 0 },
        ],
        { duration: 1200 + (i % 4) * 100, easing: 'cubic-bezier(0.2, 0.7, 0.3, 1)', fill: 'forwards' },
      );
    });
    return () => animations.forEach((a) => a?.cancel());
  }, [reduced]);

  if (reduced) return null;
  return (
    <div ref={ref} aria-hidden="true" data-testid="celebration" className="pointer-events-none absolute top-8 left-1/2 size-0">
      {Array.from({ length: PIECES }, (_, i) => (
        <span key={i} className="absolute block size-2 rounded-sm opacity-0" style={{ background: COLOURS[i % COLOURS.length], width: i % 2 ? 6 : 8, height: i % 2 ? 10 : 8 }} />
      ))}
    </div>
  );
}
