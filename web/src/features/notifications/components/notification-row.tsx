/**
 * One notification on /notifications: the whole summary is a button that opens it (marked read,
 * its link followed), with Accept and Decline beside it while an invitation can be answered.
 */
import type { Notification } from '@core/api/notifications';
import { Check, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { cn } from '@/lib/utils';
import type { useOpenNotification, useRespondToInvitation } from '../api/use-notification-actions';
import { isAnswerableInvitation } from '../lib/notification-links';
import { notificationsMessages as m } from '../messages';
import { NotificationSummary } from './notification-summary';

export interface NotificationRowProps {
  notification: Notification;
  open: ReturnType<typeof useOpenNotification>;
  respond: ReturnType<typeof useRespondToInvitation>;
}

export function NotificationRow({ notification, open, respond }: NotificationRowProps) {
  const summaryId = useId();
  const answerable = isAnswerableInvitation(notification);
  return (
    <li
      className={cn(
        'rounded-lg border border-border bg-card',
        !notification.isRead && 'border-primary/40 bg-primary-soft/30',
      )}
    >
      <button
        type="button"
        className="w-full rounded-lg p-4 text-left transition-colors hover:bg-accent/60 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        onClick={() => open(notification)}
      >
        <NotificationSummary notification={notification} id={summaryId} />
      </button>
      {answerable ? (
        <div className="flex flex-wrap gap-2 px-4 pb-4 sm:pl-15">
          <Button
            size="sm"
            aria-describedby={summaryId}
            disabled={respond.isPending}
            onClick={() => respond.mutate({ notification, action: 'accept' })}
          >
            <Check aria-hidden="true" />
            {t(m.accept)}
          </Button>
          <Button
            size="sm"
            variant="outline"
            aria-describedby={summaryId}
            disabled={respond.isPending}
            onClick={() => respond.mutate({ notification, action: 'decline' })}
          >
            <X aria-hidden="true" />
            {t(m.decline)}
          </Button>
        </div>
      ) : null}
    </li>
  );
}
