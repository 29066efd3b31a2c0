import {
  forgotPasswordResponseSchema,
  resetPasswordResponseSchema,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
} from '@core/api/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/auth/forgot-password: the same 202 whether or not the address has an account. */
export async function requestPasswordReset(body: ForgotPasswordRequest): Promise<void> {
  const res = await apiRequest('POST', '/api/auth/forgot-password', body);
  forgotPasswordResponseSchema.parse(await res.json());
}

/** POST /api/auth/reset-password: a new password with the token from the mail. */
export async function resetPassword(body: ResetPasswordRequest): Promise<void> {
  const res = await apiRequest('POST', '/api/auth/reset-password', body);
  resetPasswordResponseSchema.parse(await res.json());
}
