import { useInfiniteQuery } from '@tanstack/react-query';
import { ScrollText, SearchX } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { AUDIT_URL, fetchAuditPage, type AuditFilters } from '../../api/admin-api';
import { ACTION_FILTERS } from '../../lib/audit-labels';
import { ListSkeleton } from '../list-skeleton';
import { LoadMore } from '../load-more';
import { AuditEntryItem } from './audit-entry';
import { t } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../../messages';

const readFilters = (params: URLSearchParams): AuditFilters => ({
  actor: params.get('actor') ?? '',
  action: params.get('action') ?? '',
  target: params.get('target') ?? '',
});

function FilterForm({
  value,
  onApply,
}: {
  value: AuditFilters;
  onApply: (f: AuditFilters) => void;
}) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // Filters changed from outside (Back, Clear) replace what was typed.
  const key = JSON.stringify(value);
  const [seen, setSeen] = useState(key);
  if (seen !== key) {
    setSeen(key);
    setDraft(value);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ actor: draft.actor.trim(), action: draft.action, target: draft.target.trim() });
  };
  const field = (key: keyof AuditFilters) => ({
    id: `${id}-${key}`,
    value: draft[key],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [key]: event.target.value })),
  });

  return (
    <form
      role="search"
      aria-label={t(m.auditFilter)}
      onSubmit={submit}
      className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <div className="grid gap-2">
        <Label htmlFor={`${id}-actor`}>{t(m.filterActor)}</Label>
        <Input {...field('actor')} maxLength={200} />
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-action`}>{t(m.filterAction)}</Label>
        <NativeSelect {...field('action')}>
          {ACTION_FILTERS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(option.label)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-target`}>{t(m.filterTarget)}</Label>
        <Input {...field('target')} maxLength={200} placeholder={t(m.filterTargetPlaceholder)} />
      </div>
      <Button type="submit" variant="outline">
        {t(m.applyFilters)}
      </Button>
    </form>
  );
}

/** /admin/audit: every admin action, newest first; read-only, as the database keeps it. */
export function AuditSection() {
  useDocumentTitle(t(m.auditDocumentTitle));
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const filtered = Boolean(filters.actor || filters.action || filters.target);
  const log = useInfiniteQuery({
    queryKey: [AUDIT_URL, filters],
    queryFn: ({ pageParam, signal }) => fetchAuditPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  const entries = log.data?.pages.flatMap((page) => page.entries) ?? [];
  const apply = (next: AuditFilters) =>
    setSearchParams(Object.fromEntries(Object.entries(next).filter(([, v]) => v !== '')));

  return (
    <>
      <PageHeader title={t(m.sectionAudit)} description={t(m.auditDescription)} />
      <FilterForm value={filters} onApply={apply} />
      {log.isPending ? <ListSkeleton label={t(m.loadingAudit)} /> : null}
      {log.isError && !log.data ? (
        <ErrorState
          title={t(m.auditLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void log.refetch()}
          retrying={log.isFetching}
        />
      ) : null}
      {log.data && entries.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t(m.noEntriesMatch)}
            description={t(m.noEntriesMatchDescription)}
            action={
              <Button variant="outline" onClick={() => setSearchParams({})}>
                {t(m.clearFilters)}
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={ScrollText}
            title={t(m.nothingLogged)}
            description={t(m.nothingLoggedDescription)}
          />
        )
      ) : null}
      {entries.length > 0 ? (
        <section aria-label={t(m.auditEntries)}>
          <ul className="rounded-xl border border-border">
            {entries.map((entry) => (
              <AuditEntryItem key={entry.id} entry={entry} />
            ))}
          </ul>
          <LoadMore
            hasMore={log.hasNextPage}
            loading={log.isFetchingNextPage}
            failed={log.isFetchNextPageError}
            onMore={() => void log.fetchNextPage()}
          />
        </section>
      ) : null}
    </>
  );
}
