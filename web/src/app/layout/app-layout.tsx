import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { Footer } from './footer';
import { Header } from './header';
import { VerifyEmailReminder } from './verify-email-reminder';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

/**
 * The shell of every screen except the public form view: skip link, header, the main landmark
 * and the footer. After a client-side navigation the page scrolls to the top and focus moves to
 * <main>, so keyboard and screen-reader users start at the new content.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const mainRef = useMainFocusOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <Header />
      <main id="main" ref={mainRef} tabIndex={-1} className="flex-1">
        {/* Inside <main>: every part of the page sits in a landmark. */}
        <VerifyEmailReminder />
        {children}
      </main>
      <Footer />
    </div>
  );
}

/** The public form view: no header or footer (product spec section 2). */
export function BareLayout({ children }: { children: ReactNode }) {
  const mainRef = useMainFocusOnNavigate();
  return (
    <main id="main" ref={mainRef} tabIndex={-1} className="min-h-dvh bg-subtle">
      {children}
    </main>
  );
}

function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]"
    >
      {t(m.skipToContent)}
    </a>
  );
}

function useMainFocusOnNavigate() {
  const [location] = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo({ top: 0 });
    mainRef.current?.focus({ preventScroll: true });
  }, [location]);

  return mainRef;
}
