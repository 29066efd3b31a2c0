import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Download, Pencil } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams, useSearchParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs } from '@/components/ui/tabs';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { useFormActionSlots } from '@/lib/form-actions-context';
import { formQueryKey, parseFormDetail } from '@/lib/forms-api';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  exportHref,
  filtersFromSearch,
  type ResponseFilters,
  type ResponseStatus,
  writeFiltersToSearch,
} from '../lib/filters';
import { exportXlsxHref } from '../api/responses-api';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { responsesMessages as m } from '../messages';
import { NotifyMeMenu } from './notify-me-menu';
import { ShareReportDialog } from './reports/share-report-dialog';
import { ResponsesFilters } from './responses-filters';
import { ResponsesTab } from './responses-tab';
import { RetentionNote } from './retention-note';
import { SummaryTab } from './summary-tab';
import { VersionPicker } from './version-picker';

type Tab = 'summary' | 'responses';

/** Typing in the search and answer boxes is applied once it pauses this long. */
export const FILTER_DEBOUNCE_MS = 300;

/**
 * /forms/{id}/responses: a form's summary (funnel and per-question charts) and its responses
 * (filterable table, detail, delete, CSV and XLSX export). The tab, the form version read and
 * the filters (one set for the table, the summary and the exports) live in the query string, so
 * a filtered view survives a reload and can be bookmarked or linked to.
 */
export function ResponsesPage() {
  const { id = '' } = useParams<{ id: string }>();
  // Another form is another screen: its filters and selection start afresh.
  return <FormResponses key={id} id={id} />;
}

function FormResponses({ id }: { id: string }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: Tab = searchParams.get('tab') === 'summary' ? 'summary' : 'responses';
  const form = useQuery({
    queryKey: formQueryKey(id),
    select: parseFormDetail,
    enabled: id !== '',
  });

  const search = searchParams.toString();
  // Parsed once per address: the debounce below needs a value that changes only with it.
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search)), [search]);
  const setFilters = (next: ResponseFilters) =>
    setSearchParams((params) => writeFiltersToSearch(params, next), { replace: true });
  const [status, setStatus] = useState<ResponseStatus>('completed');
  // Typing (search words, a condition's text) is applied once it pauses; dates and choices too,
  // which costs a blink and keeps one rule.
  const applied = useDebouncedValue(filters, FILTER_DEBOUNCE_MS);

  const title = form.data?.title;
  const { renderShareButton } = useFormActionSlots();
  useDocumentTitle(title ? t(m.pageTitleFor, { title }) : t(m.pageTitle));

  const setTab = (next: Tab) =>
    setSearchParams(
      (params) => {
        if (next === 'summary') params.set('tab', 'summary');
        else params.delete('tab');
        return params;
      },
      { replace: true },
    );

  if (form.isError) {
    const missing = isApiError(form.error) && [403, 404].includes(form.error.status);
    return (
      <PageContainer>
        <h1 className="sr-only">{t(m.pageTitle)}</h1>
        <ErrorState
          title={missing ? t(m.formNotFound) : t(m.formLoadError)}
          description={missing ? t(m.formMissingDescription) : t(m.checkConnection)}
          onRetry={missing ? undefined : () => void form.refetch()}
          retrying={form.isFetching}
          action={
            <Button asChild variant="outline">
              <Link href="/dashboard">{t(m.goToDashboard)}</Link>
            </Button>
          }
        />
      </PageContainer>
    );
  }

  if (!form.data) {
    return (
      <PageContainer>
        <div role="status" aria-label={t(m.loadingResponses)} className="grid gap-6">
          <Skeleton className="h-10 w-2/3 max-w-md" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-64 w-full" />
        </div>
      </PageContainer>
    );
  }

  const questions = form.data.questions;
  return (
    <PageContainer>
      <PageHeader
        eyebrow={
          <Link
            href="/dashboard"
            className="inline-flex items-center gap-1 rounded-sm hover:underline"
          >
            <ArrowLeft className="size-4" aria-hidden="true" />
            {t(m.dashboard)}
          </Link>
        }
        title={form.data.title}
        description={t(m.pageDescription)}
        actions={
          <>
            <NotifyMeMenu formId={id} />
            {/* A viewer sees the responses only: no way into the builder. */}
            {form.data.permissions.canEdit ? (
              <Button asChild variant="outline">
                <Link href={`/forms/${encodeURIComponent(id)}/edit`}>
                  <Pencil aria-hidden="true" />
                  {t(m.editForm)}
                </Link>
              </Button>
            ) : null}
            {renderShareButton({ formId: id, title: form.data.title })}
            <ShareReportDialog
              formId={id}
              filters={applied}
              questions={questions}
              canEdit={form.data.permissions.canEdit}
            />
            <Button asChild>
              {/* A plain download link: the server streams the file, the browser saves it. */}
              <a href={exportHref(id, applied)} download>
                <Download aria-hidden="true" />
                {t(m.exportCsv)}
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={exportXlsxHref(id, applied)} download>
                <Download aria-hidden="true" />
                {t(m.downloadXlsx)}
              </a>
            </Button>
          </>
        }
      />
      <RetentionNote formId={id} />
      <div className="mb-6 grid gap-3">
        <VersionPicker
          formId={id}
          value={filters.version}
          onChange={(version) => setFilters({ ...filters, version })}
        />
        <ResponsesFilters
          questions={questions}
          filters={filters}
          onChange={setFilters}
          languages={form.data.languages}
        />
      </div>
      <Tabs
        label={t(m.views)}
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'summary',
            label: t(m.summaryTab),
            panel: <SummaryTab formId={id} questions={questions} filters={applied} />,
          },
          {
            value: 'responses',
            label: t(m.responsesTab),
            panel: (
              <ResponsesTab
                formId={id}
                questions={questions}
                applied={applied}
                onFiltersChange={setFilters}
                status={status}
                onStatusChange={setStatus}
                canDelete={form.data.permissions.canEdit}
              />
            ),
          },
        ]}
      />
    </PageContainer>
  );
}
