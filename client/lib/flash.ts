/**
 * A flash message: a short notice that must outlive a redirect or a full page load ("Logged out
 * successfully", "You were signed out, please sign in again"). It is kept in sessionStorage (this tab
 * only) until the next screen that shows flashes takes it (components/ui/flash-notice.tsx), and is
 * shown there inline until dismissed, so it can be read at leisure rather than in a 5-second toast.
 */
const FLASH_KEY = 'certdrill.flash';

export interface Flash {
  title: string;
  description?: string;
  tone: 'success' | 'info';
}

export function setFlash(flash: Flash): void {
  try {
    sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
  } catch {
    // Storage refused (private mode quota): the notice is lost, nothing else.
  }
}

/** Returns the waiting flash, if any, and forgets it: each flash is shown once. */
export function takeFlash(): Flash | null {
  const flash = peekFlash();
  clearFlash();
  return flash;
}

/** Forgets the waiting flash (once a screen has shown it). */
export function clearFlash(): void {
  try {
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    // Nothing stored, nothing to forget.
  }
}

/**
 * The waiting flash, left in place: a render may be thrown away (a lazy part of the screen still
 * loading), so a screen reads it while rendering and clears it once mounted.
 */
export function peekFlash(): Flash | null {
  try {
    const raw = sessionStorage.getItem(FLASH_KEY);
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<Flash>;
    if (typeof value.title !== 'string') return null;
    return { title: value.title, description: typeof value.description === 'string' ? value.description : undefined, tone: value.tone === 'success' ? 'success' : 'info' };
  } catch {
    return null;
  }
}

export const SIGNED_OUT_FLASH: Flash = { title: 'Logged out successfully', description: 'You have been signed out of your account. See you next time!', tone: 'success' };
export const SESSION_ENDED_FLASH: Flash = {
  title: 'You were signed out, please sign in again',
  description: 'Your session ended, for example after a password change or a long time away. Your progress is saved.',
  tone: 'info',
};
