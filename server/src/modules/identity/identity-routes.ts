/** Accounts, sessions and guests. Each use case lives in its own file. */
import type { FastifyInstance } from 'fastify';
import { CaptchaVerifier, captchaSecret } from '../../lib/altcha';
import { registerCheckUser } from './check-user';
import { registerGetCurrentUser } from './get-current-user';
import { registerLogIn } from './log-in';
import { registerLogOut } from './log-out';
import { registerMigrateAnonymousForms } from './migrate-anonymous-forms';
import { registerRegisterUser } from './register-user';
import { registerSignInChallenge } from './sign-in-challenge';
import { registerSignInWithGoogle } from './sign-in-with-google';
import { registerStartGuestSession } from './start-guest-session';
import { registerUpdateProfile } from './update-profile';

export async function identityRoutes(app: FastifyInstance): Promise<void> {
  registerGetCurrentUser(app);
  const signInCaptcha = new CaptchaVerifier(captchaSecret(app.config.sessionSecret, 'sign-in'));
  registerLogIn(app, signInCaptcha);
  registerSignInChallenge(app, signInCaptcha);
  registerRegisterUser(app);
  registerLogOut(app);
  registerCheckUser(app);
  registerStartGuestSession(app);
  registerSignInWithGoogle(app);
  registerMigrateAnonymousForms(app);
  registerUpdateProfile(app);
}
