import { useInfiniteQuery } from '@tanstack/react-query';
import type { WebhookEndpoint } from '@core/api/webhooks';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { DeliveryRow } from './delivery-row';
import { webhooksMessages as m } from './messages';
import type { useWebhookActions } from './use-webhook-actions';
import { deliveriesQueryKey, fetchDeliveries } from './webhooks-api';

/** How often the log is read again while a delivery is pending (the worker retries on its own). */
export const DELIVERY_POLL_MS = 2000;

/** One endpoint's deliveries, newest first, polled while any of them is still pending. */
export function DeliveryLog({
  formId,
  endpoint,
  actions,
}: {
  formId: string;
  endpoint: WebhookEndpoint;
  actions: ReturnType<typeof useWebhookActions>;
}) {
  const query = useInfiniteQuery({
    queryKey: deliveriesQueryKey(formId, endpoint.id),
    queryFn: ({ pageParam, signal }) => fetchDeliveries(formId, endpoint.id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    refetchInterval: (q) =>
      q.state.data?.pages.some((page) => page.deliveries.some((d) => d.status === 'pending'))
        ? DELIVERY_POLL_MS
        : false,
  });
  const deliveries = query.data?.pages.flatMap((page) => page.deliveries) ?? [];
  const pending = deliveries.some((delivery) => delivery.status === 'pending');

  if (query.isPending) return <Spinner label={t(m.deliveriesLoading)} size="sm" />;
  if (query.isError)
    return (
      <ErrorState
        headingLevel="h3"
        title={t(m.deliveriesLoadError)}
        description={t(m.checkConnection)}
        onRetry={() => void query.refetch()}
        retrying={query.isRefetching}
      />
    );
  if (deliveries.length === 0)
    return <p className="text-sm text-muted-foreground">{t(m.noDeliveriesYet)}</p>;

  return (
    <div className="grid gap-2">
      <p className="text-xs text-muted-foreground" role="status">
        {pending ? t(m.somePending) : ''}
      </p>
      <ul className="divide-y divide-border" aria-label={t(m.deliveriesTo, { url: endpoint.url })}>
        {deliveries.map((delivery) => (
          <DeliveryRow
            key={delivery.id}
            delivery={delivery}
            onRedeliver={() => actions.resend.mutate(delivery.id)}
            redelivering={actions.resend.isPending && actions.resend.variables === delivery.id}
          />
        ))}
      </ul>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? t(m.loadingMore) : t(m.loadOlder)}
        </Button>
      ) : null}
    </div>
  );
}
