/**
 * What a person does with a notification: open it (marked read, then its link followed), answer an
 * invitation in place (spec §4, §8 texts), or mark them all read. Each refetches the lists.
 */
import type { Notification } from '@core/api/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOf } from '@/lib/api-errors';
import { t } from '@/lib/app-messages/app-messages';
// The dashboard's "Shared with me" list; accepting an invitation adds a form to it.
import { SHARED_FORMS_QUERY_KEY } from '@/lib/form-actions-context';
import { actionPathOf, invitationTokenOf, localPathOf } from '../lib/notification-links';
import {
  type InvitationAction,
  markAllNotificationsRead,
  markNotificationRead,
  respondToInvitation,
} from './notifications-api';
import { NOTIFICATIONS_QUERY_KEY } from './use-notifications';
import { notificationsMessages as m } from '../messages';

function useRefetchNotifications() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}

/** Opening: unread becomes read (PUT, then the lists refetch); the item's link is followed. */
export function useOpenNotification() {
  const refetch = useRefetchNotifications();
  const [, navigate] = useLocation();
  const markRead = useMutation({ mutationFn: markNotificationRead, onSuccess: refetch });
  return (notification: Notification) => {
    if (!notification.isRead) markRead.mutate(notification.id);
    // Invitations are answered in place (Accept, Decline), never by following their link.
    if (notification.type === 'invitation') return;
    const path = actionPathOf(notification);
    if (path) navigate(path);
  };
}

export function useMarkAllRead() {
  const refetch = useRefetchNotifications();
  return useMutation({ mutationFn: markAllNotificationsRead, onSuccess: refetch });
}

export function useRespondToInvitation() {
  const queryClient = useQueryClient();
  const refetch = useRefetchNotifications();
  const [, navigate] = useLocation();
  return useMutation({
    mutationFn: async ({
      notification,
      action,
    }: {
      notification: Notification;
      action: InvitationAction;
    }) => {
      const token = invitationTokenOf(notification);
      const invitationId = notification.data.invitationId;
      if (!token || invitationId === undefined) throw new Error('Not an answerable invitation');
      // The server marks the notification read in the same transaction as the answer.
      return respondToInvitation(invitationId, { action, token });
    },
    onSuccess: (answer, { action }) => {
      if (action === 'accept') {
        toast({
          title: t(m.acceptedTitle),
          description: t(m.acceptedDescription),
          variant: 'success',
        });
        void queryClient.invalidateQueries({ queryKey: SHARED_FORMS_QUERY_KEY });
        const target = localPathOf(answer.redirectUrl);
        if (target) navigate(target);
      } else {
        toast({
          title: t(m.declinedTitle),
          description: t(m.declinedDescription),
          variant: 'success',
        });
      }
    },
    onError: (error) => {
      toast({
        title: t(m.errorTitle),
        description: serverMessageOf(error) ?? t(m.respondError),
        variant: 'destructive',
      });
    },
    // Answered or not (expired, revoked meanwhile), the list shows the invitation's state now.
    onSettled: refetch,
  });
}
