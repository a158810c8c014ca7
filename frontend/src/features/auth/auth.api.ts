import type {
  AuthTokenResponse,
  LoginRequest,
  LostPasswordRequest,
  MessageResponse,
  ResetPasswordRequest,
  SessionResponse,
} from '@lesne/contracts';
import { http } from '../../shared/api/http';

export async function login(body: LoginRequest): Promise<string> {
  const { data } = await http.post<AuthTokenResponse>('/auth/login', body);
  return data.authToken;
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
