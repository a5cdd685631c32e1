/** The edit-dialog and delete-confirmation state every admin list (certificates, modules, questions) shares. */
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/toast';
import { useAdminErrorToast } from './use-admin-error';

export interface EditAndDelete<T> {
  /** The edit dialog is open (for a new item when `editing` is null). */
  editorOpen: boolean;
  editing: T | null;
  startNew: () => void;
  edit: (item: T) => void;
  onEditorOpenChange: (open: boolean) => void;
  /** Props for the delete ConfirmDialog, but for its texts. */
  confirm: { open: boolean; onOpenChange: (open: boolean) => void; pending: boolean; onConfirm: () => void; confirmLabel: string };
  deleting: T | null;
  askDelete: (item: T) => void;
}

/**
 * `noun` names the item in the toasts of docs/product.md §11 ("Module deleted successfully", "Failed to delete
 * module") and on the confirm button ("Delete module"). `onDeleted`, when given, replaces the success toast.
 */
export function useEditAndDelete<T extends { id: number }>(remove: UseMutationResult<unknown, Error, number>, noun: string, onDeleted?: (item: T) => void): EditAndDelete<T> {
  const [editor, setEditor] = useState<{ item: T | null } | null>(null);
  const [deleting, setDeleting] = useState<T | null>(null);
  const showError = useAdminErrorToast();
  const Noun = noun.charAt(0).toUpperCase() + noun.slice(1);

  const onConfirm = () => {
    if (!deleting) return;
    const item = deleting;
    remove.mutate(item.id, {
      onSuccess: () => {
        if (onDeleted) onDeleted(item);
        else toast({ title: `${Noun} deleted successfully`, variant: 'success' });
        setDeleting(null);
      },
      onError: (error) => showError(`Failed to delete ${noun}`, error),
    });
  };

  return {
    editorOpen: editor !== null,
    editing: editor?.item ?? null,
    startNew: () => setEditor({ item: null }),
    edit: (item) => setEditor({ item }),
    onEditorOpenChange: (open) => {
      if (!open) setEditor(null);
    },
    confirm: {
      open: deleting !== null,
      onOpenChange: (open) => {
        if (!open) setDeleting(null);
      },
      pending: remove.isPending,
      onConfirm,
      confirmLabel: remove.isPending ? 'Deleting...' : `Delete ${noun}`,
    },
    deleting,
    askDelete: setDeleting,
  };
}
