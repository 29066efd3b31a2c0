import { useQuery } from '@tanstack/react-query';
import { Plus, Webhook } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import type { WebhookEndpoint } from '@core/api/webhooks';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { serverMessageOf } from '@/lib/api-errors';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { AddWebhookDialog } from './add-webhook-dialog';
import { DELIVERY_POLL_MS } from './delivery-log';
import { webhooksMessages as m } from './messages';
import { SignatureHelp } from './signature-help';
import { WebhookEndpointCard } from './webhook-endpoint-card';
import { useDeleteWebhook } from './use-webhook-actions';
import { parseWebhooks, webhooksQueryKey } from './webhooks-api';

/**
 * The form's webhooks (issue 17): the endpoints with their switches and last delivery, adding one,
 * and how receivers verify the signature. Owners and editors reach it (viewers never reach the
 * settings page).
 */
export function WebhooksSection({ formId }: { formId: string }) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Only one "Add endpoint" shows at a time (in the empty state, else in the header).
  const addRef = useRef<HTMLButtonElement>(null);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const remove = useDeleteWebhook(formId);
  // The confirmation has no trigger of its own (it outlives the card it deletes): once it closes,
  // focus goes back to the Delete button, or to the heading when that card is gone.
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (deleting !== null || !opener.current) return;
    const back = opener.current.isConnected ? opener.current : headingRef.current;
    opener.current = null;
    back?.focus();
  }, [deleting]);
  const query = useQuery({
    queryKey: webhooksQueryKey(formId),
    select: parseWebhooks,
    // The last delivery's status changes on its own while the worker is at it.
    refetchInterval: (q) => {
      const data = q.state.data;
      if (!data) return false;
      const { endpoints } = parseWebhooks(data);
      return endpoints.some((e) => e.lastDelivery?.status === 'pending') ? DELIVERY_POLL_MS : false;
    },
  });
  const endpoints = query.data?.endpoints;
  const addButton = (
    <Button ref={addRef} onClick={() => setAdding(true)}>
      <Plus aria-hidden="true" />
      {t(m.addEndpoint)}
    </Button>
  );

  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="flex flex-col gap-5" id="webhooks">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div>
            <h2
              id={headingId}
              ref={headingRef}
              tabIndex={-1}
              className="text-lg font-semibold tracking-tight"
            >
              {t(m.title)}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t(m.description)}</p>
          </div>
          {endpoints && endpoints.length > 0 ? addButton : null}
        </div>

        {query.isError ? (
          <ErrorState
            headingLevel="h3"
            title={t(m.loadError)}
            description={serverMessageOf(query.error) ?? t(m.checkConnection)}
            onRetry={() => void query.refetch()}
            retrying={query.isRefetching}
          />
        ) : !endpoints ? (
          <div aria-busy="true" className="grid gap-3">
            <Spinner label={t(m.loading)} className="sr-only" />
            <Skeleton className="h-28 w-full rounded-xl" />
          </div>
        ) : endpoints.length === 0 ? (
          <EmptyState
            icon={Webhook}
            headingLevel="h3"
            title={t(m.emptyTitle)}
            description={t(m.emptyDescription)}
            action={addButton}
          />
        ) : (
          <ul className="grid gap-4" aria-label={t(m.endpoints)}>
            {endpoints.map((endpoint) => (
              <WebhookEndpointCard
                key={endpoint.id}
                formId={formId}
                endpoint={endpoint}
                onDelete={(button) => {
                  opener.current = button;
                  setDeleting(endpoint);
                }}
              />
            ))}
          </ul>
        )}

        <SignatureHelp />
      </section>
      <AddWebhookDialog
        formId={formId}
        urlRules={query.data?.urlRules}
        open={adding}
        onOpenChange={setAdding}
        // The empty state's button is gone once the first endpoint is added: the heading then.
        returnFocus={() => (addRef.current?.isConnected ? addRef : headingRef).current?.focus()}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t(m.deleteConfirm)}
        description={
          <>
            {tRich(m.deleteDescription, {
              address: deleting?.url ?? '',
              url: (chunks) => <span className="break-all">{chunks}</span>,
            })}
          </>
        }
        confirmLabel={t(m.deleteWebhook)}
        pendingLabel={t(m.deleting)}
        pending={remove.isPending}
        destructive
        onConfirm={() => {
          if (deleting) remove.mutate(deleting.id, { onSuccess: () => setDeleting(null) });
        }}
      />
    </Card>
  );
}
