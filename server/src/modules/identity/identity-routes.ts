/** Accounts, sessions and guests. Each use case lives in its own file. */
import type { FastifyInstance } from 'fastify';
import { CaptchaVerifier, captchaSecret } from '../../lib/altcha';
import type { FileStorage } from '../../storage/file-storage';
import { registerCheckUser } from './check-user';
import { registerDeleteAccount } from './delete-account';
import { registerExportAccount } from './export-account';
import { registerGetCurrentUser } from './get-current-user';
import { registerGetSession } from './get-session';
import { registerListSessions } from './list-sessions';
import { registerLogIn } from './log-in';
import { registerLogOut } from './log-out';
import { registerMigrateAnonymousForms } from './migrate-anonymous-forms';
import { registerRegisterUser } from './register-user';
import { registerRequestPasswordReset } from './request-password-reset';
import { registerResendVerification } from './resend-verification';
import { registerResetPassword } from './reset-password';
import { registerRevokeSession } from './revoke-session';
import { registerSignInChallenge } from './sign-in-challenge';
import { SignInThrottle, sharedSignInCounters } from './sign-in-throttle';
import { registerSignInWithGoogle } from './sign-in-with-google';
import { registerSignOutOtherSessions } from './sign-out-other-sessions';
import { registerStartGuestSession } from './start-guest-session';
import { registerTwoFactorRoutes } from './two-factor/two-factor-routes';
import { registerUpdateProfile } from './update-profile';
import { registerVerifyEmail } from './verify-email';

export async function identityRoutes(
  app: FastifyInstance,
  opts: { storage: FileStorage },
): Promise<void> {
  registerGetCurrentUser(app);
  registerGetSession(app);
  const signInCaptcha = new CaptchaVerifier(
    captchaSecret(app.config.sessionSecret, 'sign-in'),
    app.sharedState,
  );
  // One throttle for sign-in and password reset: a reset forgets the account's failed sign-ins.
  const signInThrottle = new SignInThrottle(sharedSignInCounters(app.sharedState));
  registerLogIn(app, signInCaptcha, signInThrottle);
  registerSignInChallenge(app, signInCaptcha);
  registerRegisterUser(app);
  registerLogOut(app);
  registerCheckUser(app);
  registerStartGuestSession(app);
  registerSignInWithGoogle(app);
  registerMigrateAnonymousForms(app);
  registerUpdateProfile(app);
  registerTwoFactorRoutes(app);
  registerRequestPasswordReset(app);
  registerResetPassword(app, signInThrottle);
  // Verified e-mail addresses (issue 27, ADR 029).
  registerVerifyEmail(app);
  registerResendVerification(app);
  // The account's sessions, its data export and its deletion (issue 20 items 3 and 4).
  registerListSessions(app);
  registerRevokeSession(app);
  registerSignOutOtherSessions(app);
  registerExportAccount(app, opts.storage);
  registerDeleteAccount(app, opts.storage);
}
