import { ChevronDown, ChevronRight, RotateCw } from 'lucide-react';
import { useId, useState } from 'react';
import {
  WEBHOOK_RESPONSE_BODY_MAX,
  type WebhookAttempt,
  type WebhookDelivery,
  type WebhookDeliveryStatus,
} from '@core/api/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formatDateTime } from '@/lib/format-date';
import { STATUS_LABELS } from './event-labels';
import { webhooksMessages as m } from './messages';

/** A delivery log's time, to the second: a relative time, or minutes, are too coarse for it. */
const formatLogTime = (iso: string) => formatDateTime(iso, { seconds: true });

const STATUS_VARIANT: Record<WebhookDeliveryStatus, 'success' | 'destructive' | 'secondary'> = {
  delivered: 'success',
  failed: 'destructive',
  pending: 'secondary',
};

export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  return <Badge variant={STATUS_VARIANT[status]}>{t(STATUS_LABELS[status])}</Badge>;
}

/**
 * One delivery in the log: its event, status and attempt count; expanded, every attempt with its
 * time, duration, response code and the start of the answer. "Redeliver" queues it again.
 */
export function DeliveryRow({
  delivery,
  onRedeliver,
  redelivering,
}: {
  delivery: WebhookDelivery;
  onRedeliver: () => void;
  redelivering: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Chevron = open ? ChevronDown : ChevronRight;
  return (
    <li
      className="grid gap-3 py-3"
      aria-label={t(m.deliveryLabel, { event: delivery.eventType, status: delivery.status })}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <Button
          variant="ghost"
          size="sm"
          className="-ml-2 min-w-0"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((was) => !was)}
        >
          <Chevron aria-hidden="true" />
          <span className="truncate font-mono">{delivery.eventType}</span>
          <span className="sr-only">{t(m.showAttempts)}</span>
        </Button>
        <DeliveryStatusBadge status={delivery.status} />
        <span className="text-xs text-muted-foreground">
          {tRich(m.attemptsAt, {
            count: delivery.attemptCount,
            time: <time dateTime={delivery.createdAt}>{formatLogTime(delivery.createdAt)}</time>,
          })}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="ml-auto"
          onClick={onRedeliver}
          disabled={redelivering}
          aria-busy={redelivering || undefined}
          aria-label={t(m.redeliverLabel, {
            event: delivery.eventType,
            time: formatLogTime(delivery.createdAt),
          })}
        >
          <RotateCw aria-hidden="true" />
          {t(m.redeliver)}
        </Button>
      </div>
      {open ? (
        <div id={panelId} className="grid gap-3 rounded-lg border border-border bg-subtle p-3">
          <p className="text-xs break-all text-muted-foreground">
            {delivery.status === 'pending' && delivery.nextAttemptAt
              ? tRich(m.webhookIdNextTry, {
                  messageId: delivery.messageId,
                  id: (chunks) => <span className="font-mono text-foreground">{chunks}</span>,
                  time: (
                    <time dateTime={delivery.nextAttemptAt}>
                      {formatLogTime(delivery.nextAttemptAt)}
                    </time>
                  ),
                })
              : tRich(m.webhookId, {
                  messageId: delivery.messageId,
                  id: (chunks) => <span className="font-mono text-foreground">{chunks}</span>,
                })}
          </p>
          {delivery.attempts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t(m.notTried)}</p>
          ) : (
            <ol className="grid gap-3" aria-label={t(m.attempts)}>
              {delivery.attempts.map((attempt) => (
                <AttemptItem key={attempt.attempt} attempt={attempt} />
              ))}
            </ol>
          )}
        </div>
      ) : null}
    </li>
  );
}

function AttemptItem({ attempt }: { attempt: WebhookAttempt }) {
  const ok = attempt.responseStatus !== null && attempt.responseStatus < 300;
  const body = attempt.responseBody?.slice(0, WEBHOOK_RESPONSE_BODY_MAX);
  return (
    <li className="grid gap-1.5 text-sm">
      <p className="flex flex-wrap gap-x-3 gap-y-1">
        <span className="font-medium">{t(m.attempt, { attempt: attempt.attempt })}</span>
        <time dateTime={attempt.startedAt}>{formatLogTime(attempt.startedAt)}</time>
        <span>{t(m.duration, { ms: String(attempt.durationMs) })}</span>
        <span className={ok ? 'text-success' : 'text-destructive'}>
          {attempt.responseStatus === null
            ? t(m.noResponse)
            : t(m.httpStatus, { status: String(attempt.responseStatus) })}
        </span>
      </p>
      {attempt.error ? <p className="text-destructive">{attempt.error}</p> : null}
      {body ? (
        <pre
          className="max-h-48 overflow-auto rounded-md border border-border bg-background p-2 font-mono text-xs whitespace-pre-wrap break-all"
          // A scrollable region must be reachable by keyboard (axe scrollable-region-focusable).
          tabIndex={0}
          aria-label={t(m.responseBodyOf, { attempt: attempt.attempt })}
        >
          {body}
        </pre>
      ) : null}
    </li>
  );
}
