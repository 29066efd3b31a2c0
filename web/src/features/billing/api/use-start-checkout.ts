import { useMutation } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { createCheckout } from './billing-api';
import { checkoutChoiceId, checkoutRequestOf, type CheckoutChoice } from './checkout-choice';

/** What /checkout hands /checkout-redirect in the history entry (never in the address). */
export interface CheckoutRedirectState {
  checkoutUrl: string;
}

export function checkoutUrlFromHistory(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const url = (state as Partial<CheckoutRedirectState>).checkoutUrl;
  return typeof url === 'string' ? url : null;
}

/**
 * Creates the Stripe Checkout session, then goes through /checkout-redirect to Stripe's page. The
 * URL travels in the history state: a `?url=` parameter would make /checkout-redirect an open
 * redirect anyone could link to. `replace` when already on /checkout-redirect.
 */
export function useStartCheckout({ replace = false }: { replace?: boolean } = {}) {
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: (choice: CheckoutChoice) => createCheckout(checkoutRequestOf(choice)),
    onSuccess: (session, choice) => {
      const state: CheckoutRedirectState = { checkoutUrl: session.url };
      navigate(`/checkout-redirect?plan=${checkoutChoiceId(choice)}`, { state, replace });
    },
  });
}
