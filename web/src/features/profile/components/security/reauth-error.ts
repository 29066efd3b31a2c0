/** Reading the server's 403 REAUTH_REQUIRED: which proof it wants, and its words. */
import { reauthRequiredErrorSchema, type ReauthRequiredError } from '@core/api/two-factor';
import { isApiError } from '@/lib/api-client';
import { profileMessages as m } from '../../messages';

export function reauthErrorOf(error: unknown): ReauthRequiredError | null {
  if (!isApiError(error)) return null;
  const parsed = reauthRequiredErrorSchema.safeParse(error.data);
  return parsed.success ? parsed.data : null;
}

/** A message of the profile's catalogue, for `t`. */
export const CURRENT_PASSWORD_REQUIRED = m.currentPasswordRequired;
