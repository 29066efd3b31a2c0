/**
 * The billing API as the billing screens use it (server/src/modules/billing). Answers are parsed
 * with core/api/billing's schemas, so a screen never shows a plan or a date it misread. Query keys
 * follow the spec's rule: the first element is the URL the query GETs.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  billingStateSchema,
  checkoutResponseSchema,
  checkoutStatusResponseSchema,
  ledgerPageSchema,
  plansResponseSchema,
  portalResponseSchema,
  subscriptionChangeResponseSchema,
  type BillingState,
  type CheckoutRequest,
  type CheckoutResponse,
  type CheckoutStatusResponse,
  type LedgerPage,
  type PlansResponse,
  type SubscriptionChangeResponse,
} from '@core/api/billing';
import { apiRequest, getJson } from '@/lib/api-client';
import { SESSION_QUERY_KEY } from '@/lib/session-cache';

export const PLANS_URL = '/api/billing/plans';
export const BILLING_URL = '/api/billing';
export const LEDGER_PAGE_SIZE = 20;

async function getParsed<T>(url: string, parse: (data: unknown) => T, signal?: AbortSignal) {
  return parse(await getJson<unknown>(url, { on401: 'throw', signal }));
}

/** The plans and the credit pack, as the server defines them (public). */
export const plansQuery = queryOptions<PlansResponse>({
  queryKey: [PLANS_URL],
  queryFn: ({ signal }) => getParsed(PLANS_URL, (d) => plansResponseSchema.parse(d), signal),
  // Prices change with a deploy, not while someone reads the page.
  staleTime: 5 * 60 * 1000,
});

/**
 * The signed-in user's plan, subscription, credits and the ledger's first page. Read afresh each
 * time a billing screen opens: a webhook may have changed it since (renewal, failed payment).
 */
export const billingQuery = queryOptions<BillingState>({
  queryKey: [BILLING_URL],
  queryFn: ({ signal }) => getParsed(BILLING_URL, (d) => billingStateSchema.parse(d), signal),
  staleTime: 0,
});

/** GET /api/billing/ledger?before=&limit=: the ledger page after `before`, newest first. */
export async function fetchLedgerPage(before: number, signal?: AbortSignal): Promise<LedgerPage> {
  const params = new URLSearchParams({ before: String(before), limit: String(LEDGER_PAGE_SIZE) });
  return getParsed(
    `${BILLING_URL}/ledger?${params.toString()}`,
    (d) => ledgerPageSchema.parse(d),
    signal,
  );
}

export function checkoutStatusUrl(sessionId: string): string {
  return `${BILLING_URL}/checkout-status?${new URLSearchParams({ session_id: sessionId }).toString()}`;
}

/** What /subscription-success polls until the server has applied the payment. */
export function checkoutStatusQuery(sessionId: string) {
  const url = checkoutStatusUrl(sessionId);
  return queryOptions<CheckoutStatusResponse>({
    queryKey: [url],
    queryFn: ({ signal }) => getParsed(url, (d) => checkoutStatusResponseSchema.parse(d), signal),
    staleTime: 0,
  });
}

/** POST /api/billing/checkout: a Stripe Checkout session for Pro or a credit pack. */
export async function createCheckout(request: CheckoutRequest): Promise<CheckoutResponse> {
  const res = await apiRequest('POST', `${BILLING_URL}/checkout`, request);
  return checkoutResponseSchema.parse(await res.json());
}

/** PUT /api/billing/auto-renewal: Stripe's cancel_at_period_end, inverted. */
export async function updateAutoRenewal(autoRenewal: boolean): Promise<SubscriptionChangeResponse> {
  const res = await apiRequest('PUT', `${BILLING_URL}/auto-renewal`, { autoRenewal });
  return subscriptionChangeResponseSchema.parse(await res.json());
}

/** POST /api/billing/cancel: cancels at the end of the period; Pro stays until then. */
export async function cancelSubscription(): Promise<SubscriptionChangeResponse> {
  // State-changing calls always carry a JSON body (the server's same-origin rule expects one).
  const res = await apiRequest('POST', `${BILLING_URL}/cancel`, {});
  return subscriptionChangeResponseSchema.parse(await res.json());
}

/** POST /api/billing/portal: Stripe's customer portal (invoices, payment method). */
export async function openPortalSession(): Promise<string> {
  const res = await apiRequest('POST', `${BILLING_URL}/portal`, {});
  return portalResponseSchema.parse(await res.json()).url;
}

/** After a change of plan or credits: the billing state and the user (credits, plan) read again. */
export function refreshAccount(client: QueryClient): Promise<unknown> {
  return Promise.all([
    client.invalidateQueries({ queryKey: [BILLING_URL] }),
    client.invalidateQueries({ queryKey: SESSION_QUERY_KEY }),
  ]);
}
