/**
 * The daily digest: once a day, each person who chose "Daily digest" for some forms gets one mail
 * with the count of new responses per form since the last digest (forms without any left out, no
 * mail at all on a day without any). `last_digest_at` moves to `now` in the transaction that
 * writes the mail, for every daily form of that person at once, so their forms share one digest.
 *
 * Safe with several instances: a person's daily rows are locked (`FOR UPDATE`) and found due again
 * under the lock; an instance that waited behind another finds last_digest_at moved and sends
 * nothing.
 */
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/database';
import { enqueueMail } from '../../mail/enqueue-mail';
import { renderMail } from '../../mail/render-mail';
import { queryRows } from '../responses/query-rows';
import { responsesPath } from './new-response-mail';
import {
  ALL_DAILY_DIGESTS,
  createUnsubscribeToken,
  unsubscribeHeaders,
  unsubscribeLinks,
} from './unsubscribe-token';

/**
 * Due a day after the last digest, less a little: the job runs every minute, and without the
 * slack each day's digest would start a tick later than the day before.
 */
export const DIGEST_DUE_AFTER_MINUTES = 24 * 60 - 5;
const USERS_PER_RUN = 200;

interface FormCount {
  form_id: string;
  title: string;
  n: number;
}

const plural = (n: number) => `${n} new ${n === 1 ? 'response' : 'responses'}`;

export function renderDigest(config: AppConfig, userId: number, to: string, forms: FormCount[]) {
  const origin = config.mail.linkOrigin;
  const token = createUnsubscribeToken(config.sessionSecret, {
    userId,
    formId: ALL_DAILY_DIGESTS,
  });
  const total = forms.reduce((sum, f) => sum + f.n, 0);
  const { html, text } = renderMail({
    heading: 'Your daily digest of new responses',
    paragraphs: [
      `${plural(total)} since your last digest:`,
      ...forms.map((f) => `“${f.title}”: ${plural(f.n)}. ${origin}${responsesPath(f.form_id)}`),
    ],
    action: { label: 'Open your dashboard', url: `${origin}/dashboard` },
    footer: [
      'You get this e-mail because you chose “Daily digest” for these forms. Forms without new responses are left out, and there is no digest on a day without any.',
      `Stop the daily digest: ${unsubscribeLinks(origin, token).page}`,
    ],
  });
  return {
    kind: 'response_digest' as const,
    to,
    subject: `Daily digest: ${plural(total)}`,
    text,
    html,
    headers: unsubscribeHeaders(origin, token),
  };
}

/** Sends the digests due at `now`; answers how many mails it wrote. */
export async function sendDailyDigests(db: Db, config: AppConfig, now: Date): Promise<number> {
  const at = now.toISOString();
  const due = await queryRows<{ user_id: number }>(
    db,
    sql`
      select user_id from form_notification_settings
      where mode = 'daily'
      group by user_id
      having min(coalesce(last_digest_at, '-infinity')) <= ${at}::timestamptz - make_interval(mins => ${DIGEST_DUE_AFTER_MINUTES})
      limit ${USERS_PER_RUN}`,
  );
  let sent = 0;
  for (const { user_id: userId } of due) {
    if (await digestFor(db, config, userId, at)) sent += 1;
  }
  return sent;
}

async function digestFor(db: Db, config: AppConfig, userId: number, at: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const locked = await queryRows<{ last: string | null }>(
      tx,
      sql`
        select last_digest_at as last from form_notification_settings
        where user_id = ${userId} and mode = 'daily'
        order by form_id
        for update`,
    );
    // Under the lock: another instance may have sent this digest while we waited.
    const stillDue = locked.some(
      (r) => r.last === null || new Date(r.last).getTime() <= dueBefore(at),
    );
    if (!stillDue) return false;
    const counts = await queryRows<FormCount & { email: string }>(
      tx,
      sql`
        select s.form_id, f.title, u.email,
          (select count(*)::int from responses r where r.form_id = s.form_id
            and (s.last_digest_at is null or r.created_at > s.last_digest_at)
            and r.created_at <= ${at}::timestamptz) as n
        from form_notification_settings s
        join forms f on f.id = s.form_id
        join users u on u.id = s.user_id
        where s.user_id = ${userId} and s.mode = 'daily'
          and f.owner_id is not null
          and (f.owner_id = s.user_id or exists (
            select 1 from form_collaborators fc where fc.form_id = s.form_id and fc.user_id = s.user_id))
        order by lower(f.title), s.form_id`,
    );
    await tx.execute(sql`
      update form_notification_settings set last_digest_at = ${at}::timestamptz
      where user_id = ${userId} and mode = 'daily'`);
    const withNews = counts.filter((c) => Number(c.n) > 0).map((c) => ({ ...c, n: Number(c.n) }));
    if (withNews.length === 0) return false;
    await enqueueMail(tx, renderDigest(config, userId, withNews[0]!.email, withNews));
    return true;
  });
}

function dueBefore(at: string): number {
  return new Date(at).getTime() - DIGEST_DUE_AFTER_MINUTES * 60_000;
}
