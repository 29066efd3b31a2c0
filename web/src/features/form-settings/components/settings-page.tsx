import { useQueryClient } from '@tanstack/react-query';
import { CircleExclamationPoint, Eye, PenLine, RotateCw } from 'lucide-react';
import { Link, useParams } from 'wouter';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { getJson, isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { formQueryKey, parseFormDetail } from '@/lib/forms-api';
import { formPaths } from '@/lib/form-paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFormDetail } from '@/lib/use-form-detail';
import { formSettingsMessages as m } from '../messages';
import { WebhooksSection } from '../webhooks/webhooks-section';
import { RetentionSection } from './retention-section';
import { SettingsForm } from './settings-form';

/** /forms/:id/settings: the form's theme and availability, response retention, and webhooks. */
export function SettingsPage() {
  const { id = '' } = useParams<{ id: string }>();
  useDocumentTitle(t(m.pageTitle));
  const query = useFormDetail(id);
  const queryClient = useQueryClient();
  const detail = query.ready ? query.data : undefined;

  const reload = async () => {
    const fresh = parseFormDetail(await getJson(formQueryKey(id)[0], { on401: 'throw' }));
    queryClient.setQueryData(formQueryKey(id), fresh);
    return fresh;
  };

  return (
    <PageContainer>
      <PageHeader
        title={t(m.pageTitle)}
        description={
          detail ? t(m.pageDescriptionFor, { title: detail.title }) : t(m.pageDescription)
        }
        actions={
          detail ? (
            <>
              <Button asChild variant="outline">
                <Link href={formPaths.edit(detail)}>
                  <PenLine aria-hidden="true" />
                  {t(m.backToBuilder)}
                </Link>
              </Button>
              <Button asChild variant="outline">
                <Link href={formPaths.preview(detail)}>
                  <Eye aria-hidden="true" />
                  {t(m.preview)}
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {query.isError && !detail ? (
        <EmptyState
          icon={CircleExclamationPoint}
          title={
            isApiError(query.error) && query.error.status === 404
              ? t(m.formNotFound)
              : t(m.loadError)
          }
          description={t(m.checkConnection)}
          action={
            <Button onClick={() => void query.refetch()}>
              <RotateCw aria-hidden="true" />
              {t(m.tryAgain)}
            </Button>
          }
        />
      ) : detail ? (
        <div className="flex flex-col gap-6">
          <SettingsForm key={detail.id} detail={detail} onReload={reload} />
          {/* Outside the settings form: these save on their own, not with "Save settings". */}
          {detail.permissions.canEdit ? <RetentionSection formId={detail.id} /> : null}
          {detail.permissions.canEdit ? <WebhooksSection formId={detail.id} /> : null}
        </div>
      ) : (
        <div aria-busy="true" className="flex flex-col gap-6">
          <Spinner label={t(m.loading)} className="sr-only" />
          {[0, 1, 2].map((n) => (
            <Skeleton key={n} className="h-48 w-full rounded-xl" />
          ))}
        </div>
      )}
    </PageContainer>
  );
}
