/**
 * GET and PUT /api/forms/{id}/notification-settings: the caller's choice for one form (off,
 * immediate, daily). View access is enough: a viewer may want to hear about responses too. Only
 * people with an account who are the form's owner or a collaborator can get these mails; a guest
 * (no address), a guest's form and a site admin who merely can see the form are answered
 * `available: false`, and a PUT from them is refused.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@core/api/common';
import {
  notificationSettingsParamsSchema,
  notificationSettingsSchema,
  updateNotificationSettingsRequestSchema,
  type NotificationSettings,
  type ResponseNotifyMode,
} from '@core/api/response-notifications';
import type { Db } from '../../db/database';
import { formCollaborators, formNotificationSettings } from '../../db/schema';
import { forbidden, type FormRow, loadFormFor } from '../../plugins/access';
import { invalidateForm } from '../../lib/form-cache-invalidation';

export const UNAVAILABLE_MESSAGES = {
  guest: 'Sign in to get e-mails about new responses: a guest has no e-mail address with us.',
  guestForm: 'Move this form into your account to get e-mails about its responses.',
  notMember: 'Only the owner and collaborators of this form can get e-mails about its responses.',
} as const;

/** Why the caller cannot subscribe to this form, or null when they can. */
async function unavailableReason(
  db: Db,
  request: FastifyRequest,
  form: FormRow,
): Promise<keyof typeof UNAVAILABLE_MESSAGES | null> {
  const user = request.identity.user;
  if (!user) return 'guest';
  if (form.ownerId === null) return 'guestForm';
  if (form.ownerId === user.id) return null;
  const [row] = await db
    .select({ id: formCollaborators.id })
    .from(formCollaborators)
    .where(and(eq(formCollaborators.formId, form.id), eq(formCollaborators.userId, user.id)))
    .limit(1);
  return row ? null : 'notMember';
}

async function currentMode(db: Db, formId: string, userId: number): Promise<ResponseNotifyMode> {
  const [row] = await db
    .select({ mode: formNotificationSettings.mode })
    .from(formNotificationSettings)
    .where(
      and(eq(formNotificationSettings.formId, formId), eq(formNotificationSettings.userId, userId)),
    )
    .limit(1);
  return row?.mode ?? 'off';
}

/**
 * Stores the mode. A change of mode restarts `last_digest_at`'s meaning: daily counts from now on
 * (not the form's whole past); immediate starts with its window open and nothing untold (null).
 */
async function saveMode(db: Db, formId: string, userId: number, mode: ResponseNotifyMode) {
  const restart = mode === 'daily' ? sql`now()` : sql`null`;
  await db
    .insert(formNotificationSettings)
    .values({ formId, userId, mode, lastDigestAt: mode === 'daily' ? sql`now()` : null })
    .onConflictDoUpdate({
      target: [formNotificationSettings.formId, formNotificationSettings.userId],
      set: {
        mode,
        lastDigestAt: sql`case when ${formNotificationSettings.mode} = ${mode} then ${formNotificationSettings.lastDigestAt} else ${restart} end`,
        updatedAt: sql`now()`,
      },
    });
}

export function registerNotificationSettings(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const read = async (request: FastifyRequest, form: FormRow): Promise<NotificationSettings> => {
    const { db } = app.database;
    const reason = await unavailableReason(db, request, form);
    const user = request.identity.user;
    if (reason || !user) return { mode: 'off', available: false, email: null };
    return { mode: await currentMode(db, form.id, user.id), available: true, email: user.email };
  };

  typed.get(
    '/api/forms/:id/notification-settings',
    {
      schema: {
        tags: ['response-notifications'],
        summary: 'Whether new responses to this form notify me, and how',
        params: notificationSettingsParamsSchema,
        response: { 200: notificationSettingsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => read(request, await loadFormFor(request, request.params.id, 'view')),
  );

  typed.put(
    '/api/forms/:id/notification-settings',
    {
      schema: {
        tags: ['response-notifications'],
        summary: 'Choose how new responses to this form notify me',
        params: notificationSettingsParamsSchema,
        body: updateNotificationSettingsRequestSchema,
        response: {
          200: notificationSettingsSchema,
          400: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => {
      const form = await loadFormFor(request, request.params.id, 'view');
      const reason = await unavailableReason(app.database.db, request, form);
      if (reason || !request.identity.user)
        throw forbidden(UNAVAILABLE_MESSAGES[reason ?? 'guest']);
      await saveMode(app.database.db, form.id, request.identity.user.id, request.body.mode);
      // Every server's next submission to the form reads who watches it again (at once, not in
      // up to 10 s), so turning it on takes effect with the next response.
      await invalidateForm(app, form.id);
      return read(request, form);
    },
  );
}
