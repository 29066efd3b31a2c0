/**
 * For scripts/test-deploy.ts (issue 26): a rolling restart of the two app containers behind
 * deploy/nginx.conf while respondents submit through the proxy. Each container in turn is stopped
 * (SIGTERM, as a deploy does), started again and waited for, while the other carries the load.
 * nginx must absorb the restart: a submission it could not place on the draining or stopped
 * instance (refused, reset, 503) it sends to the other one by itself, since a submission is
 * idempotent by its draft id. So a respondent sees only 201s: no 502, no reset, and a 503 only if
 * both instances said so at once (which a two-instance rolling restart never causes; it counts
 * as a failure here). Every acknowledged response must be stored once.
 */
import crypto from 'node:crypto';
import pg from 'pg';
import { waitFor } from './run-command';

export interface RollingRestartTargets {
  proxy: string;
  formId: string;
  databaseUrl: string;
  instances: Array<{ container: string; url: string }>;
  /** `podman stop` (SIGTERM, then the stop timeout) and `podman start` of one container. */
  stop(container: string): Promise<void>;
  start(container: string): Promise<void>;
  isReady(url: string): Promise<boolean>;
}

export interface RollingRestartResult {
  acknowledged: number;
  failures: string[];
  /** How long each container took from SIGTERM to stopped, in ms. */
  stopMs: number[];
}

/** Respondents submitting one response after another through the proxy, as browsers do. */
function startLoad(proxy: string, formId: string, respondents: number) {
  const acks: Array<{ draftId: string; responseId: number }> = [];
  const failures: string[] = [];
  let stopped = false;
  const one = async () => {
    while (!stopped) {
      const draftId = crypto.randomUUID();
      try {
        const res = await fetch(`${proxy}/api/public/forms/${formId}/responses`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: proxy },
          body: JSON.stringify({ draftId, answers: { name: `Rolling ${draftId.slice(0, 8)}` } }),
        });
        const text = await res.text();
        if (res.status === 201) {
          acks.push({
            draftId,
            responseId: (JSON.parse(text) as { responseId: number }).responseId,
          });
        } else {
          failures.push(`${res.status} ${text.slice(0, 200)}`);
        }
      } catch (err) {
        const cause = (err as Error & { cause?: NodeJS.ErrnoException }).cause;
        failures.push(`${cause?.code ?? ''} ${(err as Error).message}`);
      }
    }
  };
  const done = Promise.all(Array.from({ length: respondents }, one));
  return {
    acks,
    failures,
    stop: async () => {
      stopped = true;
      await done;
    },
  };
}

export async function rollingRestartUnderLoad(
  targets: RollingRestartTargets,
  log: (line: string) => void,
): Promise<RollingRestartResult> {
  const load = startLoad(targets.proxy, targets.formId, 6);
  const acked = (n: number) => async () => load.acks.length >= n;
  const stopMs: number[] = [];
  try {
    await waitFor('40 submissions acknowledged through the proxy', acked(40), 120_000);
    for (const { container, url } of targets.instances) {
      const before = load.acks.length;
      const at = performance.now();
      await targets.stop(container);
      stopMs.push(Math.round(performance.now() - at));
      log(
        `${container} stopped in ${stopMs.at(-1)} ms; ${load.acks.length - before} acknowledged meanwhile`,
      );
      await waitFor('the other instance to take submissions', acked(before + 20), 120_000);
      await targets.start(container);
      await waitFor(`${url} ready again`, () => targets.isReady(url), 300_000);
      const after = load.acks.length;
      await waitFor('submissions with both up again', acked(after + 20), 120_000);
      log(`${container} back; ${load.acks.length} acknowledged in all`);
    }
  } finally {
    await load.stop();
  }

  const failures = [...load.failures];
  const ids = load.acks.map((a) => a.responseId);
  if (new Set(ids).size !== ids.length) failures.push('a response id was acknowledged twice');
  const client = new pg.Client({ connectionString: targets.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; draft_id: string }>(
      'select id::text, draft_id from responses where form_id = $1',
      [targets.formId],
    );
    const stored = new Map(rows.map((r) => [Number(r.id), r.draft_id]));
    const missing = load.acks.filter((a) => stored.get(a.responseId) !== a.draftId);
    if (missing.length) failures.push(`${missing.length} acknowledged responses not stored`);
    const drafts = rows.map((r) => r.draft_id);
    if (new Set(drafts).size !== drafts.length) failures.push('a draft was stored twice');
  } finally {
    await client.end();
  }
  return { acknowledged: load.acks.length, failures, stopMs };
}
