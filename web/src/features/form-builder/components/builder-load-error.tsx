import { CircleExclamationPoint, RotateCw } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api-client';

/** A form that could not be loaded: missing (or not the caller's), or a failed request. */
export function BuilderLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const missing = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <PageContainer>
      <PageHeader eyebrow={<Badge variant="soft">Form builder</Badge>} title="Edit form" />
      <EmptyState
        icon={CircleExclamationPoint}
        title={missing ? 'Form not found' : "Couldn't load this form"}
        description={
          missing
            ? 'It may have been deleted, or it belongs to another account.'
            : 'Check your connection and try again. Nothing you typed before is lost: unsaved changes stay in this browser.'
        }
        action={
          <>
            {missing ? null : (
              <Button onClick={onRetry}>
                <RotateCw aria-hidden="true" />
                Try again
              </Button>
            )}
            <Button asChild variant="outline">
              <Link href="/dashboard">Go to the dashboard</Link>
            </Button>
          </>
        }
      />
    </PageContainer>
  );
}
