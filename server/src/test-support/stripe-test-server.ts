/**
 * A local stand-in for Stripe's API (issue 15), on loopback, for the endpoints Formloom calls:
 * customers, Checkout Sessions (create, retrieve), subscriptions (retrieve, update) and customer
 * portal sessions. It answers in Stripe's shapes, keeps the objects it made, honours
 * Idempotency-Key like Stripe (same key, same answer), and records every request with its decoded
 * form body, so tests assert what was sent. Point the server at it with STRIPE_API_BASE.
 *
 * It also plays Stripe's hosted pages for browser journeys: GET /pay/{session} "pays" the session
 * (a subscription, or a paid pack), delivers the signed events Stripe would send to `webhookUrl`,
 * then redirects to the session's success_url, as Checkout does.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export interface RecordedRequest {
  method: string;
  path: string;
  /** The form-encoded body, decoded (`line_items[0][price]` becomes `{ line_items: [{ price }] }`). */
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface StripeTestServer {
  /** The origin to put in STRIPE_API_BASE. */
  url: string;
  requests: RecordedRequest[];
  /** Requests to one method and path prefix, e.g. ('POST', '/v1/checkout/sessions'). */
  requestsTo(method: string, pathPrefix: string): RecordedRequest[];
  sessions: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  /** Answer the next `count` API requests with this HTTP status (Stripe's api_error shape). */
  failNext(status: number, count?: number): void;
  /** Where /pay delivers events, and the secret they are signed with. */
  webhook: { url: string | null; secret: string };
  /** Marks a session paid as Checkout would and answers the events Stripe would send. */
  completeSession(sessionId: string, now?: Date): Stripe.Event[];
  close(): Promise<void>;
}

/** Decodes Stripe's form encoding (qs-style brackets) into nested objects and arrays. */
export function decodeStripeForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const keys = rawKey.split(/\[|\]\[|\]/).filter((k) => k !== '');
    let node: Record<string, unknown> | unknown[] = root;
    keys.forEach((key, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]!);
      const slot = node as Record<string, unknown>;
      if (last) slot[key] = value;
      else {
        slot[key] ??= nextIsIndex ? [] : {};
        node = slot[key] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const DAY = 24 * 60 * 60;

export async function startStripeTestServer(
  options: { webhookUrl?: string; webhookSecret?: string } = {},
): Promise<StripeTestServer> {
  const requests: RecordedRequest[] = [];
  const sessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures: { status: number; left: number } | null = null;
  let origin = '';
  const webhook = {
    url: options.webhookUrl ?? null,
    secret: options.webhookSecret ?? 'whsec_test',
  };
  const newId = (prefix: string) => `${prefix}_test_${crypto.randomBytes(8).toString('hex')}`;

  function event(type: string, object: unknown, created: number): Stripe.Event {
    return {
      id: newId('evt'),
      object: 'event',
      type,
      created,
      api_version: Stripe.API_VERSION,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object },
    } as unknown as Stripe.Event;
  }

  function completeSession(sessionId: string, now = new Date()): Stripe.Event[] {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No session ${sessionId}`);
    const created = Math.floor(now.getTime() / 1000);
    const events: Stripe.Event[] = [];
    session.status = 'complete';
    session.payment_status = 'paid';
    if (session.mode === 'subscription') {
      const lineItems = (session.line_items ?? []) as { price: string }[];
      const price = lineItems[0]?.price ?? 'price_unknown';
      const yearly = /year/i.test(price);
      const subscription: StripeObject = {
        id: newId('sub'),
        object: 'subscription',
        customer: session.customer,
        status: 'active',
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created,
        metadata: (session.subscription_data as { metadata?: unknown } | undefined)?.metadata ?? {},
        items: {
          object: 'list',
          data: [
            {
              id: newId('si'),
              object: 'subscription_item',
              price: { id: price, object: 'price' },
              current_period_start: created,
              current_period_end: created + (yearly ? 365 : 30) * DAY,
            },
          ],
        },
      };
      subscriptions.set(subscription.id, subscription);
      session.subscription = subscription.id;
      events.push(event('customer.subscription.created', subscription, created));
    }
    events.push(event('checkout.session.completed', session, created));
    return events;
  }

  async function deliver(events: Stripe.Event[]): Promise<void> {
    if (!webhook.url) return;
    for (const e of events) {
      const payload = JSON.stringify(e);
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: webhook.secret,
      });
      const res = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      if (!res.ok) throw new Error(`Webhook ${e.type} answered ${res.status}`);
    }
  }

  function route(method: string, path: string, body: Record<string, unknown>) {
    const notFound = {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `No such object: ${path}` } },
    };
    if (method === 'POST' && path === '/v1/customers') {
      const customer: StripeObject = { id: newId('cus'), object: 'customer', ...body };
      customers.set(customer.id, customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const id = newId('cs');
      const session: StripeObject = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        subscription: null,
        customer: null,
        client_reference_id: null,
        metadata: {},
        ...body,
        url: `${origin}/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === 'GET' && sessionMatch) {
      const session = sessions.get(sessionMatch[1]!);
      return session ? { status: 200, body: session } : notFound;
    }
    const subMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (subMatch) {
      const sub = subscriptions.get(subMatch[1]!);
      if (!sub) return notFound;
      if (method === 'POST' && 'cancel_at_period_end' in body) {
        sub.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      return { status: 200, body: sub };
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const id = newId('bps');
      return {
        status: 200,
        body: { id, object: 'billing_portal.session', ...body, url: `${origin}/portal/${id}` },
      };
    }
    return notFound;
  }

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', origin);
      const payMatch = /^\/pay\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && payMatch) {
        const session = sessions.get(payMatch[1]!);
        if (!session) return void res.writeHead(404).end('No such checkout');
        deliver(completeSession(session.id)).then(
          () => {
            const success = String(session.success_url).replace(
              '{CHECKOUT_SESSION_ID}',
              session.id,
            );
            res.writeHead(303, { location: success }).end();
          },
          (err: unknown) => res.writeHead(502).end(String(err)),
        );
        return;
      }
      if (req.method === 'GET' && url.pathname.startsWith('/portal/')) {
        res.writeHead(200, { 'content-type': 'text/html' });
        return void res.end('<!doctype html><title>Billing portal</title><h1>Billing portal</h1>');
      }
      const body = req.method === 'GET' ? {} : decodeStripeForm(text);
      requests.push({ method: req.method ?? '', path: url.pathname, body, headers: req.headers });
      const key = req.headers['idempotency-key'];
      let answer: { status: number; body: unknown };
      if (failures && failures.left > 0) {
        failures.left -= 1;
        answer = {
          status: failures.status,
          body: { error: { type: 'api_error', message: 'The stand-in was told to fail' } },
        };
      } else if (typeof key === 'string' && req.method === 'POST' && idempotent.has(key)) {
        answer = idempotent.get(key)!;
      } else {
        answer = route(req.method ?? '', url.pathname, body);
        if (typeof key === 'string' && req.method === 'POST') idempotent.set(key, answer);
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json',
        'request-id': newId('req'),
      });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    requests,
    requestsTo: (method, prefix) =>
      requests.filter((r) => r.method === method && r.path.startsWith(prefix)),
    sessions,
    subscriptions,
    customers,
    failNext(status, count = 1) {
      failures = { status, left: count };
    },
    webhook,
    completeSession,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
