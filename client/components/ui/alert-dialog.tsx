import * as RadixAlertDialog from '@radix-ui/react-alert-dialog';
import type { ReactNode } from 'react';
import { buttonClasses } from './button';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
}

/**
 * A confirmation that must be answered: Cancel has focus first, so Enter never destroys by accident.
 * When it closes, focus goes back to what opened it.
 */
export function ConfirmDialog({ open, onOpenChange, title, description, confirmLabel, cancelLabel = 'Cancel', destructive, pending, onConfirm }: ConfirmDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixAlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixAlertDialog.Portal>
        <RadixAlertDialog.Overlay className="fixed inset-0 z-40 bg-overlay backdrop-blur-[2px]" />
        <RadixAlertDialog.Content
          onCloseAutoFocus={returnFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl border border-border bg-surface p-6 shadow-xl"
        >
          <RadixAlertDialog.Title className="text-lg font-semibold">{title}</RadixAlertDialog.Title>
          <RadixAlertDialog.Description asChild>
            <div className="mt-2 text-muted">{description}</div>
          </RadixAlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <RadixAlertDialog.Cancel className={buttonClasses('secondary')}>{cancelLabel}</RadixAlertDialog.Cancel>
            <RadixAlertDialog.Action
              className={buttonClasses(destructive ? 'danger' : 'primary')}
              disabled={pending}
              onClick={(event) => {
                event.preventDefault();
                onConfirm();
              }}
            >
              {confirmLabel}
            </RadixAlertDialog.Action>
          </div>
        </RadixAlertDialog.Content>
      </RadixAlertDialog.Portal>
    </RadixAlertDialog.Root>
  );
}
