import { CircleExclamationPoint, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api-client';
import { t } from '@/lib/app-messages/app-messages';
import { formBuilderMessages as m } from '../messages';

/** A form that could not be loaded: missing (or not the caller's), or a failed request. */
export function BuilderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <PageContainer>
      <PageHeader
        eyebrow={<Badge variant="soft">{t(m.formBuilderBadge)}</Badge>}
        title={t(m.editFormTitle)}
      />
      <EmptyState
        icon={CircleExclamationPoint}
        title={t(missing ? m.formNotFound : m.loadFailedTitle)}
        description={missing ? t(m.formNotFoundDescription) : t(m.loadFailedDescription)}
        action={
          <>
            {missing ? null : (
              <Button onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                {t(m.tryAgain)}
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href="/dashboard">{t(m.goToDashboard)}</Link>
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
