/**
 * One API key as the profile shows it: its name and status, the prefix it starts with, and its
 * facts (access, last use, creation, expiry). Used by the keys' own list and by the step after
 * two-factor is turned on, which lists the keys that still work without a code.
 */
import { isApiKeyActive, type ApiKey } from '@core/api/api-keys';
import { Badge } from '@/components/ui/badge';
import { formatDate, formatRelativeTime } from '@/lib/format-date';

const SCOPE_LABEL: Record<ApiKey['scope'], string> = {
  read: 'Read only',
  read_write: 'Read and write',
};

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
      <dd className="text-foreground">{formatDate(apiKey.createdAt)}</dd>
      <dt>{apiKey.revokedAt ? 'Revoked' : 'Expires'}</dt>
      <dd className="text-foreground">
        {apiKey.revokedAt
          ? formatDate(apiKey.revokedAt)
          : apiKey.expiresAt
            ? formatDate(apiKey.expiresAt)
            : 'Never'}
      </dd>
    </dl>
  );
}

export interface ApiKeySummaryProps {
  apiKey: ApiKey;
  /** The name's element, to fit the outline around it. */
  nameAs: 'h4' | 'h5';
}

export function ApiKeySummary({ apiKey, nameAs: Name }: ApiKeySummaryProps) {
  return (
    <div className="grid min-w-0 gap-2">
      <div className="flex min-w-0 flex-wrap items-center gap-2">
        <Name className="min-w-0 truncate font-medium" title={apiKey.name}>
          {apiKey.name}
        </Name>
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
  );
}
