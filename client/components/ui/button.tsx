import { forwardRef, type ButtonHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

/*
 * Filled buttons draw a second, inner ring in their text colour when focused: the outer outline
 * (--ring, 2 px from the edge) contrasts >= 3:1 with the page, the inner one >= 3:1 with the fill,
 * so the focus is visible whatever the button sits on.
 */
const filledFocus = 'focus-visible:shadow-[inset_0_0_0_2px_var(--primary-fg)]';

const variants: Record<ButtonVariant, string> = {
  primary: cn('bg-primary text-primary-fg hover:bg-primary-hover', filledFocus),
  secondary: 'bg-surface text-fg border border-border-strong hover:bg-surface-2',
  ghost: 'text-fg hover:bg-surface-2',
  danger: cn('bg-danger text-white hover:opacity-90 dark:text-[#2a0a0a]', 'focus-visible:shadow-[inset_0_0_0_2px_#fff] dark:focus-visible:shadow-[inset_0_0_0_2px_#2a0a0a]'),
};

// Every size keeps a touch target of at least 44 px high except sm (36 px), used only beside larger targets.
const sizes: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm',
  md: 'h-11 px-4 text-base',
  lg: 'h-12 px-6 text-base',
};

export function buttonClasses(variant: ButtonVariant = 'primary', size: ButtonSize = 'md', extra?: string): string {
  return cn('inline-flex items-center justify-center gap-2 rounded-lg font-medium transition-colors select-none', 'disabled:cursor-not-allowed disabled:opacity-60', variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button({ variant, size, className, type = 'button', ...props }, ref) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
