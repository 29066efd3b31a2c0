import { Bell, CreditCard, LogOut, ShieldCheck, User, type LucideIcon } from 'lucide-react';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { displayName, useLogout, type SessionUser } from '@/features/session';
import { UserAvatar } from './user-avatar';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

/**
 * The signed-in part of the header, loaded only for signed-in users (so guests never poll for
 * notifications): the notification bell and the user menu.
 */
export function AccountControls({ user }: { user: SessionUser }) {
  return (
    <>
      <NotificationBell />
      <UserMenu user={user} />
    </>
  );
}

/** The account's own pages, in the menu's order. */
const ACCOUNT_LINKS: readonly {
  href: string;
  /** A message of the shell's catalogue. */
  label: string;
  icon: LucideIcon;
  adminOnly?: true;
}[] = [
  { href: '/profile', label: m.profile, icon: User },
  { href: '/notifications', label: m.notifications, icon: Bell },
  { href: '/billing', label: m.billing, icon: CreditCard },
  { href: '/admin', label: m.admin, icon: ShieldCheck, adminOnly: true },
];

function UserMenu({ user }: { user: SessionUser }) {
  const logout = useLogout();
  const name = displayName(user);

  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" title={name}>
          <UserAvatar name={name} />
          <span className="sr-only">{name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="flex flex-col gap-0.5">
          <span className="truncate">{name}</span>
          <span className="truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        {/* The console is not advertised to anyone else (for them /admin is not found). */}
        {ACCOUNT_LINKS.filter((link) => !link.adminOnly || user.role === 'admin').map(
          ({ href, label, icon: Icon }) => (
            <DropdownMenuItem asChild key={href}>
              <Link href={href}>
                <Icon aria-hidden="true" />
                {t(label)}
              </Link>
            </DropdownMenuItem>
          ),
        )}
        <DropdownMenuItem disabled={logout.isPending} onSelect={() => logout.mutate()}>
          <LogOut aria-hidden="true" />
          {t(m.logOut)}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
