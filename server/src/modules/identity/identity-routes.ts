/** Accounts, sessions and guests. Each use case lives in its own file. */
import type { FastifyInstance } from 'fastify';
import { CaptchaVerifier, captchaSecret } from '../../lib/altcha';
import { registerCheckUser } from './check-user';
import { registerGetCurrentUser } from './get-current-user';
import { registerLogIn } from './log-in';
import { registerLogOut } from './log-out';
import { registerMigrateAnonymousForms } from './migrate-anonymous-forms';
import { registerRegisterUser } from './register-user';
import { registerRequestPasswordReset } from './request-password-reset';
import { registerResetPassword } from './reset-password';
import { registerSignInChallenge } from './sign-in-challenge';
import { SignInThrottle } from './sign-in-throttle';
import { registerSignInWithGoogle } from './sign-in-with-google';
import { registerStartGuestSession } from './start-guest-session';
import { registerUpdateProfile } from './update-profile';

export async function identityRoutes(app: FastifyInstance): Promise<void> {
  registerGetCurrentUser(app);
  const signInCaptcha = new CaptchaVerifier(captchaSecret(app.config.sessionSecret, 'sign-in'));
  // One throttle for sign-in and password reset: a reset forgets the account's failed sign-ins.
  const signInThrottle = new SignInThrottle();
  registerLogIn(app, signInCaptcha, signInThrottle);
  registerSignInChallenge(app, signInCaptcha);
  registerRegisterUser(app);
  registerLogOut(app);
  registerCheckUser(app);
  registerStartGuestSession(app);
  registerSignInWithGoogle(app);
  registerMigrateAnonymousForms(app);
  registerUpdateProfile(app);
  registerRequestPasswordReset(app);
  registerResetPassword(app, signInThrottle);
}
