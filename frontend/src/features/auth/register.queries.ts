import { queryOptions, useMutation } from '@tanstack/react-query';
import type { SignupRequest } from '@lesne/contracts';
import { useIdempotencyKey } from '../../shared/api/useIdempotencyKey';
import { useAuthStore } from '../../shared/auth/auth.store';
import { fetchInvitingCompany, signup } from './register.api';

const registerKeys = {
  invitingCompany: (code: string) => ['auth', 'inviting-company', code] as const,
};

/** The name of the company behind a registration code. */
export const invitingCompanyQuery = (code: string) =>
  queryOptions({ queryKey: registerKeys.invitingCompany(code), queryFn: () => fetchInvitingCompany(code), enabled: code !== '' });

/** A new account, which starts with a session that ends with the browser; a failure is the form's to show. */
export function useSignup() {
  const signIn = useAuthStore((state) => state.signIn);
  const withKey = useIdempotencyKey();
  return useMutation({ mutationFn: (body: SignupRequest) => withKey(signup, body), onSuccess: (token) => signIn(token, false) });
}
