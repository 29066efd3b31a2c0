import {
  authProvidersResponseSchema,
  checkUserResponseSchema,
  userSchema,
  type LoginRequest,
  type RegisterRequest,
  type User,
} from '@core/api/auth';
import { apiRequest } from '@/lib/api-client';

export const AUTH_PROVIDERS_QUERY_KEY = ['/api/auth/providers'] as const;

export async function logIn(credentials: LoginRequest): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/login', credentials);
  return userSchema.parse(await res.json());
}

export async function register(fields: RegisterRequest): Promise<User> {
  const res = await apiRequest('POST', '/api/auth/register', fields);
  return userSchema.parse(await res.json());
}

/** Whether an account uses this e-mail address (POST /api/check-user). */
export async function emailHasAccount(email: string): Promise<boolean> {
  const res = await apiRequest('POST', '/api/check-user', { email });
  return checkUserResponseSchema.parse(await res.json()).exists;
}

export function parseAuthProviders(data: unknown) {
  return authProvidersResponseSchema.parse(data);
}
