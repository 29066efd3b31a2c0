import { API_KEYS_ACTIVE_MAX, type CreateApiKeyResponse } from '@core/api/api-keys';
import { KeyRound } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { apiKeysQuery } from '../../api/api-keys-api';
import { ApiKeyList } from './api-key-list';
import { CreateApiKeyForm } from './create-api-key-form';
import { NewApiKeyDialog } from './new-api-key-dialog';
import { profileMessages as m } from '../../messages';

/** The card's id on /profile, for links to it (the step after two-factor is turned on). */
export const API_KEYS_ANCHOR = 'api-keys';

function KeysBody() {
  const keys = useQuery(apiKeysQuery);
  if (keys.isPending) {
    return (
      <div role="status" aria-label={t(m.loadingApiKeys)} className="grid gap-3">
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <ErrorState
        title={t(m.apiKeysLoadError)}
        description={t(m.checkConnection)}
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
        title={t(m.noApiKeysTitle)}
        description={t(m.noApiKeysDescription)}
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
        <CardTitle as="h2">{t(m.apiKeysTitle)}</CardTitle>
        <CardDescription>
          {tRich(m.apiKeysDescription, {
            apiUrl: '/api/v1',
            docsUrl: '/api/docs',
            max: API_KEYS_ACTIVE_MAX,
            code: (chunks) => <code className="font-mono text-xs">{chunks}</code>,
            docs: (chunks) => (
              <a href="/api/docs" className="underline underline-offset-2">
                {chunks}
              </a>
            ),
          })}
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
