/**
 * Remembers what had focus when a dialog opened and gives it back when the dialog closes, for every
 * way of closing (✕, Esc, Cancel, a save). Radix does this only for its own Trigger; our dialogs are
 * opened by state, from a button that may have re-rendered meanwhile. If that element has left the page
 * (its row was deleted), Radix's default applies.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  // Before the dialog's own focus moves: a layout effect runs ahead of Radix's focus scope mounting.
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) opener.current = document.activeElement;
  }, [open]);
  return useCallback((event: Event) => {
    const target = opener.current;
    opener.current = null;
    if (target?.isConnected) {
      event.preventDefault();
      target.focus();
    }
  }, []);
}
