/** Two-factor sign-in's account routes (issue 20); the sign-in step itself is in log-in.ts. */
import type { FastifyInstance } from 'fastify';
import { registerDisableTwoFactor } from './disable-two-factor';
import { registerEnableTwoFactor } from './enable-two-factor';
import { registerGetTwoFactorStatus } from './get-two-factor-status';
import { registerRegenerateBackupCodes } from './regenerate-backup-codes';
import { registerSetUpTwoFactor } from './set-up-two-factor';

export function registerTwoFactorRoutes(app: FastifyInstance): void {
  registerGetTwoFactorStatus(app);
  registerSetUpTwoFactor(app);
  registerEnableTwoFactor(app);
  registerRegenerateBackupCodes(app);
  registerDisableTwoFactor(app);
}
