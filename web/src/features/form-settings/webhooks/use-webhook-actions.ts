import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhooksResponse } from '@core/api/webhooks';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import {
  deleteWebhook,
  deliveriesQueryKey,
  redeliver,
  sendTestEvent,
  updateWebhook,
  webhooksQueryKey,
} from './webhooks-api';
import { webhooksMessages as m } from './messages';

function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: serverMessageOf(error) ?? t(m.pleaseTryAgain),
      variant: 'destructive',
    });
}

/**
 * What can be done to one endpoint from its card. Each refreshes the list (its switch and its
 * last delivery) and, for new deliveries, the endpoint's log, which then polls while they are
 * pending.
 */
export function useWebhookActions(formId: string, endpoint: WebhookEndpoint) {
  const queryClient = useQueryClient();
  const listKey = webhooksQueryKey(formId);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: listKey });
  const refreshLog = () =>
    Promise.all([
      refreshList(),
      queryClient.invalidateQueries({ queryKey: deliveriesQueryKey(formId, endpoint.id) }),
    ]);

  const setEnabled = useMutation({
    mutationFn: (enabled: boolean) => updateWebhook(formId, endpoint.id, { enabled }),
    // The switch moves at once and stays focusable; a refusal reads the list again, which puts
    // the real state back.
    onMutate: (enabled) => {
      queryClient.setQueryData<WebhooksResponse>(listKey, (old) =>
        old
          ? {
              ...old,
              endpoints: old.endpoints.map((item) =>
                item.id === endpoint.id ? { ...item, enabled } : item,
              ),
            }
          : old,
      );
    },
    onSuccess: (saved) => {
      toast({
        title: saved.enabled ? t(m.webhookEnabled) : t(m.webhookDisabled),
        description: saved.enabled ? t(m.enabledDescription) : t(m.disabledDescription),
        variant: 'success',
      });
      return refreshList();
    },
    onError: (error) => {
      failed(t(m.changeError))(error);
      return refreshList();
    },
  });

  const test = useMutation({
    mutationFn: () => sendTestEvent(formId, endpoint.id),
    onSuccess: () => {
      toast({
        title: t(m.testQueued),
        description: t(m.testQueuedDescription),
        variant: 'success',
      });
      return refreshLog();
    },
    onError: failed(t(m.testError)),
  });

  const resend = useMutation({
    mutationFn: (deliveryId: number) => redeliver(formId, endpoint.id, deliveryId),
    onSuccess: () => {
      toast({
        title: t(m.redeliveryQueued),
        description: t(m.redeliveryQueuedDescription),
        variant: 'success',
      });
      return refreshLog();
    },
    onError: failed(t(m.redeliverError)),
  });

  return { setEnabled, test, resend };
}

/** Deletes an endpoint; the section owns it, since the card is gone once it succeeds. */
export function useDeleteWebhook(formId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (endpointId: number) => deleteWebhook(formId, endpointId),
    onSuccess: (_, endpointId) => {
      toast({
        title: t(m.webhookDeleted),
        description: t(m.webhookDeletedDescription),
        variant: 'success',
      });
      queryClient.removeQueries({ queryKey: deliveriesQueryKey(formId, endpointId) });
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKey(formId) });
    },
    onError: failed(t(m.deleteError)),
  });
}
