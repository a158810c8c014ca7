import type { AuthTokenResponse, CompanyNameResponse, SignupRequest } from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

/*
 * Registering with a company's code, apart from auth.api.ts: the sign-in page's bundle (150 kB,
 * frontend/build/bundle-budget.ts) need not carry it.
 */

export async function signup(body: SignupRequest, idempotencyKey: string): Promise<string> {
  const { authToken } = await postCreate<AuthTokenResponse>('/auth/signup', body, idempotencyKey);
  return authToken;
}

export async function fetchInvitingCompany(loginNumber: string): Promise<string> {
  const { data } = await http.get<CompanyNameResponse>('/company/name', { params: { loginNumber } });
  return data.name;
}
