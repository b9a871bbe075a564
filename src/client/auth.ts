import type { LoginBody, SignupBody } from '../../shared/schemas';
import type { Session } from '../state/session';
import { apiRequest } from './client';

/** The login response: stored whole as the session (spec: localStorage 'user'). */
export type LoginResponse = Session & { message: string };

export type LoginInput = LoginBody;
export type SignupInput = SignupBody;

/** POST /api/auth/login. Resolves with the whole response; the server sets the session cookie. */
export function login({ email, password }: LoginInput, signal?: AbortSignal) {
  return apiRequest<LoginResponse>('/api/auth/login', {
    method: 'POST',
    body: { email, password },
    signal,
  });
}

/** POST /api/auth/signup. `confirmPassword` is client-only and never sent. */
export function signup({ username, email, password }: SignupInput, signal?: AbortSignal) {
  return apiRequest<{ message?: string }>('/api/auth/signup', {
    method: 'POST',
    body: { username, email, password },
    signal,
  });
}

/** POST /api/auth/logout: ends the server session and clears its cookie. */
export function logout(signal?: AbortSignal) {
  return apiRequest<{ message?: string } | undefined>('/api/auth/logout', {
    method: 'POST',
    signal,
  });
}
