import { isApiKeyActive, type ApiKey } from '@core/api/api-keys';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatRelativeTime } from '@/lib/relative-time';
import { useRevokeApiKey } from '../../api/api-keys-api';

const SCOPE_LABEL: Record<ApiKey['scope'], string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

function day(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
  });
}

function Status({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revokedAt) return <Badge variant="outline">Revoked</Badge>;
  if (!isApiKeyActive(apiKey)) return <Badge variant="outline">Expired</Badge>;
  return <Badge variant="success">Active</Badge>;
}

function KeyFacts({ apiKey }: { apiKey: ApiKey }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr_auto_1fr]">
      <dt>Access</dt>
      <dd className="text-foreground">{SCOPE_LABEL[apiKey.scope]}</dd>
      <dt>Last used</dt>
      <dd className="text-foreground">
        {apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : 'Never'}
      </dd>
      <dt>Created</dt>
      <dd className="text-foreground">{day(apiKey.createdAt)}</dd>
      <dt>{apiKey.revokedAt ? 'Revoked' : 'Expires'}</dt>
      <dd className="text-foreground">
        {apiKey.revokedAt
          ? day(apiKey.revokedAt)
          : apiKey.expiresAt
            ? day(apiKey.expiresAt)
            : 'Never'}
      </dd>
    </dl>
  );
}

export interface ApiKeyListProps {
  apiKeys: ApiKey[];
}

/** The keys, newest first: name, prefix, access, last use, expiry, and Revoke with a confirm. */
export function ApiKeyList({ apiKeys }: ApiKeyListProps) {
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  // The confirmation has no trigger of its own: once it closes, focus goes back to the Revoke
  // button that opened it, or to the list's heading when that button goes (the key revoked: the
  // list's new data may arrive after the dialog closes, so the success itself says so).
  const opener = useRef<HTMLElement | null>(null);
  const revoked = useRef(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const ask = (apiKey: ApiKey) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setConfirming(apiKey);
  };
  useEffect(() => {
    if (confirming !== null || !opener.current) return;
    const back = opener.current.isConnected && !revoked.current ? opener.current : heading.current;
    opener.current = null;
    revoked.current = false;
    back?.focus();
  }, [confirming]);

  return (
    <section aria-labelledby="api-keys-list-heading" className="grid gap-3">
      <h3 id="api-keys-list-heading" ref={heading} tabIndex={-1} className="text-sm font-semibold">
        Your keys
      </h3>
      <ul className="grid gap-3">
        {apiKeys.map((apiKey) => (
          <li
            key={apiKey.id}
            className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <div className="grid min-w-0 gap-2">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <h4 className="min-w-0 truncate font-medium" title={apiKey.name}>
                  {apiKey.name}
                </h4>
                <Status apiKey={apiKey} />
              </div>
              <p className="text-xs text-muted-foreground">
                Starts with{' '}
                <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">
                  {apiKey.prefix}…
                </code>
              </p>
              <KeyFacts apiKey={apiKey} />
            </div>
            {apiKey.revokedAt ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={`Revoke ${apiKey.name}`}
                onClick={ask(apiKey)}
              >
                Revoke
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title="Revoke this API key?"
        description={
          confirming
            ? `Programs using ${confirming.name} (${confirming.prefix}…) stop working at once. This can't be undone.`
            : ''
        }
        confirmLabel="Revoke key"
        pendingLabel="Revoking…"
        destructive
        pending={revoke.isPending}
        onConfirm={() => {
          if (!confirming) return;
          revoke.mutate(confirming, {
            onSuccess: () => {
              revoked.current = true;
            },
            onSettled: () => setConfirming(null),
          });
        }}
      />
    </section>
  );
}
