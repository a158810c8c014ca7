import { useMutation } from '@tanstack/react-query';
import type { LoginRequest, ResetPasswordRequest } from '@lesne/contracts';
import { useAuthStore } from '../../shared/auth/auth.store';
import { reportQuietly } from '../../shared/feedback/notify';
import { checkSession, login, requestPasswordReset, resetPassword } from './auth.api';

/*
 * The forms below show their failures themselves (shared/forms/useForm.ts): the server's
 * per-field messages under the fields, the rest in an ErrorAlert.
 */

/** Signs in; "remember me" keeps the session past the browser. */
export function useLogin() {
  const signIn = useAuthStore((state) => state.signIn);
  return useMutation({ mutationFn: (body: LoginRequest) => login(body), onSuccess: (token, { remember }) => signIn(token, remember === true) });
}

/** A lost-password link by mail; answers the message to show, the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => requestPasswordReset({ email }) });
}

/** A new password through a mailed link. */
export function useResetPassword() {
  return useMutation({ mutationFn: (body: ResetPasswordRequest) => resetPassword(body) });
}

/**
 * Asks whether the stored token still works. A rejected token answers 401, which the HTTP client
 * turns into a sign-out. Other failures (offline, a server hiccup) say nothing about the session,
 * so they sign no one out: only logged.
 */
export function checkSessionQuietly(): void {
  checkSession().catch((error: unknown) => reportQuietly('The session could not be checked', error));
}
