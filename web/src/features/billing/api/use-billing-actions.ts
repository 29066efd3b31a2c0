import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BillingState, SubscriptionChangeResponse } from '@core/api/billing';
import { toast } from '@/components/ui/use-toast';
import { formatDateUtc } from '@/lib/format-date';
import {
  billingQuery,
  cancelSubscription,
  openPortalSession,
  refreshAccount,
  updateAutoRenewal,
} from './billing-api';
import { billingErrorMessage } from './billing-errors';
import { leaveFor } from './leave-site';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/** The cached billing state with the subscription as the server answered it after a change. */
function applyChange(
  client: ReturnType<typeof useQueryClient>,
  change: SubscriptionChangeResponse,
) {
  client.setQueryData<BillingState>(billingQuery.queryKey, (state) =>
    state ? { ...state, subscription: change.subscription } : state,
  );
  void refreshAccount(client);
}

/** The auto-renewal switch: Stripe's cancel_at_period_end, inverted. */
export function useAutoRenewal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAutoRenewal,
    onSuccess: (change) => {
      applyChange(queryClient, change);
      const end = change.subscription.currentPeriodEnd;
      const date = end ? formatDateUtc(end) : null;
      toast(
        change.subscription.autoRenewal
          ? {
              title: t(m.autoRenewalOnTitle),
              description: date ? t(m.proRenewsOn, { date }) : t(m.proRenewsAutomatically),
              variant: 'success',
            }
          : {
              title: t(m.autoRenewalOffTitle),
              description: date ? t(m.proStaysUntilDate, { date }) : t(m.proStaysUntilEnd),
            },
      );
    },
    onError: (error) =>
      toast({
        title: t(m.autoRenewalError),
        description: billingErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

/** Cancel at the end of the period (the confirmation page shows the outcome itself). */
export function useCancelSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSubscription,
    onSuccess: (change) => applyChange(queryClient, change),
  });
}

/** Stripe's customer portal for invoices and the payment method. */
export function useOpenPortal() {
  return useMutation({
    mutationFn: openPortalSession,
    onSuccess: (url) => leaveFor(url),
    onError: (error) =>
      toast({
        title: t(m.portalError),
        description: billingErrorMessage(error),
        variant: 'destructive',
      }),
  });
}
