import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WebhookEndpoint, WebhooksResponse } from '@core/api/webhooks';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import {
  deleteWebhook,
  deliveriesQueryKey,
  redeliver,
  sendTestEvent,
  updateWebhook,
  webhooksQueryKey,
} from './webhooks-api';

function failed(title: string) {
  return (error: unknown) =>
    toast({
      title,
      description: serverMessageOf(error) ?? 'Please try again.',
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
        title: saved.enabled ? 'Webhook enabled' : 'Webhook disabled',
        description: saved.enabled
          ? 'New events are sent to it again.'
          : 'No events are sent to it until you enable it.',
        variant: 'success',
      });
      return refreshList();
    },
    onError: (error) => {
      failed("Couldn't change the webhook")(error);
      return refreshList();
    },
  });

  const test = useMutation({
    mutationFn: () => sendTestEvent(formId, endpoint.id),
    onSuccess: () => {
      toast({
        title: 'Test event queued',
        description: 'Its delivery shows in the log.',
        variant: 'success',
      });
      return refreshLog();
    },
    onError: failed("Couldn't send the test event"),
  });

  const resend = useMutation({
    mutationFn: (deliveryId: number) => redeliver(formId, endpoint.id, deliveryId),
    onSuccess: () => {
      toast({
        title: 'Redelivery queued',
        description: 'The same event is sent again, with the same webhook-id.',
        variant: 'success',
      });
      return refreshLog();
    },
    onError: failed("Couldn't redeliver the event"),
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
        title: 'Webhook deleted',
        description: 'No more events are sent to it.',
        variant: 'success',
      });
      queryClient.removeQueries({ queryKey: deliveriesQueryKey(formId, endpointId) });
      return queryClient.invalidateQueries({ queryKey: webhooksQueryKey(formId) });
    },
    onError: failed("Couldn't delete the webhook"),
  });
}
