import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '../../lib/cn';
import { buttonClasses } from './button';
import { dismissToast, type ToastMessage, type ToastVariant } from './toast';

const variantClasses: Record<ToastVariant, string> = {
  default: 'border-border bg-surface text-fg',
  success: 'border-success bg-success-soft text-fg',
  destructive: 'border-danger bg-danger-soft text-fg',
};

export default function ToastView({ message }: { message: ToastMessage | null }) {
  return (
    <RadixToast.Provider swipeDirection="right" swipeThreshold={50} duration={5000} label="Notification">
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
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-full data-[swipe=end]:opacity-0 data-[swipe=end]:transition',
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
      <RadixToast.Viewport className="fixed right-0 bottom-20 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none md:top-0 md:bottom-auto" />
    </RadixToast.Provider>
  );
}
