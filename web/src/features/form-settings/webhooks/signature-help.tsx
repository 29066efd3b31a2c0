import { ExternalLink } from 'lucide-react';

const SAMPLE = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.FORMLOOM_WEBHOOK_SECRET);
// The raw body as received, and the request's headers:
const event = wh.verify(rawBody, headers); // throws if the signature is wrong`;

/** How a receiver checks that a request comes from Formloom (Standard Webhooks). */
export function SignatureHelp() {
  return (
    <details className="group rounded-lg border border-border bg-subtle p-4 text-sm">
      <summary className="cursor-pointer font-medium">How to verify the signature</summary>
      <div className="mt-3 grid gap-3 text-muted-foreground">
        <p>
          Every request follows the{' '}
          <a
            href="https://www.standardwebhooks.com/"
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          >
            Standard Webhooks
            <ExternalLink className="size-3.5" aria-hidden="true" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>{' '}
          specification. It carries three headers: <code className="font-mono">webhook-id</code>{' '}
          (the same on every retry, so you can skip an event you already handled),{' '}
          <code className="font-mono">webhook-timestamp</code> and{' '}
          <code className="font-mono">webhook-signature</code>, an HMAC-SHA256 of the id, the
          timestamp and the raw body, made with the endpoint’s signing secret.
        </p>
        <p>
          Check it with any Standard Webhooks library before trusting the body, and refuse
          timestamps older than five minutes. In Node.js:
        </p>
        <pre
          className="overflow-x-auto rounded-md border border-border bg-background p-3 font-mono text-xs text-foreground"
          tabIndex={0}
          aria-label="Example: verifying in Node.js"
        >
          {SAMPLE}
        </pre>
        <p>
          Answer with any 2xx status within 10 seconds. Anything else is retried with growing pauses
          for 24 hours; an endpoint that fails all that time is disabled and you are told.
        </p>
      </div>
    </details>
  );
}
