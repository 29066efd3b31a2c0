import { Bell, CreditCard, LogIn, LogOut, User } from 'lucide-react';
import { useRef } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from '@/components/ui/sheet';
import { displayName, useLogout, useSession } from '@/features/session';
import { cn } from '@/lib/utils';
import { isActive, NAV_ITEMS } from './nav-items';
import { UserAvatar } from './user-avatar';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

export interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called when the menu closes without navigating, to return focus to the menu button. */
  onCloseAutoFocus: (navigated: boolean) => void;
}

/** The slide-in menu below the md breakpoint: the navigation again, plus the account. */
export function MobileMenu({ open, onOpenChange, onCloseAutoFocus }: MobileMenuProps) {
  const [location] = useLocation();
  const session = useSession();
  const logout = useLogout();
  const navigated = useRef(false);

  const go = () => {
    navigated.current = true;
    onOpenChange(false);
  };

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        side="right"
        id="mobile-menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onCloseAutoFocus(navigated.current);
          navigated.current = false;
        }}
      >
        <SheetHeader>
          <SheetTitle className="flex items-center gap-2">
            <Logo className="size-6" />
            {t(m.menuTitle)}
          </SheetTitle>
          <SheetDescription className="sr-only">{t(m.menuDescription)}</SheetDescription>
        </SheetHeader>

        <nav aria-label={t(m.mobileNav)}>
          <ul className="flex flex-col gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActive(location, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={go}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'flex items-center gap-3 rounded-md px-3 py-2.5 text-base font-medium transition-colors hover:bg-accent',
                      active &&
                        'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft',
                    )}
                  >
                    <item.icon className="size-5" aria-hidden="true" />
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="mt-auto border-t border-border pt-6">
          {session.status === 'authenticated' && session.user ? (
            <div className="flex flex-col gap-4">
              <div className="flex min-w-0 items-center gap-3">
                <UserAvatar name={displayName(session.user)} className="size-10 text-sm" />
                <div className="min-w-0">
                  <p className="truncate font-medium">{displayName(session.user)}</p>
                  <p className="truncate text-sm text-muted-foreground">{session.user.email}</p>
                </div>
              </div>
              <div className="flex flex-col gap-2">
                <Button asChild variant="outline">
                  <Link href="/profile" onClick={go}>
                    <User aria-hidden="true" />
                    {t(m.viewProfile)}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/notifications" onClick={go}>
                    <Bell aria-hidden="true" />
                    {t(m.notifications)}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link href="/billing" onClick={go}>
                    <CreditCard aria-hidden="true" />
                    {t(m.billing)}
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  disabled={logout.isPending}
                  onClick={() => {
                    go();
                    logout.mutate();
                  }}
                >
                  <LogOut aria-hidden="true" />
                  {t(m.logOut)}
                </Button>
              </div>
            </div>
          ) : session.status === 'loading' ? (
            <div className="flex items-center gap-3" aria-hidden="true">
              <Skeleton className="size-10 rounded-full" />
              <div className="grid flex-1 gap-2">
                <Skeleton className="h-4 w-2/3" />
                <Skeleton className="h-3 w-1/2" />
              </div>
            </div>
          ) : session.status === 'guest' ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted-foreground">{t(m.guestPrompt)}</p>
              <Button asChild>
                <Link href="/auth" onClick={go}>
                  <LogIn aria-hidden="true" />
                  {t(m.logIn)}
                </Link>
              </Button>
            </div>
          ) : null}
        </div>
      </SheetContent>
    </Sheet>
  );
}
