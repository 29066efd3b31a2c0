/** One icon per notification type (spec §2: "an icon by type"). */
import type { NotificationType } from '@core/api/notifications';
import {
  Bell,
  MailPlus,
  Share2,
  ShieldCheck,
  ShieldOff,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { cn } from '@/lib/utils';

const ICONS: Record<NotificationType, LucideIcon> = {
  invitation: MailPlus,
  form_shared: Share2,
  collaboration_request: UserPlus,
  access_granted: ShieldCheck,
  access_revoked: ShieldOff,
  other: Bell,
};

export function NotificationIcon({
  type,
  className,
}: {
  type: NotificationType;
  className?: string;
}) {
  const Icon = ICONS[type];
  return (
    <span
      data-type={type}
      className={cn(
        'flex size-8 shrink-0 items-center justify-center rounded-full',
        type === 'access_revoked'
          ? 'bg-muted text-muted-foreground'
          : 'bg-primary-soft text-primary-soft-foreground',
        className,
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
    </span>
  );
}
