import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { useReturnFocus } from './use-return-focus';

/** The first thing to type into, else the first control of the body: never the ✕ in the corner. */
const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FIRST_CONTROL = 'button:not([disabled]), [href], [tabindex]:not([tabindex="-1"])';

function focusFirstField(content: HTMLElement | null): boolean {
  const body = content?.querySelector<HTMLElement>('[data-dialog-body]');
  const target = body?.querySelector<HTMLElement>(FIRST_FIELD) ?? body?.querySelector<HTMLElement>(FIRST_CONTROL);
  if (!target) return false;
  target.focus();
  return true;
}

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** A wider panel on desktop (max-w-2xl instead of max-w-lg), for long forms and previews. */
  wide?: boolean;
}

/**
 * A modal dialog: a bottom sheet on phones, centred on desktop. It opens on its first field (or first
 * control), and when it closes (✕, Esc, Cancel or a save) focus goes back to what opened it.
 */
export function Dialog({ open, onOpenChange, title, description, children, wide }: DialogProps) {
  const contentRef = useRef<HTMLDivElement>(null);
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-overlay backdrop-blur-[2px]" />
        <RadixDialog.Content
          ref={contentRef}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={(event) => {
            if (focusFirstField(contentRef.current)) event.preventDefault();
          }}
          onCloseAutoFocus={returnFocus}
          className={cn(
            'fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-2xl border border-border bg-surface p-5 shadow-xl md:inset-auto md:top-1/2 md:left-1/2 md:w-full md:-translate-x-1/2 md:-translate-y-1/2 md:rounded-2xl md:p-6',
            wide ? 'md:max-w-2xl' : 'md:max-w-lg',
          )}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-lg font-semibold">{title}</RadixDialog.Title>
              {description && <RadixDialog.Description className="mt-1 text-sm text-muted">{description}</RadixDialog.Description>}
            </div>
            <RadixDialog.Close aria-label="Close" className="-m-1 flex size-10 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-fg">
              <X aria-hidden="true" className="size-5" />
            </RadixDialog.Close>
          </div>
          <div data-dialog-body="">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
