import type { Role } from './roles';

/** POST /api/v1/auth/login */
export interface LoginRequest {
  email: string;
  password: string;
  /** true: token valid 30 days and kept in localStorage; false: 12 hours in sessionStorage */
  remember?: boolean;
}

/** Answer of login, signup and admin-login. */
export interface AuthTokenResponse {
  authToken: string;
}

/** POST /api/v1/auth/signup */
export interface SignupRequest {
  email: string;
  name: string;
  password: string;
  acceptTerms: boolean;
  /** the company's invitation code, from /rejestracja?code= */
  registerNumber: string;
}

/** POST /api/v1/auth/lost-password */
export interface LostPasswordRequest {
  email: string;
}

/**
 * POST /api/v1/auth/reset-password: one call for both codes, the lost-password code
 * (from /zapomniane-haslo?lostPasswordCode=) and the set-password code of event admins
 * (from /ustaw-haslo?code=, which also needs acceptTerms).
 */
export interface ResetPasswordRequest {
  code: string;
  password: string;
  acceptTerms?: boolean;
}

/** POST /api/v1/auth/admin-login: platform admins only. */
export interface AdminLoginRequest {
  userId: number;
}

/** GET /api/v1/company/name?loginNumber= */
export interface CompanyNameResponse {
  name: string;
}

/** A plain confirmation, in the request's language. */
export interface MessageResponse {
  message: string;
}

/** GET /api/v1/auth/me */
export interface SessionResponse {
  userId: number;
  role: Role;
  companyId: number | null;
  /** set when a platform admin acts as this user (login-as) */
  actingAdminId: number | null;
}
