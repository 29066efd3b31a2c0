/**
 * A server of its own for the billing journey (issue 15): the shared e2e server runs without Stripe
 * on purpose (billing-screens.spec.ts checks the "payments off" states on it), so this one is
 * started with Stripe settings pointing at the local stand-in, its own DATA_DIR and a low free
 * limit. Between the stand-in and the app sits a webhook relay that holds Stripe's events until the
 * test releases them: real Stripe delivers webhooks independently of the buyer's redirect, so the
 * browser can be back before the payment is known, and the journey has to see that state.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startStripeTestServer,
  type StripeTestServer,
} from '../../server/src/test-support/stripe-test-server';
import { type OwnAppServer, startOwnAppServer } from './own-app-server';

/** Price ids the app is configured with; "year" in the yearly one makes the stand-in bill yearly. */
export const PRICES = {
  proMonthly: 'price_e2e_pro_monthly',
  proYearly: 'price_e2e_pro_yearly',
  credits10: 'price_e2e_credits_10',
} as const;

const WEBHOOK_SECRET = 'whsec_e2e_billing_journey';

export interface HeldDelivery {
  type: string;
  payload: string;
  signature: string;
}

export interface WebhookRelay {
  url: string;
  /** Events the stand-in sent and the relay has not passed on yet. */
  held: HeldDelivery[];
  /** Passes every held event to the app, in order; answers each event's type and the app's status. */
  release(): Promise<{ type: string; status: number }[]>;
  close(): Promise<void>;
}

async function startWebhookRelay(target: () => string): Promise<WebhookRelay> {
  const held: HeldDelivery[] = [];
  const server = http.createServer((req, res) => {
    let payload = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (payload += chunk));
    req.on('end', () => {
      const { type } = JSON.parse(payload) as { type: string };
      held.push({ type, payload, signature: String(req.headers['stripe-signature'] ?? '') });
      // Stripe only needs a 2xx to count the delivery made; the app hears of it on release().
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhook`,
    held,
    async release() {
      const results: { type: string; status: number }[] = [];
      // The bytes and signature exactly as the stand-in signed them: the app verifies both.
      for (const event of held.splice(0)) {
        const res = await fetch(target(), {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
          body: event.payload,
        });
        results.push({ type: event.type, status: res.status });
      }
      return results;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}

export interface BillingServer {
  /** The app's origin. */
  url: string;
  stripe: StripeTestServer;
  relay: WebhookRelay;
  stop(): Promise<void>;
}

/** Starts the stand-in, the relay and the built app (as global-setup does), wired together. */
export async function startBillingServer(options: { freeLimit: number }): Promise<BillingServer> {
  const stripe = await startStripeTestServer({ webhookSecret: WEBHOOK_SECRET });
  let appUrl = '';
  const relay = await startWebhookRelay(() => `${appUrl}/api/billing/webhook`);
  stripe.webhook.url = relay.url;
  const closeStandIns = () => Promise.all([relay.close(), stripe.close()]);

  let app: OwnAppServer;
  try {
    app = await startOwnAppServer({
      name: 'billing',
      env: {
        FREE_PUBLISHED_FORM_LIMIT: String(options.freeLimit),
        STRIPE_SECRET_KEY: 'sk_test_e2e_billing_journey',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.url,
        STRIPE_PRICE_PRO_MONTHLY: PRICES.proMonthly,
        STRIPE_PRICE_PRO_YEARLY: PRICES.proYearly,
        STRIPE_PRICE_CREDITS_10: PRICES.credits10,
      },
    });
  } catch (err) {
    await closeStandIns();
    throw err;
  }
  appUrl = app.url;
  return {
    url: appUrl,
    stripe,
    relay,
    stop: async () => {
      await app.stop();
      await closeStandIns();
    },
  };
}
