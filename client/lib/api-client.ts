/** The one fetch wrapper: JSON in and out, the learner's bearer token, and errors that carry the server's message. */

const TOKEN_KEY = 'certdrill.accessToken';

export const tokenStore = {
  get(): string | null {
    try {
      return localStorage.getItem(TOKEN_KEY);
    } catch {
      return null;
    }
  },
  set(token: string): void {
    localStorage.setItem(TOKEN_KEY, token);
  },
  clear(): void {
    localStorage.removeItem(TOKEN_KEY);
  },
};

const NOTICE_KEY = 'certdrill.sessionEnded';

/**
 * Why this device was signed out (the server's words: "This account is disabled", "Your session has ended..."),
 * kept for the sign-in page to say so. sessionStorage: it concerns this tab's visit only.
 */
export const sessionNotice = {
  peek(): string | null {
    try {
      return sessionStorage.getItem(NOTICE_KEY);
    } catch {
      return null;
    }
  },
  clear(): void {
    try {
      sessionStorage.removeItem(NOTICE_KEY);
    } catch {
      // Storage unavailable: nothing was kept.
    }
  },
  set(message: string): void {
    try {
      sessionStorage.setItem(NOTICE_KEY, message);
    } catch {
      // Storage unavailable: the sign-in page simply says nothing.
    }
  },
};

/** Fired on window when the server refuses this device's learner token (revoked, expired, account disabled). */
export const SESSION_ENDED_EVENT = 'certdrill:session-ended';

/**
 * Set while this device signs out on purpose: a request that was in flight with the old token then
 * answers 401, which is the sign-out itself, not a session that ended (the learner would otherwise
 * be sent to sign in, told their session had ended, instead of reaching the landing page).
 */
let signingOut = false;
export const signOutInProgress = {
  start(): void {
    signingOut = true;
  },
  /** The sign-out failed and the learner stays signed in. */
  cancel(): void {
    signingOut = false;
  },
};

/** The calls that sign in answer 401 for a wrong password: that ends no session. */
const SIGN_IN_PATHS = new Set(['/api/login', '/api/register']);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Raw text body (file imports), sent with this content type. */
  text?: { content: string; contentType: string };
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Sees the raw response before its body is read (its status and headers, e.g. the server's Date). */
  onResponse?: (response: Response) => void;
}

export function apiUrl(path: string, query?: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  const token = tokenStore.get();
  if (token && !path.startsWith('/api/admin')) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (options.text) {
    headers['content-type'] = options.text.contentType;
    body = options.text.content;
  } else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { method: options.method ?? 'GET', headers, body, credentials: 'same-origin', signal: options.signal });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server: check your connection and try again');
  }
  options.onResponse?.(response);
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    const payload = (data ?? {}) as { message?: unknown; issues?: { path: string; message: string }[] };
    const message = typeof payload.message === 'string' ? payload.message : text || response.statusText || `Request failed (${response.status})`;
    // Only the token still in use can end the session: not one this device already signed out of.
    if (response.status === 401 && headers.authorization && !SIGN_IN_PATHS.has(path) && !signingOut && tokenStore.get() === token) {
      // The token no longer works: forget it, and let the app send the learner to sign in, saying why.
      tokenStore.clear();
      sessionNotice.set(message);
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(SESSION_ENDED_EVENT, { detail: message }));
    }
    throw new ApiError(response.status, message, payload.issues ?? []);
  }
  return data as T;
}

/** The browser's IANA time zone, sent with calendar and progress queries. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}
