/**
 * The account calls of the public screens (sign-in, sign-up, password reset), which load without
 * TanStack Query (lib/light-query.ts). Sign-out, in the signed-in frame, is use-logout.ts.
 */
import type { AuthResult, ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody } from '../../../../common/schemas/user';
import type { Message } from '../../../../common/schemas/api-error';
import { api, tokenStore } from '../../../lib/api-client';
import { resetServerData } from '../../../lib/light-query';
import { useRequest } from '../../../lib/use-request';
import { userQueryKey } from './fetch-user';

/**
 * Stores the token and forgets what the previous session cached. A new account is known at once
 * (it was created just now); a returning learner's account, with its real "member since" date, is
 * read from the server by the signed-in frame.
 */
async function signedIn(answer: Promise<AuthResult>, created: boolean): Promise<AuthResult> {
  const result = await answer;
  const { accessToken, ...user } = result;
  tokenStore.set(accessToken);
  resetServerData(created ? [[userQueryKey, { ...user, createdAt: new Date().toISOString() }]] : []);
  return result;
}

const login = (body: LoginBody) => signedIn(api<AuthResult>('/api/login', { method: 'POST', body }), false);
const register = (body: RegisterBody) => signedIn(api<AuthResult>('/api/register', { method: 'POST', body }), true);
const forgotPassword = (body: ForgotPasswordBody) => api<Message>('/api/forgot-password', { method: 'POST', body });
const resetPassword = async (body: ResetPasswordBody) => {
  const message = await api<Message>('/api/reset-password', { method: 'POST', body });
  // The server has revoked every session of the account, this device's included.
  clearSession();
  resetServerData([[userQueryKey, null]]);
  return message;
};

export const useLogin = () => useRequest(login);
export const useRegister = () => useRequest(register);
export const useForgotPassword = () => useRequest(forgotPassword);
export const useResetPassword = () => useRequest(resetPassword);

/** Forgets the session on this device, whatever the server said. */
export function clearSession(): void {
  tokenStore.clear();
}
