/**
 * One API key as the profile shows it: its name and status, the prefix it starts with, and its
 * facts (access, last use, creation, expiry). Used by the keys' own list and by the step after
 * two-factor is turned on, which lists the keys that still work without a code.
 */
import { isApiKeyActive, type ApiKey } from '@core/api/api-keys';
import { Badge } from '@/components/ui/badge';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { formatDate, formatRelativeTime } from '@/lib/format-date';
import { profileMessages as m } from '../../messages';

const SCOPE_LABEL: Record<ApiKey['scope'], string> = {
  read: m.scopeRead,
  read_write: m.scopeReadWrite,
};

function Status({ apiKey }: { apiKey: ApiKey }) {
  if (apiKey.revokedAt) return <Badge variant="outline">{t(m.statusRevoked)}</Badge>;
  if (!isApiKeyActive(apiKey)) return <Badge variant="outline">{t(m.statusExpired)}</Badge>;
  return <Badge variant="success">{t(m.statusActive)}</Badge>;
}

function KeyFacts({ apiKey }: { apiKey: ApiKey }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-muted-foreground sm:grid-cols-[auto_1fr_auto_1fr]">
      <dt>{t(m.factAccess)}</dt>
      <dd className="text-foreground">{t(SCOPE_LABEL[apiKey.scope])}</dd>
      <dt>{t(m.factLastUsed)}</dt>
      <dd className="text-foreground">
        {apiKey.lastUsedAt ? formatRelativeTime(apiKey.lastUsedAt) : t(m.never)}
      </dd>
      <dt>{t(m.factCreated)}</dt>
      <dd className="text-foreground">{formatDate(apiKey.createdAt)}</dd>
      <dt>{t(apiKey.revokedAt ? m.factRevoked : m.factExpires)}</dt>
      <dd className="text-foreground">
        {apiKey.revokedAt
          ? formatDate(apiKey.revokedAt)
          : apiKey.expiresAt
            ? formatDate(apiKey.expiresAt)
            : t(m.never)}
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
        {tRich(m.startsWith, {
          prefix: apiKey.prefix,
          code: (chunks) => (
            <code className="rounded bg-muted px-1 py-0.5 font-mono text-foreground">{chunks}</code>
          ),
        })}
      </p>
      <KeyFacts apiKey={apiKey} />
    </div>
  );
}
