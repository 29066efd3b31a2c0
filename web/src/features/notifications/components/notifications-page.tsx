/**
 * /notifications (signed-in): every notification, newest first, a page at a time ("Load more"),
 * with "Mark all as read". The items are the bell's, as a list of buttons rather than a menu.
 */
import { Bell, CheckCheck, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  useMarkAllRead,
  useOpenNotification,
  useRespondToInvitation,
} from '../api/use-notification-actions';
import { useNotificationPages } from '../api/use-notifications';
import { notificationsMessages as m } from '../messages';
import { NotificationRow } from './notification-row';

export function NotificationsPage() {
  useDocumentTitle(t(m.title));
  const pages = useNotificationPages();
  const open = useOpenNotification();
  const respond = useRespondToInvitation();
  const markAll = useMarkAllRead();

  const items = pages.data?.pages.flatMap((page) => page.notifications) ?? [];
  // The newest page carries the current count; later pages were read at other moments.
  const unread = pages.data?.pages[0]?.unreadCount ?? 0;

  return (
    <PageContainer className="max-w-3xl">
      <PageHeader
        title={t(m.title)}
        description={pages.data ? t(m.newCount, { count: unread }) : undefined}
        actions={
          <Button
            variant="outline"
            disabled={!pages.data || unread === 0 || markAll.isPending}
            aria-busy={markAll.isPending || undefined}
            onClick={() =>
              markAll.mutate(undefined, {
                onError: (error) =>
                  toast({
                    title: t(m.errorTitle),
                    description: serverMessageOf(error) ?? t(m.markAllReadError),
                    variant: 'destructive',
                  }),
              })
            }
          >
            <CheckCheck aria-hidden="true" />
            {t(m.markAllRead)}
          </Button>
        }
      />

      {pages.isPending ? (
        <div
          role="status"
          className="flex items-center justify-center gap-2 py-16 text-muted-foreground"
        >
          <LoaderCircle
            className="size-5 animate-spin motion-reduce:animate-none"
            aria-hidden="true"
          />
          {t(m.loading)}
        </div>
      ) : !pages.data ? (
        <ErrorState
          title={t(m.loadErrorTitle)}
          description={serverMessageOf(pages.error) ?? t(m.loadErrorDescription)}
          onRetry={() => void pages.refetch()}
          retrying={pages.isRefetching}
        />
      ) : items.length === 0 ? (
        <EmptyState icon={Bell} title={t(m.emptyTitle)} description={t(m.emptyDescription)} />
      ) : (
        <section aria-label={t(m.allNotifications)}>
          <ul className="flex flex-col gap-3">
            {items.map((n) => (
              <NotificationRow key={n.id} notification={n} open={open} respond={respond} />
            ))}
          </ul>
          {pages.hasNextPage ? (
            <div className="mt-6 flex justify-center">
              <Button
                variant="outline"
                disabled={pages.isFetchingNextPage}
                aria-busy={pages.isFetchingNextPage || undefined}
                onClick={() => void pages.fetchNextPage()}
              >
                {pages.isFetchingNextPage ? (
                  <LoaderCircle
                    className="animate-spin motion-reduce:animate-none"
                    aria-hidden="true"
                  />
                ) : null}
                {t(m.loadMore)}
              </Button>
            </div>
          ) : null}
          {pages.isFetchNextPageError ? (
            <p role="alert" className="mt-3 text-center text-sm text-destructive">
              {t(m.loadMoreError)}
            </p>
          ) : null}
        </section>
      )}
    </PageContainer>
  );
}
