/**
 * The public page's Submit, through the outbox (ADR 032): the answers are written to this device
 * first, then sent (with the short in-page retries of submitResponse). What the server answered is
 * returned as it was, so the form shows its errors or the closed page; when it could not be
 * reached the entry stays queued and the scheduler sends it later, by itself. A Submit for a draft
 * the outbox already sent (the tab was closed, the worker sent it) is answered from the outbox.
 */
import type { PublicForm } from '@core/api/public';
import type { Answers } from '@core/form/definition';
import {
  browserIsOffline,
  UNREACHED_MESSAGES,
  type SubmitOutcome,
} from '@/renderer/lib/submit-outcome';
import { submitResponse } from '../api/public-api';
import type { AnsweredAgainst, OutboxEntry } from './offline-db';
import { pageOutbox } from './page-outbox';

/**
 * The form as answered, reduced to a short string: the seam for form versions (issue 29). A queued
 * submission carries it; the versions issue replaces it with the version the respondent saw.
 */
export function answeredAgainst(form: PublicForm): AnsweredAgainst {
  const text = JSON.stringify([form.questions, form.pageBreaks]);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  const fingerprint = (hash >>> 0).toString(16);
  return form.formVersion
    ? { formId: form.id, fingerprint, formVersion: form.formVersion }
    : { formId: form.id, fingerprint };
}

/** What an entry the server has answered means to the form session. */
export function outcomeOf(entry: OutboxEntry): SubmitOutcome | null {
  const { state } = entry;
  if (state.kind === 'sent') return { kind: 'accepted', responseId: state.responseId };
  if (state.kind === 'pending') return null;
  if (state.reason === 'closed') return { kind: 'closed', message: state.message };
  if (state.reason === 'unavailable') return { kind: 'unavailable' };
  return { kind: 'invalid', message: state.message ?? '', errors: {} };
}

const unreached = (): SubmitOutcome => ({
  kind: 'failed',
  message: browserIsOffline() ? 'offline' : 'network',
});

export async function submitThroughOutbox(
  form: PublicForm,
  draftId: string,
  answers: Answers,
  hooks: { onRetry: () => void },
): Promise<SubmitOutcome> {
  const outbox = await pageOutbox();
  // Nowhere to keep anything (storage refused): send as before, the page keeps the answers.
  const formVersion = form.formVersion ?? null;
  if (!outbox) return submitResponse(form.id, draftId, answers, { ...hooks, formVersion });
  const queued = await outbox.get(draftId);
  const known = queued ? outcomeOf(queued) : null;
  if (queued && known) {
    // Told once: a refused entry leaves, so the respondent can correct and submit again.
    if (known.kind !== 'accepted') await outbox.forget(draftId);
    return known;
  }
  await outbox.queue({
    draftId,
    formId: form.id,
    answers,
    referrer: document.referrer.slice(0, 2000),
    answeredAgainst: answeredAgainst(form),
    queuedAt: Date.now(),
    attempts: 0,
    nextAttemptAt: 0,
    state: { kind: 'pending' },
  });
  // The first attempt's exact answer (field errors included) is what the form shows.
  let answer = null as SubmitOutcome | null;
  const entry = await outbox.send(draftId, async (sent) => {
    answer = await submitResponse(sent.formId, sent.draftId, sent.answers, {
      ...hooks,
      formVersion: sent.answeredAgainst.formVersion ?? null,
    });
    return answer;
  });
  const outcome = answer ?? (entry ? outcomeOf(entry) : null);
  // Unreached: the entry stays queued and the scheduler sends it by itself.
  if (!outcome || (outcome.kind === 'failed' && UNREACHED_MESSAGES.has(outcome.message))) {
    return outcome ?? unreached();
  }
  // Any other answer (refused, rate-limited, a server error) is the respondent's to act on, as
  // before the outbox: shown as it is, and the entry leaves.
  if (outcome.kind !== 'accepted') await outbox.forget(draftId);
  return outcome;
}
