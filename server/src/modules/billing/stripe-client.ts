/**
 * The one place a Stripe client is made. STRIPE_API_BASE points the SDK at another origin (the
 * tests' local stand-in); the SDK takes it as host, port and protocol rather than a URL.
 */
import type Stripe from 'stripe';
import type { BillingConfig } from '../../config';

export type StripeSettings = NonNullable<BillingConfig['stripe']>;

/**
 * Stripe's SDK is loaded here, when billing is configured, and not by every start-up: it is one
 * of the largest packages in the server bundle (a chunk of its own, ADR 042).
 */
export async function createStripeClient(settings: StripeSettings): Promise<Stripe> {
  const base = settings.apiBase ? new URL(settings.apiBase) : null;
  const { default: StripeClient } = await import('stripe');
  return new StripeClient(settings.secretKey, {
    // Telemetry headers describe earlier requests' latency to Stripe; nothing here needs them.
    telemetry: false,
    // A request that fails on the network is retried with the same idempotency key, so a retry
    // never creates a second customer or session.
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === 'https:' ? 443 : 80),
          protocol: base.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}
