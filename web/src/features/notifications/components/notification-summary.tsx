/**
 * What a notification says, the same in the bell's panel and on /notifications: its type's icon,
 * title, message, relative time, an unread dot (spec §2) and, for an invitation that can no longer
 * be answered, what became of it.
 */
import type { InvitationStatus, Notification } from '@core/api/notifications';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { cn } from '@/lib/utils';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date';
import { NotificationIcon } from './notification-icon';

const CLOSED_INVITATION: Partial<Record<InvitationStatus, string>> = {
  accepted: 'Accepted',
  declined: 'Declined',
  revoked: 'Withdrawn by the sender',
  expired: 'Expired',
};

export interface NotificationSummaryProps {
  notification: Notification;
  /** Id of the title and message, so the item's Accept and Decline can point at them. */
  id?: string;
  className?: string;
}

export function NotificationSummary({ notification, id, className }: NotificationSummaryProps) {
  const closed =
    notification.type === 'invitation' && notification.data.invitationStatus
      ? CLOSED_INVITATION[notification.data.invitationStatus]
      : undefined;
  return (
    <span className={cn('flex w-full min-w-0 items-start gap-3 text-left', className)}>
      <NotificationIcon type={notification.type} />
      <span id={id} className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span
          className={cn(
            'text-sm break-words text-foreground',
            notification.isRead ? 'font-medium' : 'font-semibold',
          )}
        >
          {notification.title}
        </span>
        <span className="text-sm break-words whitespace-normal text-muted-foreground">
          {notification.message}
        </span>
        <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
          <time dateTime={notification.createdAt} title={formatDateTime(notification.createdAt)}>
            {formatRelativeTime(notification.createdAt)}
          </time>
          {closed ? <span>· {closed}</span> : null}
        </span>
      </span>
      {notification.isRead ? null : (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
          <VisuallyHidden>Unread</VisuallyHidden>
        </span>
      )}
    </span>
  );
}
