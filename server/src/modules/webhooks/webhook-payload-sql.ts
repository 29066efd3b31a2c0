/**
 * The version-1 payload of every webhook event, built by PostgreSQL in the statement that writes
 * the change (issue 17): an event is queued in the same transaction as what it reports, with no
 * extra round trip, and the payload is frozen as it was at that moment (a later edit of a
 * question's title does not rewrite what a pending delivery says).
 *
 * Raw SQL text rather than drizzle fragments: the response writer's prepared batch statement
 * (respondent/response-writer.ts) embeds it as a common table expression.
 */
import { WEBHOOK_PAYLOAD_VERSION } from '@core/api/webhooks';

/** ISO 8601 in UTC with milliseconds, like JavaScript's toISOString, whatever the session says. */
export const isoSql = (column: string) =>
  `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The Standard Webhooks `webhook-id`: unique per event and endpoint, kept across retries and
 * redeliveries so receivers can drop duplicates.
 */
export const MESSAGE_ID_SQL = `'msg_' || replace(gen_random_uuid()::text, '-', '')`;

/**
 * A response's part of the payload: `r` is a row with id, answers, form_version and the time it
 * was submitted (`submittedAt`, an SQL expression), `f` the form. Each answer carries its
 * question's title and type as the response's published version had them, in that version's
 * order (ADR 036), so an answer to a question removed since is kept. A row without a version
 * (written before versions, or outside the respondent path) reads the builder's questions.
 */
export function responseDataSql(r: string, submittedAt: string, f = 'f'): string {
  return `jsonb_build_object(
      'id', ${r}.id,
      'submittedAt', ${isoSql(submittedAt)},
      'formVersion', ${r}.form_version,
      'language', ${r}.language,
      'answers', coalesce(case when ${r}.form_version is null then (
        select jsonb_agg(jsonb_build_object(
          'questionId', q.id, 'title', q.title, 'type', q.type, 'value', ${r}.answers -> q.id
        ) order by q."order", q.id)
        from questions q where q.form_id = ${f}.id and ${r}.answers ? q.id
      ) else (
        select jsonb_agg(jsonb_build_object(
          'questionId', e.q ->> 'id', 'title', e.q ->> 'title', 'type', e.q ->> 'type',
          'value', ${r}.answers -> (e.q ->> 'id')
        ) order by e.ord)
        from form_versions v
        cross join lateral jsonb_array_elements(v.definition -> 'questions') with ordinality as e(q, ord)
        where v.form_id = ${f}.id and v.number = ${r}.form_version and ${r}.answers ? (e.q ->> 'id')
      ) end, '[]'::jsonb))`;
}

/** The whole body; `type` is an SQL expression (a literal or a parameter). */
export function payloadSql(type: string, response: string | null, f = 'f'): string {
  const data = response
    ? `jsonb_build_object('form', jsonb_build_object('id', ${f}.id, 'title', ${f}.title), 'response', ${response})`
    : `jsonb_build_object('form', jsonb_build_object('id', ${f}.id, 'title', ${f}.title))`;
  return `jsonb_build_object(
    'type', ${type}, 'version', ${WEBHOOK_PAYLOAD_VERSION},
    'timestamp', ${isoSql('now()')},
    'data', ${data})`;
}

/**
 * For the response writer's batch statement, after its `ins` CTE (id, form_id, answers, form_version): one
 * `response.completed` delivery per stored response and per enabled endpoint subscribed to it,
 * in response order so each endpoint receives them in the order they were stored. A form with
 * no endpoint costs one probe of webhook_endpoints' form index per response.
 */
export const RESPONSE_COMPLETED_WEBHOOK_CTE = `
  , webhook_events as (
    insert into webhook_deliveries (endpoint_id, message_id, event_type, payload)
    select e.id, ${MESSAGE_ID_SQL}, 'response.completed',
      ${payloadSql(`'response.completed'`, responseDataSql('ins', 'now()'))}
    from ins
    join webhook_endpoints e on e.form_id = ins.form_id
      and e.enabled and 'response.completed' = any(e.events)
    join forms f on f.id = ins.form_id
    order by ins.id, e.id
    returning 1
  )`;

/** The batch statement's last column: whether it queued any event (to wake the worker). */
export const WEBHOOK_EVENTS_QUEUED_SQL = `(select count(*) from webhook_events)::int as webhook_events`;
