import type { HTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger' | 'easy' | 'medium' | 'hard' | 'mixed';

const tones: Record<BadgeTone, string> = {
  neutral: 'bg-surface-2 text-muted border-border',
  primary: 'bg-primary-soft text-primary-soft-fg border-transparent',
  success: 'bg-success-soft text-success border-transparent',
  warning: 'bg-warning-soft text-warning border-transparent',
  danger: 'bg-danger-soft text-danger border-transparent',
  // Question levels (ui/level.ts): one colour each, the same on learner and admin screens.
  easy: 'bg-level-easy-soft text-level-easy border-transparent',
  medium: 'bg-level-medium-soft text-level-medium border-transparent',
  hard: 'bg-level-hard-soft text-level-hard border-transparent',
  mixed: 'bg-level-mixed-soft text-level-mixed border-transparent',
};

export function Badge({ tone = 'neutral', className, ...props }: HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone }) {
  return <span className={cn('inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold', tones[tone], className)} {...props} />;
}
