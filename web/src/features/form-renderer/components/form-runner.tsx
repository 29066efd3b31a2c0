/**
 * A published form on the public page: the renderer's FormView, given the real network (uploads,
 * CAPTCHA challenges, the submission) and the page's extras (drafts, resume link, embedding).
 */
import { lazy, Suspense, useCallback, useEffect, useMemo } from 'react';
import type { PublicForm, UploadedFile } from '@core/api/public';
import { ChunkErrorBoundary } from '@/lib/chunk-error-boundary';
import { FormView, primaryButton, type RendererServices, useTranslator } from '@/renderer';
import type { NativeForm } from '@/renderer/components/form-view';
import { takeEarlyInput } from '../lib/early-input';
import { EMBED_SCROLL, postToHost } from '../lib/embed-messages';
import { clearLocalDraft } from '../lib/local-draft';
import { loadOffline, withOffline } from '../offline/load-offline';
import { preloadableLazy } from '@/renderer/lib/preloadable-lazy';
import { hydrated } from '@/renderer/components/hydration-slot';
import { useRespondentForm } from '../state/use-respondent-form';
import { UnavailableView } from './unavailable-view';
import { INTERACTIVE_MARK } from '../lib/interactive-mark';

export const CAPTCHA_CHALLENGE_URL = '/api/public/captcha/challenge';

/** /forms/{id} (or /anonymous-forms/{id}) from the payload's basePath, with or without the id. */
export function formPath(basePath: string, formId: string): string {
  const id = encodeURIComponent(formId);
  const base = (basePath || '/forms').replace(/\/+$/, '');
  return base.endsWith(`/${id}`) ? base : `${base}/${id}`;
}

const scrollHost = () => postToHost({ type: EMBED_SCROLL });

// In the offline chunk: shown only once the outbox (loaded from that chunk) has found an entry, so
// it renders at once, with no placeholder.
const { Component: QueuedSubmissionView } = preloadableLazy(() =>
  loadOffline().then((chunk) => chunk.QueuedSubmissionView),
);

// Shown once the first answer is saved on the server, so it need not weigh on the first paint.
const ResumeLink = lazy(() => import('./resume-link').then((m) => ({ default: m.ResumeLink })));

export function FormRunner({
  form,
  basePath,
  embedded = false,
  native,
}: {
  form: PublicForm;
  basePath: string;
  embedded?: boolean;
  /** The server-rendered page's native form, kept so hydration matches its markup. */
  native?: NativeForm;
}) {
  const { definition, session, draftId, resumeToken, outbox, waited } = useRespondentForm(form);
  const { t } = useTranslator();
  const services = useMemo<RendererServices>(
    () => ({
      draftId,
      captchaChallengeUrl: CAPTCHA_CHALLENGE_URL,
      // A question hydrated from the server's HTML: what was entered there before is kept.
      onInputMounted: takeEarlyInput,
      // Uploaded now, or kept on this device for the outbox while the network is gone.
      upload: (request): Promise<UploadedFile> =>
        loadOffline().then((chunk) => chunk.uploadOrKeep({ ...request, formId: form.id, draftId })),
    }),
    [form.id, draftId],
  );
  const { forget } = outbox;
  const settleQueued = useCallback(() => {
    clearLocalDraft(form.id);
    withOffline((chunk) => chunk.deleteDraftCopy(form.id));
    forget();
  }, [form.id, forget]);

  // The form is on screen and React's handlers are live: what bench/public-form (and any real-user
  // monitoring) calls usable.
  // Once every question of a hydrated page has had its turn (hydration-slot.tsx).
  useEffect(() => {
    void hydrated().then(() => performance.mark?.(INTERACTIVE_MARK));
  }, []);

  if (outbox.earlier) {
    return (
      <Suspense fallback={null}>
        <QueuedSubmissionView
          form={form}
          entry={outbox.earlier}
          embedded={embedded}
          onSendNow={outbox.sendNow}
          onSettled={settleQueued}
          onReview={outbox.review}
        />
      </Suspense>
    );
  }

  if (session.closed) {
    return (
      <UnavailableView
        reason="closed"
        message={session.closed.message}
        note={waited ? t('notSentClosed') : undefined}
        embedded={embedded}
      />
    );
  }

  const resumeUrl =
    resumeToken && session.stage === 'questions'
      ? new URL(
          `${formPath(basePath, form.id)}?resume=${encodeURIComponent(resumeToken)}`,
          window.location.origin,
        ).toString()
      : null;

  return (
    <FormView
      definition={definition}
      session={session}
      services={services}
      layout={embedded ? 'embedded' : 'page'}
      pageFooter={
        resumeUrl ? (
          <ChunkErrorBoundary buttonClassName={primaryButton}>
            <Suspense fallback={null}>
              <ResumeLink url={resumeUrl} />
            </Suspense>
          </ChunkErrorBoundary>
        ) : null
      }
      onPageChange={embedded ? scrollHost : undefined}
      doneNotice={waited ? t('sent') : undefined}
      native={native}
    />
  );
}
