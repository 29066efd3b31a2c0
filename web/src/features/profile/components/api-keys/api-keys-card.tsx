import { API_KEYS_ACTIVE_MAX, type CreateApiKeyResponse } from '@core/api/api-keys';
import { KeyRound } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { apiKeysQuery } from '../../api/api-keys-api';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyDialog } from './new-api-key-dialog';

/** The card's id on /profile, for links to it (the step after two-factor is turned on). */
export const API_KEYS_ANCHOR = 'api-keys';

function KeysBody() {
  const keys = useQuery(apiKeysQuery);
  if (keys.isPending) {
    return (
      <div role="status" aria-label="Loading API keys" className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <ErrorState
        title="Your API keys could not be loaded"
        description="Check your connection and try again."
        headingLevel="h3"
        onRetry={() => void keys.refetch()}
        retrying={keys.isFetching}
      />
    );
  }
  if (keys.data.apiKeys.length === 0) {
    return (
      <EmptyState
        icon={KeyRound}
        headingLevel="h3"
        title="No API keys yet"
        description="Create one to read your forms and responses from other tools."
        className="py-8 sm:py-8"
      />
    );
  }
  return <ApiKeyList apiKeys={keys.data.apiKeys} />;
}

/**
 * /profile's "API keys" card (issue 17 item 4): create a key (name, access, optional expiry), see
 * it once, list the keys by prefix with their last use, and revoke them.
 */
export function ApiKeysCard() {
  const [created, setCreated] = useState<CreateApiKeyResponse | null>(null);
  return (
    // A link's target (#api-keys): focusable so that following it moves the keyboard here too,
    // and clear of the sticky header when scrolled to.
    <Card id={API_KEYS_ANCHOR} tabIndex={-1} className="scroll-mt-20 lg:col-span-2">
      <CardHeader>
        <CardTitle as="h2">API keys</CardTitle>
        <CardDescription>
          Keys let other tools read your forms and responses through the REST API at{' '}
          <code className="font-mono text-xs">/api/v1</code> (documented at{' '}
          <a href="/api/docs" className="underline underline-offset-2">
            /api/docs
          </a>
          ). A key acts as you; up to {API_KEYS_ACTIVE_MAX} can be active.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <CreateApiKeyForm onCreated={setCreated} />
        <KeysBody />
      </CardContent>
      <NewApiKeyDialog created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
