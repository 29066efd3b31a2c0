/**
 * The page opened with this response already queued (answered and submitted offline, the tab
 * closed before the connection came back): where it stands instead of the questions. Waiting: it
 * says the answers are kept on this device and will be sent when the connection is back, with a
 * way to send now; sent: the thank-you title and that the answers were sent; refused: the owner's
 * answer (closed, unpublished) or, for a form changed meanwhile, a way back to the answers.
 */
import CheckCircle2 from 'lucide-react/icons/check-circle-2';
import CircleSlash from 'lucide-react/icons/circle-slash';
import Clock from 'lucide-react/icons/clock';
import Lock from 'lucide-react/icons/lock';
import { useEffect, useRef } from 'react';
import type { PublicForm } from '@core/api/public';
import { primaryButton, secondaryButton, useTranslator } from '@/renderer';
import { browserIsOffline } from '@/renderer/lib/submit-outcome';
import type { OutboxEntry } from '../offline/offline-db';
import { NoticeCard } from './unavailable-view';

export function QueuedSubmissionView({
  form,
  entry,
  embedded,
  onSendNow,
  onSettled,
  onReview,
}: {
  form: PublicForm;
  entry: OutboxEntry;
  embedded: boolean;
  onSendNow: () => void;
  /** The server has answered and the respondent sees it: the entry and the draft may go. */
  onSettled: (entry: OutboxEntry) => void;
  onReview: () => void;
}) {
  // The form runner keeps showing the entry after it has left the outbox; tell it once.
  const told = useRef(false);
  useEffect(() => {
    if (told.current || entry.state.kind === 'pending') return;
    // A changed form goes back to the answers (onReview) rather than being forgotten here.
    if (entry.state.kind === 'refused' && entry.state.reason === 'invalid') return;
    told.current = true;
    onSettled(entry);
  }, [entry, onSettled]);
  const { state } = entry;
  const { t, known } = useTranslator();

  if (state.kind === 'pending') {
    return (
      <NoticeCard icon={Clock} title={t('queuedTitle')} embedded={embedded}>
        <p role="status" className="mt-3 text-muted-foreground">
          {browserIsOffline() ? t('offlineWaiting') : t('offline')}
        </p>
        <button type="button" className={`${primaryButton} mt-6`} onClick={onSendNow}>
          {t('sendNow')}
        </button>
      </NoticeCard>
    );
  }
  if (state.kind === 'sent') {
    const title = known(form.thankYouScreen.title) || t('thankYouTitle');
    return (
      <NoticeCard icon={CheckCircle2} title={title} embedded={embedded}>
        <p role="status" className="mt-3 text-muted-foreground">
          {t('sent')}
        </p>
        <a href={window.location.pathname} className={`${secondaryButton} mt-6 inline-flex`}>
          {form.thankYouScreen.buttonText || t('submitAnother')}
        </a>
      </NoticeCard>
    );
  }
  if (state.reason === 'invalid') {
    // The server's own message in brackets, no word of ours: the renderer's catalogue has no key
    // for the brackets, and the public page cannot parse the app's ICU messages (ADR 043, 056).
    const reason = state.message ? ` (${known(state.message)})` : '';
    return (
      <NoticeCard icon={CircleSlash} title={t('queuedTitle')} embedded={embedded}>
        <p role="alert" className="mt-3 text-muted-foreground">
          {t('notSentChanged')}
          {reason}
        </p>
        <button type="button" className={`${primaryButton} mt-6`} onClick={onReview}>
          {t('reviewAnswers')}
        </button>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard icon={Lock} title={t('closedTitle')} embedded={embedded}>
      <p role="alert" className="mt-3 text-muted-foreground">
        {t('notSentClosed')}
      </p>
      {state.message ? (
        <p className="mt-3 whitespace-pre-line text-muted-foreground">{state.message}</p>
      ) : null}
    </NoticeCard>
  );
}
