/** POST /api/user/sessions/sign-out-others: "Sign out everywhere else"; the caller's stays. */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SIGN_OUT_OTHERS_PATH, sessionsEndedSchema } from '@core/api/account';
import { destroyOtherUserSessions } from './session-store';
import { signedInSession } from './signed-in-session';

export function registerSignOutOtherSessions(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    SIGN_OUT_OTHERS_PATH,
    {
      schema: {
        tags: ['account'],
        summary: 'Sign out every other session of the account',
        response: { 200: sessionsEndedSchema },
      },
    },
    async (request) => {
      const { user, session } = signedInSession(request);
      return { ended: await destroyOtherUserSessions(app.database.db, user.id, session.id) };
    },
  );
}
