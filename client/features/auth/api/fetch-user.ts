/** GET /api/auth/user: the signed-in learner, or null. */
import type { CurrentUser } from '@common/schemas/user';
import { api, ApiError, tokenStore } from '@/lib/api-client';
import { SESSION_ENDED_FLASH, setFlash } from '@/lib/flash';

/** The signed-in learner, or null when signed out (a 401 is an answer, not an error). */
export async function fetchUser(): Promise<CurrentUser | null> {
  if (!tokenStore.get()) return null;
  try {
    return await api<CurrentUser>('/api/auth/user');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) {
      // A stored session the server no longer accepts: say so on the sign-in page it leads to.
      tokenStore.clear();
      setFlash(SESSION_ENDED_FLASH);
      return null;
    }
    throw error;
  }
}
