/**
 * A webhook receiver on loopback for the webhooks journey: it checks every request's signature
 * with the `standardwebhooks` package, as a customer's server would, and keeps what it got.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';

export interface ReceivedEvent {
  /** The `webhook-id` header. */
  id: string;
  /** Whether the signature checked out with the secret the receiver was given. */
  verified: boolean;
  /** The parsed body when it verified. */
  body: { type: string; version: number; data: Record<string, unknown> } | null;
}

export interface WebhookReceiver {
  url: string;
  /** The endpoint's signing secret, set once the app has shown it. */
  secret: string | null;
  received: ReceivedEvent[];
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const receiver: WebhookReceiver = {
    url: '',
    secret: null,
    received: [],
    close: () => Promise.resolve(),
  };
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => {
      const headers = {
        'webhook-id': String(req.headers['webhook-id'] ?? ''),
        'webhook-timestamp': String(req.headers['webhook-timestamp'] ?? ''),
        'webhook-signature': String(req.headers['webhook-signature'] ?? ''),
      };
      let body: ReceivedEvent['body'];
      try {
        if (!receiver.secret) throw new Error('no secret yet');
        // Verifies the HMAC over id, timestamp and the raw bytes, and the timestamp's age.
        body = new Webhook(receiver.secret).verify(raw, headers) as ReceivedEvent['body'];
      } catch {
        body = null;
      }
      receiver.received.push({ id: headers['webhook-id'], verified: body !== null, body });
      if (body) res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      else res.writeHead(401, { 'content-type': 'text/plain' }).end('bad signature');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/formloom`;
  receiver.close = () =>
    new Promise<void>((resolve, reject) => {
      server.closeAllConnections();
      server.close((err) => (err ? reject(err) : resolve()));
    });
  return receiver;
}

/**
 * Adds an endpoint on the form's settings page (open in `page`) the way its owner or an editor
 * does, and answers the signing secret the app shows once, for the receiver to check with.
 */
export async function addWebhookInSettings(page: Page, url: string): Promise<string> {
  const section = page.getByRole('region', { name: 'Webhooks' });
  await section.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a webhook' });
  await dialog.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
  await dialog.getByRole('button', { name: 'Add webhook' }).click();
  const added = page.getByRole('dialog', { name: 'Webhook added' });
  const secret = await added.getByRole('textbox', { name: 'Signing secret' }).inputValue();
  await added.getByRole('button', { name: 'Done' }).click();
  return secret;
}
