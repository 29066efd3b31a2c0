/**
 * The immediate new-response notifications, as common table expressions the response writer
 * appends to its batch statement (respondent/response-writer.ts, ADR 013). So the mail and the
 * in-app notification are written in the same transaction as the response, with no extra round
 * trip: a response that is stored always notifies, and one that is not never does.
 *
 * Per form in the batch, each person who chose `immediate` and is still its owner or a
 * collaborator (a guest's form has neither, so it never mails anyone) gets one mail and one
 * notification, if their 5-minute window is open:
 * - `last_digest_at` holds, in immediate mode, when the last mail was written (the window's start);
 * - the window is open when that is 5 minutes old and no response since then is still untold
 *   (those are the coalescing job's, which counts them all in one mail: coalesce-notifications.ts);
 * - rows another statement holds are skipped (SKIP LOCKED): that statement is telling this person
 *   already, and a submission never waits on another's notification.
 *
 * It reads the parameters after the writer's ten: $11 the batch's summaries (a column of `input`),
 * $12 constants (HMAC pads, link origin, the count words), $13-$17 the templates' segments.
 * The writer uses it only for batches with a watched form (immediate-subscribers.ts): it opens
 * seven more tables, which costs even when it finds nobody.
 */
import type { AppConfig } from '../../config';
import { IMMEDIATE_MAIL_WINDOW_MINUTES } from '@core/api/response-notifications';
import { type Slot, templateSql } from './mail-template';
import { newResponseTemplates, WHAT_PHRASES } from './new-response-mail';
import { hmacPads, unsubscribeTokenSql } from './unsubscribe-token';

const c = (i: number) => `($12::text[])[${i}]`;
const [INNER, OUTER, ORIGIN, WHAT_ONE, WHAT_MANY, WHAT_ONE_LOWER] = [1, 2, 3, 4, 5, 6].map(c) as [
  string,
  string,
  string,
  string,
  string,
  string,
];

const templates = newResponseTemplates('http://origin.invalid');
const values: Record<Slot, string> = {
  what: `case when t.n = 1 then ${WHAT_ONE} else t.n::text || ' ' || ${WHAT_MANY} end`,
  whatLower: `case when t.n = 1 then ${WHAT_ONE_LOWER} else t.n::text || ' ' || ${WHAT_MANY} end`,
  title: 't.title',
  summary: 't.summary',
  form: 't.form_id',
  token: 't.token',
};
const fill = (template: keyof typeof templates, param: string, html = false) =>
  templateSql(templates[template], param, values, html);

export const IMMEDIATE_NOTIFICATION_CTES = `
  , fresh as (
    select ins.form_id, count(*)::int as n,
      (array_agg(input.summary order by ins.id desc))[1] as summary
    from ins join input on input.draft_id = ins.draft_id
    group by ins.form_id
  ), due as (
    select s.form_id, s.user_id, u.email, f.title, fresh.n, fresh.summary
    from fresh
    join form_notification_settings s on s.form_id = fresh.form_id
    join forms f on f.id = s.form_id
    join users u on u.id = s.user_id
    where s.mode = 'immediate'
      and f.owner_id is not null
      and (f.owner_id = s.user_id or exists (
        select 1 from form_collaborators fc where fc.form_id = s.form_id and fc.user_id = s.user_id))
      and (s.last_digest_at is null
        or s.last_digest_at <= now() - interval '${IMMEDIATE_MAIL_WINDOW_MINUTES} minutes')
      and not exists (
        select 1 from responses r where r.form_id = s.form_id and r.created_at > s.last_digest_at)
    order by s.form_id, s.user_id
    for update of s skip locked
  ), claimed as (
    update form_notification_settings s set last_digest_at = now()
    from due where s.form_id = due.form_id and s.user_id = due.user_id
    returning due.form_id, due.user_id, due.email, due.title, due.n, due.summary,
      ${unsubscribeTokenSql('due.user_id', 'due.form_id', INNER, OUTER)} as token
  ), notified as (
    insert into notifications (user_id, type, title, message, data)
    select t.user_id, 'other', ${fill('notificationTitle', '$16')}, ${fill('notificationMessage', '$17')},
      jsonb_build_object('formId', t.form_id, 'actionUrl', '/forms/' || t.form_id || '/responses')
    from claimed t
  ), mailed as (
    insert into mail_outbox (kind, "to", subject, text, html, headers)
    select 'new_response', t.email, ${fill('subject', '$13')}, ${fill('text', '$14')},
      ${fill('html', '$15', true)},
      jsonb_build_object(
        'List-Unsubscribe', '<' || ${ORIGIN} || '/api/public/unsubscribe?token=' || t.token || '>',
        'List-Unsubscribe-Post', 'List-Unsubscribe=One-Click')
    from claimed t
  )`;

/** $12-$17 for a server's configuration: the same for every statement it runs. */
export function immediateNotificationParams(config: AppConfig): unknown[] {
  const { inner, outer } = hmacPads(config.sessionSecret);
  const origin = config.mail.linkOrigin;
  const own = newResponseTemplates(origin);
  return [
    [inner, outer, origin, ...WHAT_PHRASES],
    own.subject.segments,
    own.text.segments,
    own.html.segments,
    own.notificationTitle.segments,
    own.notificationMessage.segments,
  ];
}
