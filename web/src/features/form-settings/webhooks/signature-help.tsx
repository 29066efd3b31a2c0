import { ExternalLink } from 'lucide-react';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { webhooksMessages as m } from './messages';

const SAMPLE = `import { Webhook } from 'standardwebhooks';

const wh = new Webhook(process.env.FORMLOOM_WEBHOOK_SECRET);
// The raw body as received, and the request's headers:
const event = wh.verify(rawBody, headers); // throws if the signature is wrong`;

/** How a receiver checks that a request comes from Formloom (Standard Webhooks). */
export function SignatureHelp() {
  return (
    <details className="group rounded-lg border border-border bg-subtle p-4 text-sm">
      <summary className="cursor-pointer font-medium">{t(m.verifyTitle)}</summary>
      <div className="mt-3 grid gap-3 text-muted-foreground">
        <p>
          {tRich(m.verifyIntro, {
            link: (chunks) => (
              <a
                href="https://www.standardwebhooks.com/"
                target="_blank"
                rel="noreferrer"
                className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
              >
                {chunks}
                <ExternalLink className="size-3.5" aria-hidden="true" />
                <span className="sr-only">{t(m.opensInNewTab)}</span>
              </a>
            ),
            code: (chunks) => <code className="font-mono">{chunks}</code>,
          })}
        </p>
        <p>{t(m.verifyCheck)}</p>
        <pre
          className="overflow-x-auto rounded-md border border-border bg-background p-3 font-mono text-xs text-foreground"
          tabIndex={0}
          aria-label={t(m.verifyExample)}
        >
          {SAMPLE}
        </pre>
        <p>{t(m.verifyAnswer)}</p>
      </div>
    </details>
  );
}
