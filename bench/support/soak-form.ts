/** The soak bench's form: created and published by a guest through the API, then probed once. */
import crypto from 'node:crypto';
import { answers, SOAK_QUESTIONS } from './soak-load';

/** A guest creates the form with its questions and publishes it, through the API. */
export async function createPublishedForm(base: string): Promise<string> {
  const headers = { origin: base, 'content-type': 'application/json' };
  const created = await fetch(`${base}/api/forms`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ definition: { title: 'Soak survey', questions: SOAK_QUESTIONS } }),
  });
  if (created.status !== 201)
    throw new Error(`creating the form: ${created.status} ${await created.text()}`);
  const { id } = (await created.json()) as { id: string };
  const cookie = created.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const published = await fetch(`${base}/api/forms/${id}/publish`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: '{}',
  });
  if (!published.ok)
    throw new Error(`publishing the form: ${published.status} ${await published.text()}`);
  return id;
}

/** One respondent by hand, before the load: does the route answer, and is its limiter applied? */
export async function probe(base: string, formId: string) {
  const pageRes = await fetch(`${base}/forms/${formId}`);
  const html = await pageRes.text();
  if (pageRes.status !== 200 || !html.includes('formloom-form'))
    throw new Error(`form page: ${pageRes.status}`);
  const res = await fetch(`${base}/api/public/forms/${formId}/responses`, {
    method: 'POST',
    headers: { origin: base, 'content-type': 'application/json' },
    body: JSON.stringify({ draftId: crypto.randomUUID(), answers: answers() }),
  });
  const body = await res.text();
  if (res.status !== 201) throw new Error(`probe submission: ${res.status} ${body}`);
  return {
    responseId: (JSON.parse(body) as { responseId: number }).responseId,
    // @fastify/rate-limit adds these headers whenever it counts the request.
    submitLimiterApplies: res.headers.has('x-ratelimit-limit'),
    usesBuiltTemplate: html.includes('/assets/'),
  };
}
