import type { WebhookEndpoint } from '@core/api/webhooks';
import { formatDateTime } from '@/lib/format-date';

/**
 * Who added an endpoint and when: it lives with that person's access to the form (ADR 028), so
 * the owner can see whose it is before someone leaves.
 */
export function EndpointCreatorLine({ endpoint }: { endpoint: WebhookEndpoint }) {
  const when = <time dateTime={endpoint.createdAt}>{formatDateTime(endpoint.createdAt)}</time>;
  const creator = endpoint.createdBy;
  return (
    <p className="text-sm text-muted-foreground">
      {creator ? (
        <>
          Added by <span className="font-medium text-foreground">{creator.name}</span> (
          <span className="break-all">{creator.email}</span>) on {when}
        </>
      ) : (
        <>Added on {when}</>
      )}
    </p>
  );
}
