import { defineMessages } from '@/lib/app-messages/app-messages';

/** The notifications' words: the header's bell, /notifications and what a notification says. */
export const notificationsMessages = defineMessages({
  // Shared by the bell and the page
  title: 'Notifications',
  newCount: '{count} new',
  loading: 'Loading notifications...',
  emptyTitle: 'No notifications yet',
  emptyDescription: "You'll see collaboration invites and updates here",
  accept: 'Accept',
  decline: 'Decline',
  errorTitle: 'Error',
  // The bell
  bellLabelUnread: 'Notifications, {badge} unread',
  panelLoadError: "Couldn't load notifications",
  tryAgain: 'Try again',
  viewAll: 'View All Notifications',
  // The page
  markAllRead: 'Mark all as read',
  markAllReadError: 'Failed to mark notifications as read',
  loadErrorTitle: "Couldn't load your notifications",
  loadErrorDescription: 'Check your connection and try again.',
  allNotifications: 'All notifications',
  loadMore: 'Load more',
  loadMoreError: "Couldn't load more notifications. Try again.",
  // A notification
  unread: 'Unread',
  /** What became of an invitation, after its time: "· Declined". */
  closedInvitation: '· {status}',
  invitationAccepted: 'Accepted',
  invitationDeclined: 'Declined',
  invitationRevoked: 'Withdrawn by the sender',
  invitationExpired: 'Expired',
  // Answering an invitation
  acceptedTitle: 'Invitation Accepted',
  acceptedDescription: 'You can now collaborate on this form',
  declinedTitle: 'Invitation Declined',
  declinedDescription: 'The invitation has been declined',
  respondError: 'Failed to respond to invitation',
});
