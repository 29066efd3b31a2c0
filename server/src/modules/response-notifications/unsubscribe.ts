/**
 * The unsubscribe link of every new-response mail and daily digest.
 *
 * GET /api/public/unsubscribe?token=: what the link turns off, for the /unsubscribe page. It
 * changes nothing: mail scanners and link previews open links.
 * POST /api/public/unsubscribe?token=: turns it off. This is RFC 8058's one-click target too: the
 * mail client POSTs `List-Unsubscribe=One-Click` (form-encoded) with no cookie and no Origin, so
 * the token alone authorises it (plugins/security.ts exempts this route from the same-origin
 * check), and the body is not read.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema, ERROR_CODES } from '@core/api/common';
import {
  unsubscribeQuerySchema,
  unsubscribeResponseSchema,
  type UnsubscribeResponse,
} from '@core/api/response-notifications';
import { formNotificationSettings, forms, users } from '../../db/schema';
import { AppError } from '../../plugins/errors';
import { ALL_DAILY_DIGESTS, verifyUnsubscribeToken } from './unsubscribe-token';

export const INVALID_LINK_MESSAGE =
  'This unsubscribe link is not valid. Open it again from the e-mail, or change the e-mails you get on the form’s responses page.';
export const GONE_MESSAGE = 'This form no longer exists, so it sends no more e-mails.';

const invalidLink = () => new AppError(404, ERROR_CODES.notFound, INVALID_LINK_MESSAGE);

/** Enough for a person and their mail client; a guesser gets nowhere anyway (HMAC). */
const RATE_LIMIT = { max: 30, timeWindow: '1 minute' };

export function registerUnsubscribe(app: FastifyInstance): void {
  const { db } = app.database;

  // RFC 8058's body is form-encoded; nothing in it is used, so it is taken as text and ignored.
  // This plugin is encapsulated, so the parser applies to these routes only.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  async function resolve(token: string, unsubscribe: boolean): Promise<UnsubscribeResponse> {
    const subject = verifyUnsubscribeToken(app.config.sessionSecret, token);
    if (!subject) throw invalidLink();
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, subject.userId))
      .limit(1);
    if (!user) throw invalidLink();
    const mine = eq(formNotificationSettings.userId, subject.userId);

    if (subject.formId === ALL_DAILY_DIGESTS) {
      const daily = and(mine, eq(formNotificationSettings.mode, 'daily'));
      if (unsubscribe) {
        await db
          .update(formNotificationSettings)
          .set({ mode: 'off', updatedAt: sql`now()` })
          .where(daily);
        return { scope: 'daily-digest', formTitle: null, subscribed: false };
      }
      const [row] = await db
        .select({ formId: formNotificationSettings.formId })
        .from(formNotificationSettings)
        .where(daily)
        .limit(1);
      return { scope: 'daily-digest', formTitle: null, subscribed: row !== undefined };
    }

    const [form] = await db
      .select({ title: forms.title })
      .from(forms)
      .where(eq(forms.id, subject.formId))
      .limit(1);
    if (!form) throw new AppError(404, ERROR_CODES.notFound, GONE_MESSAGE);
    const thisForm = and(mine, eq(formNotificationSettings.formId, subject.formId));
    if (unsubscribe) {
      await db
        .update(formNotificationSettings)
        .set({ mode: 'off', updatedAt: sql`now()` })
        .where(thisForm);
      return { scope: 'form', formTitle: form.title, subscribed: false };
    }
    const [row] = await db
      .select({ mode: formNotificationSettings.mode })
      .from(formNotificationSettings)
      .where(thisForm)
      .limit(1);
    return { scope: 'form', formTitle: form.title, subscribed: (row?.mode ?? 'off') !== 'off' };
  }

  const typed = app.withTypeProvider<ZodTypeProvider>();
  const schema = {
    tags: ['public'],
    querystring: unsubscribeQuerySchema,
    response: { 200: unsubscribeResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
  };
  typed.get(
    '/api/public/unsubscribe',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: { ...schema, summary: 'What an unsubscribe link turns off' },
    },
    async (request) => resolve(request.query.token, false),
  );
  typed.post(
    '/api/public/unsubscribe',
    {
      config: { rateLimit: RATE_LIMIT },
      schema: { ...schema, summary: 'Unsubscribe (one click, RFC 8058)' },
    },
    async (request) => resolve(request.query.token, true),
  );
}
