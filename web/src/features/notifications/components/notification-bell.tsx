/**
 * The header's bell for signed-in users (spec §2): the unread badge (9+ above nine), polled every
 * 30 s, and a panel of the newest ten with "View All Notifications" when there are more. It is a
 * menu: arrow keys move through the items, Enter opens one (marked read, its link followed), and a
 * pending invitation's Accept and Decline are items of their own right under it.
 */
import {
  NOTIFICATION_BADGE_CAP,
  NOTIFICATION_PANEL_MAX,
  type Notification,
} from '@core/api/notifications';
import { Bell, Check, CircleAlert, LoaderCircle, RotateCw, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { t } from '@/lib/app-messages/app-messages';
import { useOpenNotification, useRespondToInvitation } from '../api/use-notification-actions';
import { useNotificationPanel } from '../api/use-notifications';
import { isAnswerableInvitation, unreadBadgeText } from '../lib/notification-links';
import { notificationsMessages as m } from '../messages';
import { NotificationSummary } from './notification-summary';

export function NotificationBell() {
  const panel = useNotificationPanel();
  const [open, setOpen] = useState(false);
  // Held here, not in the items: the panel unmounts them as it closes, mid-request.
  const actions: ItemActions = { open: useOpenNotification(), respond: useRespondToInvitation() };
  const unread = panel.data?.unreadCount ?? 0;
  const badge = unread > 0 ? unreadBadgeText(unread, NOTIFICATION_BADGE_CAP) : null;

  return (
    <DropdownMenu
      modal={false}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        // The poll may be up to 30 s old: opening shows the list as it is now.
        if (next && !panel.isPending) void panel.refetch();
      }}
    >
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="relative"
          // The badge's text is part of the name (WCAG 2.5.3, label in name): "Notifications, 9+ unread".
          aria-label={badge ? t(m.bellLabelUnread, { badge }) : t(m.title)}
        >
          <Bell aria-hidden="true" />
          {badge ? (
            <span
              aria-hidden="true"
              data-slot="unread-badge"
              className="absolute top-1 right-1 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[0.625rem] leading-none font-semibold text-destructive-foreground"
            >
              {badge}
            </span>
          ) : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent
        inline
        align="end"
        collisionPadding={8}
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <div className="flex items-center justify-between gap-2 px-3 py-2.5">
          <DropdownMenuLabel className="p-0 text-base font-semibold">
            {t(m.title)}
          </DropdownMenuLabel>
          {panel.data ? (
            <span className="text-xs font-medium text-primary">
              {t(m.newCount, { count: unread })}
            </span>
          ) : null}
        </div>
        <DropdownMenuSeparator className="mx-0 my-0" />
        <PanelBody panel={panel} actions={actions} onClose={() => setOpen(false)} />
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

interface ItemActions {
  open: ReturnType<typeof useOpenNotification>;
  respond: ReturnType<typeof useRespondToInvitation>;
}

function PanelBody({
  panel,
  actions,
  onClose,
}: {
  panel: ReturnType<typeof useNotificationPanel>;
  actions: ItemActions;
  onClose: () => void;
}) {
  if (panel.isPending) {
    return (
      <div
        role="status"
        className="flex items-center justify-center gap-2 px-4 py-8 text-sm text-muted-foreground"
      >
        <LoaderCircle
          className="size-4 animate-spin motion-reduce:animate-none"
          aria-hidden="true"
        />
        {t(m.loading)}
      </div>
    );
  }
  if (panel.isError) {
    return (
      <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
        <CircleAlert className="size-6 text-destructive" aria-hidden="true" />
        <p className="text-sm font-medium" role="alert">
          {t(m.panelLoadError)}
        </p>
        <DropdownMenuItem
          onSelect={(event) => {
            event.preventDefault();
            void panel.refetch();
          }}
        >
          <RotateCw aria-hidden="true" />
          {t(m.tryAgain)}
        </DropdownMenuItem>
      </div>
    );
  }
  const items = panel.data.notifications.slice(0, NOTIFICATION_PANEL_MAX);
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
        <Bell className="mb-2 size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm font-medium">{t(m.emptyTitle)}</p>
        <p className="text-sm text-muted-foreground">{t(m.emptyDescription)}</p>
      </div>
    );
  }
  const more = panel.data.nextCursor !== null || panel.data.notifications.length > items.length;
  return (
    <>
      <DropdownMenuGroup className="max-h-[min(28rem,70vh)] overflow-y-auto p-1">
        {items.map((n) => (
          <PanelItem key={n.id} notification={n} actions={actions} onClose={onClose} />
        ))}
      </DropdownMenuGroup>
      {more ? (
        <>
          <DropdownMenuSeparator className="mx-0 my-0" />
          <div className="p-1">
            <DropdownMenuItem asChild className="justify-center font-medium text-primary">
              <Link href="/notifications">{t(m.viewAll)}</Link>
            </DropdownMenuItem>
          </div>
        </>
      ) : null}
    </>
  );
}

function PanelItem({
  notification,
  actions: { open, respond },
  onClose,
}: {
  notification: Notification;
  actions: ItemActions;
  onClose: () => void;
}) {
  const summaryId = useId();
  const answerable = isAnswerableInvitation(notification);
  const answer = (action: 'accept' | 'decline') => {
    respond.mutate({ notification, action });
    onClose();
  };

  return (
    <div className="border-b border-border/60 py-0.5 last:border-b-0">
      <DropdownMenuItem
        className="items-start py-2.5"
        data-unread={notification.isRead ? undefined : ''}
        onSelect={() => open(notification)}
      >
        <NotificationSummary notification={notification} id={summaryId} />
      </DropdownMenuItem>
      {answerable ? (
        <div className="flex gap-2 pb-2 pl-13">
          <DropdownMenuItem
            aria-describedby={summaryId}
            disabled={respond.isPending}
            className="h-8 bg-primary px-3 text-primary-foreground focus:bg-primary-hover focus:text-primary-foreground [&_svg]:text-primary-foreground"
            onSelect={() => answer('accept')}
          >
            <Check aria-hidden="true" />
            {t(m.accept)}
          </DropdownMenuItem>
          <DropdownMenuItem
            aria-describedby={summaryId}
            disabled={respond.isPending}
            className="h-8 border border-input px-3"
            onSelect={() => answer('decline')}
          >
            <X aria-hidden="true" />
            {t(m.decline)}
          </DropdownMenuItem>
        </div>
      ) : null}
    </div>
  );
}
