/**
 * POST /api/user/two-factor/enable's answer (issue 27 item 3). Two-factor guards sign-ins from
 * now on; sessions already signed in and API keys go on working without a code. So the answer
 * says what is still open, and the client offers to close it: "Sign out everywhere else" and the
 * list of keys to review. Its own file because api-keys.ts imports two-factor.ts.
 */
import { z } from 'zod';
import { apiKeySchema } from './api-keys';
import { backupCodesResponseSchema } from './two-factor';

export const twoFactorEnableResponseSchema = backupCodesResponseSchema.extend({
  /** The account's sessions other than the caller's that are still signed in. */
  otherSessions: z.number().int().min(0),
  /** The account's active keys (neither revoked nor expired), newest first. */
  apiKeys: z.array(apiKeySchema),
});
export type TwoFactorEnabled = z.infer<typeof twoFactorEnableResponseSchema>;
