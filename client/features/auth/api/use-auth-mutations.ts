/**
 * The account calls of the public screens (sign-in, sign-up, password reset) and what they do to the
 * query cache. Sign-out, in the signed-in frame, is use-logout.ts.
 */
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AuthResult, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '@common/schemas/user';
import type { CurrentUser } from '@common/schemas/user';
import type { Message } from '@common/schemas/api-error';
import { api, tokenStore } from '@/lib/api-client';
import { authKeys } from './keys';

/**
 * A new session, or none: every answer cached so far belonged to the session before, so all are
 * forgotten; `user`, when given, is known at once (undefined: the next screen asks the server).
 */
export function resetSession(queryClient: QueryClient, user?: CurrentUser | null): void {
  queryClient.removeQueries();
  if (user !== undefined) queryClient.setQueryData(authKeys.user(), user);
}

/**
 * Sign-in: the token is stored and the previous session's answers go. The account itself, with its
 * real "member since" date, is read from the server (GET /api/auth/user) by the next screen: the
 * login answer does not carry the creation date, and a guess would be wrong for a returning learner.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => api<AuthResult>('/api/login', { method: 'POST', body }),
    onSuccess: ({ accessToken }) => {
      tokenStore.set(accessToken);
      resetSession(queryClient);
    },
  });
}

/** Sign-up: the account was created just now, so it is known at once (the answer carries no creation date). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegisterBody) => api<AuthResult>('/api/register', { method: 'POST', body }),
    onSuccess: ({ accessToken, ...user }) => {
      tokenStore.set(accessToken);
      resetSession(queryClient, { ...user, createdAt: new Date().toISOString() });
    },
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => api<Message>('/api/forgot-password', { method: 'POST', body }) });
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => api<Message>('/api/reset-password', { method: 'POST', body }),
    onSuccess: () => {
      // The server has revoked every session of the account, this device's included.
      clearSession();
      resetSession(queryClient, null);
    },
  });
}

/** Forgets the session on this device, whatever the server said. */
export function clearSession(): void {
  tokenStore.clear();
}
