/**
 * Toasts: one at a time (a new one replaces the old), 5 s unless told, swipe right to dismiss, F8 to focus.
 * The store is tiny; the Radix view loads on demand with the first toast, keeping it out of the
 * landing page's JavaScript.
 */
import { Component, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  /** A button in the toast (e.g. Undo); `altText` tells screen-reader users how else to do it. */
  action?: { label: string; altText: string; onClick: () => void };
  /** How long the toast stays, in ms (5 s by default); paused while hovered or focused. */
  duration?: number;
}

let current: ToastMessage | null = null;
let nextId = 1;
/** Set by the first toast: from then on the view stays mounted (its exit animation, the next toast). */
let viewNeeded = false;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

export function toast(message: { title: string; description?: string; variant?: ToastVariant; action?: ToastMessage['action']; duration?: number }): void {
  current = { id: nextId++, variant: 'default', ...message };
  viewNeeded = true;
  emit();
}

export function dismissToast(): void {
  current = null;
  emit();
}

export function useCurrentToast(): ToastMessage | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}

const loadView = () => lazy(() => import('./toast-view'));
let ToastView = loadView();

/**
 * Without a connection the view's code may fail to download (a quiz answered offline, then a failed
 * submit): the toast is then dropped rather than taking the whole app down, and the next toast tries
 * the download again (React.lazy remembers a failure, so a new lazy component).
 */
class ViewUnavailable extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    ToastView = loadView();
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function Toaster() {
  const message = useCurrentToast();
  if (!viewNeeded) return null;
  return (
    <ViewUnavailable key={message?.id}>
      <Suspense fallback={null}>
        <ToastView message={message} />
      </Suspense>
    </ViewUnavailable>
  );
}
