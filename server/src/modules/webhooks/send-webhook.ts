/**
 * One HTTP attempt at a webhook: POST the signed body, at most `timeoutMs` in all (connecting,
 * waiting for the answer and reading it), no redirect followed, through an agent that checks
 * every address the host resolves to at connect time (request-filtering-agent), so DNS rebinding
 * between a check and the connection cannot reach the server's own network.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from 'request-filtering-agent';
import { WEBHOOK_RESPONSE_BODY_MAX } from '@core/api/webhooks';

export interface SendOptions {
  timeoutMs: number;
  /** WEBHOOK_ALLOW_PRIVATE: connect to loopback and private addresses too. */
  allowPrivate: boolean;
  /** Addresses (or CIDR ranges) allowed even when private ones are not (tests' "public" host). */
  allowAddresses?: string[];
  /** The name resolver (tests map names to addresses without the internet). */
  lookup?: LookupFunction;
}

export interface SendResult {
  /** The HTTP status, or null when no answer came. */
  status: number | null;
  /** The first 2 KB of the answer. */
  body: string | null;
  /** Why no answer (or no whole answer) came. */
  error: string | null;
  durationMs: number;
}

export interface WebhookSender {
  send(url: string, body: string, headers: Record<string, string>): Promise<SendResult>;
  close(): void;
}

export function createWebhookSender(options: SendOptions): WebhookSender {
  const filter = {
    allowPrivateIPAddress: options.allowPrivate,
    allowIPAddressList: options.allowAddresses ?? [],
    // One request per connection: a kept-alive socket would skip the next lookup's check.
    keepAlive: false,
  };
  const agents = {
    http: new RequestFilteringHttpAgent(filter),
    https: new RequestFilteringHttpsAgent(filter),
  };

  function send(url: string, body: string, headers: Record<string, string>): Promise<SendResult> {
    const started = performance.now();
    const target = new URL(url);
    const secure = target.protocol === 'https:';
    return new Promise<SendResult>((resolve) => {
      let status: number | null = null;
      const chunks: Buffer[] = [];
      let size = 0;
      let settled = false;
      const finish = (error: string | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        const text = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_BODY_MAX).toString('utf8');
        resolve({
          status,
          body: status === null ? null : text,
          error,
          durationMs: Math.round(performance.now() - started),
        });
        request.destroy();
      };
      const request = (secure ? https : http).request(
        target,
        {
          method: 'POST',
          agent: secure ? agents.https : agents.http,
          headers: {
            ...headers,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'user-agent': 'Formloom-Webhooks/1',
          },
          ...(options.lookup ? { lookup: options.lookup } : {}),
        },
        (response) => {
          status = response.statusCode ?? null;
          response.on('data', (chunk: Buffer) => {
            if (size < WEBHOOK_RESPONSE_BODY_MAX) chunks.push(chunk);
            size += chunk.length;
            // The log keeps 2 KB; the rest is not worth waiting for.
            if (size >= WEBHOOK_RESPONSE_BODY_MAX) finish(null);
          });
          response.on('end', () => finish(null));
          response.on('error', (err) => finish(err.message));
        },
      );
      // Total, not idle: a receiver trickling a byte now and then is cut all the same.
      const timer = setTimeout(
        () => finish(`No answer within ${options.timeoutMs / 1000} s`),
        options.timeoutMs,
      );
      request.on('error', (err) => finish(describeError(err)));
      request.end(body);
    });
  }

  return {
    send,
    close() {
      agents.http.destroy();
      agents.https.destroy();
    },
  };
}

/** The filter's refusal in the log's words; other network errors as Node words them. */
function describeError(err: Error): string {
  const refused = /^DNS lookup (\S+?)\(.*is not allowed\. Because,? (.*)$/.exec(err.message);
  if (!refused) return err.message;
  const why = /meta/i.test(refused[2]!)
    ? 'an unspecified address'
    : 'a private or reserved address';
  return `This address is not allowed: ${refused[1]} is ${why}`;
}
