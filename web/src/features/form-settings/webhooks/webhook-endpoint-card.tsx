import { ChevronDown, ChevronRight, KeyRound, Send, Trash2, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import type { WebhookEndpoint } from '@core/api/webhooks';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date';
import { DeliveryLog } from './delivery-log';
import { DeliveryStatusBadge } from './delivery-row';
import { EndpointCreatorLine } from './endpoint-creator-line';
import { webhooksMessages as m } from './messages';
import { SecretDialog } from './secret-dialog';
import { useWebhookActions } from './use-webhook-actions';

/**
 * One endpoint: its URL, events, who added it, on/off switch and last delivery at a glance; a
 * test event, its signing secret, deletion, and its delivery log below. One turned off because its
 * creator lost access cannot be turned on again (ADR 028): its switch is disabled and says why.
 */
export function WebhookEndpointCard({
  formId,
  endpoint,
  onDelete,
}: {
  formId: string;
  endpoint: WebhookEndpoint;
  /** Asks to delete it; the button is where focus returns if the deletion is cancelled. */
  onDelete: (opener: HTMLElement) => void;
}) {
  const id = useId();
  const actions = useWebhookActions(formId, endpoint);
  const [logOpen, setLogOpen] = useState(false);
  const [secretOpen, setSecretOpen] = useState(false);
  const last = endpoint.lastDelivery;
  const creatorLostAccess = endpoint.disabledCause === 'creator_lost_access';
  const Chevron = logOpen ? ChevronDown : ChevronRight;

  return (
    <li>
      <Card className="grid gap-4 p-4 sm:p-5">
        <article aria-labelledby={`${id}-url`} className="grid gap-4">
          <div className="flex flex-wrap items-start justify-between gap-3">
            <div className="grid min-w-0 gap-2">
              <h3 id={`${id}-url`} className="font-mono text-sm font-medium break-all">
                {endpoint.url}
              </h3>
              <ul className="flex flex-wrap gap-1.5" aria-label={t(m.events)}>
                {endpoint.events.map((event) => (
                  <li key={event}>
                    <Badge variant="outline" className="font-mono">
                      {event}
                    </Badge>
                  </li>
                ))}
              </ul>
              <EndpointCreatorLine endpoint={endpoint} />
            </div>
            <div className="flex items-center gap-2">
              <Switch
                id={`${id}-enabled`}
                checked={endpoint.enabled}
                disabled={creatorLostAccess}
                aria-describedby={creatorLostAccess ? `${id}-reason` : undefined}
                onCheckedChange={(enabled) => actions.setEnabled.mutate(enabled)}
              />
              <Label htmlFor={`${id}-enabled`}>{t(m.enabled)}</Label>
            </div>
          </div>

          {creatorLostAccess ? (
            <p id={`${id}-reason`} className="flex items-start gap-2 text-sm text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t(m.creatorLostAccess, { reason: endpoint.disabledReason ?? '' })}</span>
            </p>
          ) : endpoint.disabledReason ? (
            <p className="flex items-start gap-2 text-sm text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>{t(m.disabledByFormloom, { reason: endpoint.disabledReason })}</span>
            </p>
          ) : endpoint.failingSince ? (
            <p className="flex items-start gap-2 text-sm text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <span>
                {tRich(m.failingSince, {
                  time: (
                    <time dateTime={endpoint.failingSince}>
                      {formatDateTime(endpoint.failingSince)}
                    </time>
                  ),
                })}
              </span>
            </p>
          ) : null}

          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            {last ? (
              <>
                {t(m.lastDelivery)} <DeliveryStatusBadge status={last.status} />
                <span className="font-mono">{last.eventType}</span>
                <time dateTime={last.createdAt}>{formatRelativeTime(last.createdAt)}</time>
              </>
            ) : (
              t(m.noDeliveries)
            )}
          </p>

          <div className="flex flex-wrap gap-2">
            <Button
              variant="outline"
              size="sm"
              onClick={() => actions.test.mutate()}
              disabled={actions.test.isPending}
              aria-busy={actions.test.isPending || undefined}
            >
              <Send aria-hidden="true" />
              {actions.test.isPending ? t(m.sending) : t(m.sendTestEvent)}
            </Button>
            <Button
              variant="outline"
              size="sm"
              aria-expanded={logOpen}
              aria-controls={logOpen ? `${id}-log` : undefined}
              onClick={() => setLogOpen((was) => !was)}
            >
              <Chevron aria-hidden="true" />
              {t(m.deliveryLog)}
            </Button>
            <Button variant="outline" size="sm" onClick={() => setSecretOpen(true)}>
              <KeyRound aria-hidden="true" />
              {t(m.signingSecret)}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="text-destructive"
              onClick={(event) => onDelete(event.currentTarget)}
            >
              <Trash2 aria-hidden="true" />
              {t(m.delete)}
            </Button>
          </div>

          {logOpen ? (
            <section id={`${id}-log`} aria-label={t(m.deliveryLog)} className="grid gap-2">
              <DeliveryLog formId={formId} endpoint={endpoint} actions={actions} />
            </section>
          ) : null}
        </article>
      </Card>
      <SecretDialog
        formId={formId}
        endpointId={endpoint.id}
        url={endpoint.url}
        open={secretOpen}
        onOpenChange={setSecretOpen}
      />
    </li>
  );
}
