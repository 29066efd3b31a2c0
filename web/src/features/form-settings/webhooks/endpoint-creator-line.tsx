import type { WebhookEndpoint } from '@core/api/webhooks';
import { tRich } from '@/lib/app-messages/app-messages';
import { formatDateTime } from '@/lib/format-date';
import { webhooksMessages as m } from './messages';

/**
 * Who added an endpoint and when: it lives with that person's access to the form (ADR 028), so
 * the owner can see whose it is before someone leaves.
 */
export function EndpointCreatorLine({ endpoint }: { endpoint: WebhookEndpoint }) {
  const when = <time dateTime={endpoint.createdAt}>{formatDateTime(endpoint.createdAt)}</time>;
  const creator = endpoint.createdBy;
  return (
    <p className="text-sm text-muted-foreground">
      {creator
        ? tRich(m.addedBy, {
            name: (chunks) => <span className="font-medium text-foreground">{chunks}</span>,
            email: (chunks) => <span className="break-all">{chunks}</span>,
            creatorName: creator.name,
            creatorEmail: creator.email,
            when,
          })
        : tRich(m.addedOn, { when })}
    </p>
  );
}
