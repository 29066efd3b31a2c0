/**
 * The second half of immediate notifications: responses that arrived while a person's 5-minute
 * window was closed (immediate-notification-sql.ts wrote one mail and then held the rest) are
 * told in one mail, "{n} new responses to “{title}”", once the window has passed.
 *
 * Safe with several instances: each due row is taken `FOR UPDATE SKIP LOCKED` in the transaction
 * that writes the mail and moves `last_digest_at`, so another instance skips it and, once it
 * commits, no longer finds it due.
 */
import { sql } from 'drizzle-orm';
import type { Question } from '@core/form/definition';
import { IMMEDIATE_MAIL_WINDOW_MINUTES } from '@core/api/response-notifications';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/enqueue-mail';
import { notifyUser } from '../notifications/notify-user';
import { loadQuestions } from '../forms/form-mapping';
import { queryRows } from '../responses/query-rows';
import { summarizeAnswers } from './answer-summary';
import { newResponseTemplates, renderNewResponse } from './new-response-mail';
import { createUnsubscribeToken } from './unsubscribe-token';

/** Rows taken per transaction: a long backlog is worked through in several, none of them long. */
const BATCH = 100;

interface DueRow {
  form_id: string;
  user_id: number;
  email: string;
  title: string;
  told: number;
  latest: Record<string, unknown> | null;
}

/** Sends the mails that are due at `now`; answers how many it wrote. */
export async function sendCoalescedNotifications(
  db: Db,
  config: AppConfig,
  now: Date,
): Promise<number> {
  const origin = config.mail.linkOrigin;
  const templates = newResponseTemplates(origin);
  const at = now.toISOString();
  let written = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const due = await queryRows<DueRow>(
        tx,
        sql`
          select s.form_id, s.user_id, u.email, f.title,
            (select count(*)::int from responses r where r.form_id = s.form_id
               and r.created_at > s.last_digest_at and r.created_at <= ${at}::timestamptz) as told,
            (select r.answers from responses r where r.form_id = s.form_id
               and r.created_at > s.last_digest_at and r.created_at <= ${at}::timestamptz
               order by r.created_at desc, r.id desc limit 1) as latest
          from form_notification_settings s
          join forms f on f.id = s.form_id
          join users u on u.id = s.user_id
          where s.mode = 'immediate'
            and s.last_digest_at <= ${at}::timestamptz - make_interval(mins => ${IMMEDIATE_MAIL_WINDOW_MINUTES})
            and f.owner_id is not null
            and (f.owner_id = s.user_id or exists (
              select 1 from form_collaborators fc where fc.form_id = s.form_id and fc.user_id = s.user_id))
            and exists (select 1 from responses r where r.form_id = s.form_id
              and r.created_at > s.last_digest_at and r.created_at <= ${at}::timestamptz)
          order by s.form_id, s.user_id
          limit ${BATCH}
          for update of s skip locked`,
      );
      const questionsOf = new Map<string, Question[]>();
      for (const row of due) {
        let questions = questionsOf.get(row.form_id);
        if (!questions) {
          questions = await loadQuestions(tx, row.form_id);
          questionsOf.set(row.form_id, questions);
        }
        const { mail, notification } = renderNewResponse(templates, origin, {
          to: row.email,
          formId: row.form_id,
          formTitle: row.title,
          count: Number(row.told),
          summary: summarizeAnswers(questions, row.latest ?? {}),
          token: createUnsubscribeToken(config.sessionSecret, {
            userId: row.user_id,
            formId: row.form_id,
          }),
        });
        await enqueueMail(tx, mail);
        await notifyUser(tx, { userId: row.user_id, type: 'other', ...notification });
        await tx.execute(sql`
          update form_notification_settings set last_digest_at = ${at}::timestamptz
          where form_id = ${row.form_id} and user_id = ${row.user_id}`);
      }
      return due.length;
    });
    written += count;
    if (count < BATCH) return written;
  }
}
