/**
 * Signing out on this device, with or without the server (docs/offline.md). Online, POST /api/logout
 * ends the session on the server first. Offline that cannot happen, yet the learner is signed out
 * here all the same: the token and everything of theirs on the device go. The token is remembered
 * (alone, with nothing else of the learner) so the server is told the next time this device signs in
 * or out while online; until then the session ends by itself when it expires.
 */
import { type Flash } from '../flash';
import { tokenStore } from '../api-client';
import { clearDeviceData } from './clear-device-data';
import { persister } from './persist';

export const SIGNED_OUT_OFFLINE_FLASH: Flash = {
  title: 'Signed out on this device',
  description:
    'You were offline, so the server could not be told yet. Your session there ends when it expires, or the next time anyone signs in or out on this device while online. Nothing of yours is left on this device.',
  tone: 'info',
};

/** Tokens signed out of offline, to revoke on the server once there is a connection. */
const LEFT_KEY = 'certdrill.revokeTokens';

function leftTokens(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(LEFT_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string') : [];
  } catch {
    return [];
  }
}

function keepLeftTokens(tokens: string[]): void {
  try {
    if (tokens.length === 0) localStorage.removeItem(LEFT_KEY);
    else localStorage.setItem(LEFT_KEY, JSON.stringify(tokens));
  } catch {
    // Storage refused: the session ends when it expires.
  }
}

/**
 * Forgets the session and every learner thing on this device. `serverTold` false (offline): the token
 * is remembered to be revoked later (revokeLeftSessions).
 */
export async function signOutOnDevice(serverTold: boolean): Promise<void> {
  const token = tokenStore.get();
  if (!serverTold && token) keepLeftTokens([...leftTokens().filter((t) => t !== token), token]);
  // The session's token (what features/auth's clearSession does; lib/ imports no feature).
  tokenStore.clear();
  persister.stop();
  await Promise.all([clearDeviceData(), Promise.resolve(persister.removeClient())].map((p) => p.catch(() => undefined)));
}

/** Tells the server about sessions signed out of offline; each is forgotten once the server answered. */
export async function revokeLeftSessions(): Promise<void> {
  for (const token of leftTokens()) {
    try {
      const response = await fetch('/api/logout', { method: 'POST', headers: { authorization: `Bearer ${token}` } });
      // 204: ended now; 401: already ended (expired, or a password change). A 5xx is tried again later.
      if (response.ok || response.status === 401) keepLeftTokens(leftTokens().filter((t) => t !== token));
    } catch {
      return;
    }
  }
}
