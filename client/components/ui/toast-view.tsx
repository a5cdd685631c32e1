import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/cn';
import { buttonClasses } from './button';
import { dismissToast, type ToastMessage, type ToastVariant } from './toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-fg',
  success: 'border-success bg-success-soft text-fg',
  destructive: 'border-danger bg-danger-soft text-fg',
};

/** Swipe the way the toast came from: up on a phone (top centre), right on desktop (bottom right). */
function swipeDirection(): 'up' | 'right' {
  return typeof window !== 'undefined' && window.matchMedia?.('(min-width: 768px)').matches ? 'right' : 'up';
}

export default function ToastView({ message }: { message: ToastMessage | null }) {
  return (
    <RadixToast.Provider swipeDirection={swipeDirection()} swipeThreshold={50} duration={5000} label="Notification">
      {message && (
        <RadixToast.Root
          key={message.id}
          duration={message.duration}
          type={message.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast();
          }}
          className={cn(
            'relative grid w-full gap-1 rounded-xl border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:translate-y-[var(--radix-toast-swipe-move-y)] data-[swipe=cancel]:translate-0 data-[swipe=end]:opacity-0 data-[swipe=end]:transition',
            'motion-safe:animate-[toast-in_180ms_var(--ease-out-soft)]',
            variantClasses[message.variant],
          )}
        >
          <RadixToast.Title className="font-semibold">{message.title}</RadixToast.Title>
          {message.description && <RadixToast.Description className="text-sm text-muted">{message.description}</RadixToast.Description>}
          {message.action && (
            <RadixToast.Action altText={message.action.altText} onClick={message.action.onClick} className={buttonClasses('secondary', 'md', 'mt-2 justify-self-start')}>
              {message.action.label}
            </RadixToast.Action>
          )}
          <RadixToast.Close aria-label="Dismiss notification" className="absolute top-2 right-2 flex size-9 items-center justify-center rounded-md text-muted hover:bg-surface-2 hover:text-fg">
            <X aria-hidden="true" className="size-4" />
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      {/*
        Where a toast never covers a primary button, a dialog's ✕ or an inline error: on a phone at the
        top centre, over the page title (primary actions and the bottom bar are at the thumb's end of
        the screen, a bottom sheet's ✕ starts below the top 8 %); on desktop in the bottom-right
        corner, beside a centred dialog and below the forms, whose errors sit under their fields.
      */}
      <RadixToast.Viewport
        data-toast-viewport=""
        className="fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-sm flex-col gap-2 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] outline-none md:inset-x-auto md:top-auto md:right-0 md:bottom-0 md:mx-0 md:w-[22rem] md:p-4"
      />
    </RadixToast.Provider>
  );
}
