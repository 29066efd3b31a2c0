import { CircleExclamationPoint, ListPlus, RotateCw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import type { FormDetail } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { t } from '@/lib/app-messages/app-messages';
import { definitionOf } from '@/lib/forms-api';
import { formPaths } from '@/lib/form-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDetail } from '@/lib/use-form-detail';
import { FormPreview } from '@/renderer';
import { formPreviewMessages as m } from '../messages';
import { PreviewBanner } from './preview-banner';

/** /forms/:id/preview and /anonymous-forms/:id/preview: the form as respondents will walk it. */
export function PreviewPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [location] = useLocation();
  useDocumentTitle(t(m.documentTitle));
  const query = useFormDetail(id);
  const guest = location.startsWith('/anonymous-forms/');
  const fallbackEdit = formPaths.edit({ id, userId: guest ? -1 : 0 });

  if (query.isError && !query.ready) {
    return (
      <PageContainer>
        <h1 className="sr-only">{t(m.heading)}</h1>
        <EmptyState
          icon={CircleExclamationPoint}
          title={t(m.loadErrorTitle)}
          description={t(m.loadErrorDescription)}
          action={
            <>
              <Button onClick={() => void query.refetch()}>
                <RotateCw aria-hidden="true" />
                {t(m.tryAgain)}
              </Button>
              <Button asChild variant="outline">
                <Link href={fallbackEdit}>{t(m.backToBuilder)}</Link>
              </Button>
            </>
          }
        />
      </PageContainer>
    );
  }
  if (!query.ready || !query.data) {
    return (
      <PageContainer className="max-w-2xl">
        <h1 className="sr-only">{t(m.heading)}</h1>
        <Spinner label={t(m.loading)} className="sr-only" />
        <Skeleton className="mb-4 h-10 w-2/3" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </PageContainer>
    );
  }
  return <LoadedPreview key={query.data.version} detail={query.data} />;
}

/** The renderer the public page uses, theme and every question type included, sending nothing. */
function LoadedPreview({ detail }: { detail: FormDetail }) {
  const definition = useMemo(() => definitionOf(detail), [detail]);
  const [run, setRun] = useState(0);
  const empty = definition.questions.length === 0;
  return (
    <>
      <PreviewBanner
        editHref={detail.permissions.canEdit ? formPaths.edit(detail) : formPaths.responses(detail)}
        editLabel={detail.permissions.canEdit ? undefined : t(m.backToResponses)}
        onRestart={empty ? undefined : () => setRun((n) => n + 1)}
      />
      {empty ? (
        // A form without questions would preview as a lone Submit button.
        <PageContainer className="max-w-2xl">
          <h1 className="sr-only">{t(m.heading)}</h1>
          <EmptyState
            icon={ListPlus}
            title={t(m.emptyTitle)}
            description={t(detail.permissions.canEdit ? m.emptyEditor : m.emptyViewer)}
          />
        </PageContainer>
      ) : (
        <FormPreview key={run} definition={definition} className="min-h-dvh" />
      )}
    </>
  );
}
