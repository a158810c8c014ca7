import type {
  AuthTokenResponse,
  CompanyNameResponse,
  LoginRequest,
  LostPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  SessionResponse,
  SignupRequest,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';
import { postCreate } from '../../shared/api/idempotent';

export async function login(body: LoginRequest): Promise<string> {
  const { data } = await http.post<AuthTokenResponse>('/auth/login', body);
  return data.authToken;
}

export async function signup(body: SignupRequest, idempotencyKey: string): Promise<string> {
  const { authToken } = await postCreate<AuthTokenResponse>('/auth/signup', body, idempotencyKey);
  return authToken;
}

export async function requestPasswordReset(body: LostPasswordRequest): Promise<string> {
  const { data } = await http.post<MessageResponse>('/auth/lost-password', body);
  return data.message;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  await http.post<MessageResponse>('/auth/reset-password', body);
}

export async function checkSession(): Promise<SessionResponse> {
  const { data } = await http.get<SessionResponse>('/auth/me');
  return data;
}

export async function fetchInvitingCompany(loginNumber: string): Promise<string> {
  const { data } = await http.get<CompanyNameResponse>('/company/name', { params: { loginNumber } });
  return data.name;
}
