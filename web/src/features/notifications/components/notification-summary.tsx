/**
 * What a notification says, the same in the bell's panel and on /notifications: its type's icon,
 * title, message, relative time, an unread dot (spec §2) and, for an invitation that can no longer
 * be answered, what became of it.
 */
import type { InvitationStatus, Notification } from '@core/api/notifications';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import { formatDateTime, formatRelativeTime } from '@/lib/format-date';
import { notificationsMessages as m } from '../messages';
import { NotificationIcon } from './notification-icon';

const CLOSED_INVITATION: Partial<Record<InvitationStatus, string>> = {
  accepted: m.invitationAccepted,
  declined: m.invitationDeclined,
  revoked: m.invitationRevoked,
  expired: m.invitationExpired,
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
          {closed ? <span>{t(m.closedInvitation, { status: t(closed) })}</span> : null}
        </span>
      </span>
      {notification.isRead ? null : (
        <span className="mt-1.5 flex shrink-0 items-center">
          <span className="size-2 rounded-full bg-primary" aria-hidden="true" />
          <VisuallyHidden>{t(m.unread)}</VisuallyHidden>
        </span>
      )}
    </span>
  );
}
