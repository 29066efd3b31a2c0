import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Logo } from '@/components/ui/logo';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/features/session';
import { cn } from '@/lib/utils';
import { isActive, NAV_ITEMS } from './nav-items';
import { ThemeToggle } from './theme-toggle';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

// Signed-in controls and the mobile menu pull in Radix menus and dialogs; they load on demand so
// the first page stays light.
const loadAccountControls = () => import('./account-controls');
const loadMobileMenu = () => import('./mobile-menu');
const AccountControls = lazy(() =>
  loadAccountControls().then((module) => ({ default: module.AccountControls })),
);
const MobileMenu = lazy(() => loadMobileMenu().then((module) => ({ default: module.MobileMenu })));

export function Header() {
  const session = useSession();
  const [location] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuMounted, setMenuMounted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const isHome = location === '/';

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-background">
      <div className="mx-auto flex h-16 w-full max-w-(--container-page) items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight"
        >
          <Logo />
          {/* Between md and lg the navigation needs the room: the name is kept for screen readers. */}
          <span className="md:max-lg:sr-only">{t(m.brand)}</span>
        </Link>

        <nav aria-label={t(m.mainNav)} className="hidden md:block">
          <ul className="flex items-center gap-0.5 lg:gap-1">
            {NAV_ITEMS.map((item) => {
              const active = isActive(location, item.href);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    aria-current={active ? 'page' : undefined}
                    className={cn(
                      'inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground xl:px-3',
                      active &&
                        'bg-primary-soft text-primary-soft-foreground hover:bg-primary-soft hover:text-primary-soft-foreground',
                    )}
                  >
                    {t(item.label)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          {isHome ? (
            <Button asChild size="sm" className="hidden lg:inline-flex">
              <Link href="/forms/new">{t(m.createForm)}</Link>
            </Button>
          ) : null}
          <ThemeToggle />
          {session.status === 'loading' ? (
            <Skeleton className="h-9 w-16" />
          ) : session.status === 'authenticated' && session.user ? (
            <Suspense fallback={<Skeleton className="h-9 w-20" />}>
              <AccountControls user={session.user} />
            </Suspense>
          ) : (
            <Button asChild variant="ghost" size="sm">
              <Link href="/auth">{t(m.logIn)}</Link>
            </Button>
          )}
          <Button
            ref={menuButtonRef}
            variant="ghost"
            size="icon"
            className="md:hidden"
            aria-label={t(m.openMenu)}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onPointerEnter={() => void loadMobileMenu()}
            onFocus={() => void loadMobileMenu()}
            onClick={() => {
              setMenuMounted(true);
              setMenuOpen(true);
            }}
          >
            <Menu aria-hidden="true" />
          </Button>
        </div>
      </div>

      {menuMounted ? (
        <Suspense fallback={null}>
          <MobileMenu
            open={menuOpen}
            onOpenChange={setMenuOpen}
            onCloseAutoFocus={(navigated) => {
              if (!navigated) menuButtonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
