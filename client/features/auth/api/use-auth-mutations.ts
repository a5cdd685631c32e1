import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResult, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../../../common/schemas/user';
import type { Message } from '../../../../common/schemas/api-error';
import { api, tokenStore } from '../../../lib/api-client';
import { userQueryKey } from './use-user';

/** Stores the token, caches the user without it. */
function useSignedIn() {
  const queryClient = useQueryClient();
  return (result: AuthResult) => {
    const { accessToken, ...user } = result;
    tokenStore.set(accessToken);
    queryClient.clear();
    queryClient.setQueryData(userQueryKey, { ...user, createdAt: new Date().toISOString() });
  };
}

export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => api<AuthResult>('/api/login', { method: 'POST', body }),
    onSuccess: signedIn,
  });
}

export function useRegister() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: RegisterBody) => api<AuthResult>('/api/register', { method: 'POST', body }),
    onSuccess: signedIn,
  });
}

export function useLogout() {
  return useMutation({
    mutationFn: () => api<void>('/api/logout', { method: 'POST' }),
  });
}

/** Forgets the session on this device, whatever the server said. */
export function clearSession(): void {
  tokenStore.clear();
}

export function useForgotPassword() {
  return useMutation({ mutationFn: (body: ForgotPasswordBody) => api<Message>('/api/forgot-password', { method: 'POST', body }) });
}

export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordBody) => api<Message>('/api/reset-password', { method: 'POST', body }) });
}
