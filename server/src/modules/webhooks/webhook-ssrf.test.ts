/**
 * SSRF (issue 17): with private addresses not allowed (production's default), none of these
 * hostile URLs reaches the loopback receiver listening on the port they name. Each is refused
 * and recorded as a failed attempt, whether by the URL rules (checked again at delivery, here
 * on rows written straight to the database as if edited by hand) or by the agent that checks
 * every resolved address at connect time. A name that resolves to 127.0.0.1 goes through a
 * resolver of the test's own, not the internet; a "public" host (127.0.0.2, allowed by address
 * for this test alone) redirects to the receiver, and the redirect is not followed.
 */
import dns from 'node:dns';
import type { LookupFunction } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../db/database';
import { webhookEndpoints } from '../../db/schema';
import { openTestDatabase } from '../../test-support/test-app';
import { startWebhookReceiver, type WebhookReceiver } from '../../test-support/webhook-receiver';
import {
  attemptsOf,
  deliveriesOf,
  publishedForm,
  signUp,
  startWebhookTestApp,
  type WebhookTestApp,
} from './webhooks.test-support';

/** Names the test's resolver answers itself, as a hostile DNS server would. */
const RESOLVES_TO: Record<string, string> = {
  'rebind.attacker.test': '127.0.0.1',
  'internal.attacker.test': '10.0.0.5',
  'v6.attacker.test': '::1',
};

const lookup = ((
  hostname: string,
  options: dns.LookupOptions,
  callback: (...args: unknown[]) => void,
) => {
  const address = RESOLVES_TO[hostname.toLowerCase()];
  if (!address) return dns.lookup(hostname, options, callback as never);
  const family = address.includes(':') ? 6 : 4;
  if (options.all) callback(null, [{ address, family }]);
  else callback(null, address, family);
}) as LookupFunction;

let database: Database;
let drop: () => Promise<void>;
let t: WebhookTestApp;
let target: WebhookReceiver;
let publicHost: WebhookReceiver;
let closed = false;

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  target = await startWebhookReceiver();
  publicHost = await startWebhookReceiver({ host: '127.0.0.2', ipv6: false });
  publicHost.script([], { status: 302, location: `${target.url}/redirected` });
  t = await startWebhookTestApp(database, {
    env: { WEBHOOK_ALLOW_PRIVATE: 'false', WEBHOOK_ALLOW_HTTP: 'true' },
    worker: {
      allowAddresses: ['127.0.0.2'],
      lookup,
      // The production timeout: 35 attempts at once on a busy machine must not time out the one
      // host that answers (the refusals themselves are immediate).
      timeoutMs: 10_000,
      // One attempt each within the test: the retry is far away.
      backoff: { baseMs: 10 * 60_000, maxMs: 10 * 60_000 },
      batchSize: 50,
    },
  });
});
afterAll(async () => {
  if (!closed) await t?.close();
  await target?.close();
  await publicHost?.close();
  await database?.close();
  await drop?.();
});

it('refuses every hostile URL at delivery, records a failed attempt, and never reaches the receiver', async () => {
  const p = target.port;
  const hostile = [
    `http://127.0.0.1:${p}/`,
    `http://2130706433:${p}/`, // decimal
    `http://0177.0.0.1:${p}/`, // octal
    `http://0x7f.0.0.1:${p}/`, // hexadecimal
    `http://127.1:${p}/`, // short form
    `http://0:${p}/`,
    `http://0.0.0.0:${p}/`,
    `http://[::1]:${p}/`,
    `http://[0:0:0:0:0:0:0:1]:${p}/`,
    `http://[::ffff:127.0.0.1]:${p}/`, // IPv4-mapped
    `http://[::ffff:7f00:1]:${p}/`,
    `http://[64:ff9b::7f00:1]:${p}/`, // NAT64 of 127.0.0.1
    `http://[::]:${p}/`,
    'http://169.254.169.254/latest/meta-data/', // cloud metadata
    'http://[fd00:ec2::254]/latest/meta-data/', // AWS metadata over IPv6 (unique local)
    'http://metadata.google.internal/computeMetadata/v1/',
    `http://100.64.0.1:${p}/`, // CGNAT
    `http://10.0.0.1:${p}/`,
    `http://172.16.0.1:${p}/`,
    `http://192.168.1.1:${p}/`,
    `http://198.18.0.1:${p}/`, // benchmarking range
    `http://[fc00::1]:${p}/`, // unique local
    `http://[fe80::1]:${p}/`, // link-local
    `http://224.0.0.1:${p}/`, // multicast
    `http://255.255.255.255:${p}/`, // broadcast
    `http://localhost:${p}/`,
    `http://localhost.:${p}/`,
    `http://LOCALHOST:${p}/`,
    `http://api.localhost:${p}/`,
    `http://rebind.attacker.test:${p}/`, // a public-looking name resolving to 127.0.0.1
    `http://internal.attacker.test:${p}/`,
    `http://v6.attacker.test:${p}/`,
    `http://example.com@127.0.0.1:${p}/`, // userinfo trick
    `http://user:pass@127.0.0.1:${p}/`,
    `${publicHost.url}/hook`, // answers with a redirect to the receiver
  ];
  expect(hostile.length).toBeGreaterThanOrEqual(25);
  const owner = await signUp(t.app);
  const formId = await publishedForm(owner);
  const endpoints = await database.db
    .insert(webhookEndpoints)
    .values(
      hostile.map((url) => ({
        formId,
        url,
        secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
        events: ['form.unpublished'],
      })),
    )
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  expect((await owner.client.post(`/api/forms/${formId}/unpublish`)).statusCode).toBe(200);

  const outcomes = async () =>
    Promise.all(
      endpoints.map(async (e) => {
        const [delivery] = await deliveriesOf(database, e.id);
        const attempts = delivery ? await attemptsOf(database, delivery.id) : [];
        return { url: e.url, attempts, status: delivery?.status };
      }),
    );
  await expect
    .poll(async () => (await outcomes()).filter((o) => o.attempts.length === 0).map((o) => o.url), {
      timeout: 60_000,
    })
    .toEqual([]);

  for (const { url, attempts, status } of await outcomes()) {
    const [first] = attempts;
    expect(status, url).toBe('pending');
    if (url.startsWith(publicHost.url)) {
      // The "public" host answered; its redirect counts as a failure and is not followed.
      expect(first!.responseStatus, url).toBe(302);
    } else {
      // Refused by a rule, not by chance (nothing listening, no route to the host).
      expect(first!.responseStatus, url).toBeNull();
      expect(first!.error, url).toMatch(
        /^This address is not allowed|^The URL cannot contain a user name or password/,
      );
    }
  }
  expect(publicHost.received).toHaveLength(1);
  expect(target.received).toEqual([]);
});

it('reaches the same receiver once private addresses are allowed (the check above is what stops it)', async () => {
  // Only this test's worker runs: the other would refuse the delivery and put it off.
  await t.close();
  closed = true;
  const allowed = await startWebhookTestApp(database, { worker: { lookup } });
  try {
    const owner = await signUp(allowed.app);
    const formId = await publishedForm(owner);
    await database.db.insert(webhookEndpoints).values({
      formId,
      url: `http://rebind.attacker.test:${target.port}/allowed`,
      secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
      events: ['form.unpublished'],
    });
    await owner.client.post(`/api/forms/${formId}/unpublish`);
    await target.waitFor(1);
    expect(target.received).toHaveLength(1);
  } finally {
    await allowed.close();
  }
});
