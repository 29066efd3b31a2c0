import type { ApiKey } from '@core/api/api-keys';
import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { t } from '@/lib/app-messages/app-messages';
import { useRevokeApiKey } from '../../api/api-keys-api';
import { ApiKeySummary } from './api-key-summary';
import { profileMessages as m } from '../../messages';

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
        {t(m.yourKeys)}
      </h3>
      <ul className="grid gap-3">
        {apiKeys.map((apiKey) => (
          <li
            key={apiKey.id}
            className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-[1fr_auto] sm:items-start"
          >
            <ApiKeySummary apiKey={apiKey} nameAs="h4" />
            {apiKey.revokedAt ? null : (
              <Button
                variant="outline"
                size="sm"
                aria-label={t(m.revokeNamed, { name: apiKey.name })}
                onClick={ask(apiKey)}
              >
                {t(m.revoke)}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t(m.revokeTitle)}
        description={
          confirming
            ? t(m.revokeDescription, { name: confirming.name, prefix: confirming.prefix })
            : ''
        }
        confirmLabel={t(m.revokeConfirm)}
        pendingLabel={t(m.revokePending)}
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
