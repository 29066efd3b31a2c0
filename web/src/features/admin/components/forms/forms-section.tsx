import { useInfiniteQuery } from '@tanstack/react-query';
import { FileText, SearchX } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'wouter';
import type { AdminFormSummary } from '@core/api/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/lib/use-document-title';
import { formatDate } from '@/lib/format-date';
import { fetchFormsPage, FORMS_URL, type FormStatusFilter } from '../../api/admin-api';
import { ListSkeleton } from '../list-skeleton';
import { LoadMore } from '../load-more';
import { SearchForm } from '../search-form';
import { FormLinks } from '../users/user-forms';
import { UnpublishDialog } from './unpublish-dialog';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../../messages';

const STATUSES: readonly { value: FormStatusFilter; label: string }[] = [
  { value: 'all', label: m.statusAll },
  { value: 'published', label: m.statusPublished },
  { value: 'draft', label: m.statusDrafts },
];

function readStatus(value: string | null): FormStatusFilter {
  return value === 'published' || value === 'draft' ? value : 'all';
}

function Owner({ form }: { form: AdminFormSummary }) {
  const owner = form.owner;
  if (!owner) return <span>{t(m.byGuest)}</span>;
  return (
    <span>
      {tRich(m.byOwner, {
        name: owner.name?.trim() || owner.username,
        owner: (chunks) => (
          <Link
            href={`/users/${owner.id}`}
            className="text-primary underline-offset-4 hover:underline"
          >
            {chunks}
          </Link>
        ),
      })}
    </span>
  );
}

function FormRow({ form, onUnpublish }: { form: AdminFormSummary; onUnpublish: () => void }) {
  return (
    <li className="flex flex-col gap-3 border-b border-border p-3 last:border-0 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="truncate font-medium">{form.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
          {form.published ? (
            <Badge variant="success">{t(m.published)}</Badge>
          ) : (
            <Badge variant="outline">{t(m.draft)}</Badge>
          )}
          <Owner form={form} />
          <span>{t(m.responses, { count: form.responseCount })}</span>
          <span>{t(m.changedOn, { date: formatDate(form.updatedAt) })}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <FormLinks form={form} />
        {form.published ? (
          <Button variant="destructive" size="sm" onClick={onUnpublish}>
            {tRich(m.unpublishForm, {
              title: form.title,
              hidden: (chunks) => <span className="sr-only">{chunks}</span>,
            })}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

/** /admin/forms: every form with owner, status and responses; open it, or take it offline. */
export function FormsSection() {
  useDocumentTitle(t(m.formsDocumentTitle));
  const statusId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q') ?? '';
  const status = readStatus(searchParams.get('status'));
  const [unpublishing, setUnpublishing] = useState<AdminFormSummary | null>(null);
  const forms = useInfiniteQuery({
    queryKey: [FORMS_URL, { q, status }],
    queryFn: ({ pageParam, signal }) => fetchFormsPage(q, status, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
  });
  const rows = forms.data?.pages.flatMap((page) => page.forms) ?? [];
  const filtered = q !== '' || status !== 'all';

  // The status applies as soon as it is chosen (one choice, not keystrokes); words on submit.
  const show = (nextQ: string, nextStatus: FormStatusFilter) => {
    const next: Record<string, string> = {};
    if (nextQ) next.q = nextQ;
    if (nextStatus !== 'all') next.status = nextStatus;
    setSearchParams(next);
  };

  return (
    <>
      <PageHeader title={t(m.sectionForms)} description={t(m.formsDescription)} />
      <SearchForm
        label={t(m.searchForms)}
        placeholder={t(m.searchFormsPlaceholder)}
        value={q}
        onSearch={(nextQ) => show(nextQ, status)}
      >
        <div className="grid gap-2 sm:w-44">
          <Label htmlFor={statusId}>{t(m.status)}</Label>
          <NativeSelect
            id={statusId}
            value={status}
            onChange={(event) => show(q, readStatus(event.target.value))}
          >
            {STATUSES.map((option) => (
              <option key={option.value} value={option.value}>
                {t(option.label)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </SearchForm>
      {forms.isPending ? <ListSkeleton label={t(m.loadingForms)} /> : null}
      {forms.isError && !forms.data ? (
        <ErrorState
          title={t(m.formsLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void forms.refetch()}
          retrying={forms.isFetching}
        />
      ) : null}
      {forms.data && rows.length === 0 ? (
        filtered ? (
          <EmptyState
            icon={SearchX}
            title={t(m.noFormsMatch)}
            description={t(m.noFormsMatchDescription)}
          />
        ) : (
          <EmptyState icon={FileText} title={t(m.noForms)} description={t(m.noFormsDescription)} />
        )
      ) : null}
      {rows.length > 0 ? (
        <section aria-label={t(m.formsFound)}>
          <ul className="rounded-xl border border-border">
            {rows.map((form) => (
              <FormRow key={form.id} form={form} onUnpublish={() => setUnpublishing(form)} />
            ))}
          </ul>
          <LoadMore
            hasMore={forms.hasNextPage}
            loading={forms.isFetchingNextPage}
            failed={forms.isFetchNextPageError}
            onMore={() => void forms.fetchNextPage()}
          />
        </section>
      ) : null}
      {unpublishing ? (
        <UnpublishDialog form={unpublishing} onClose={() => setUnpublishing(null)} />
      ) : null}
    </>
  );
}
