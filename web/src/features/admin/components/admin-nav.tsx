import {
  FileText,
  LayoutDashboard,
  LayoutTemplate,
  Menu,
  ScrollText,
  type LucideIcon,
  Users,
  ClipboardList,
} from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { cn } from '@/lib/utils';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { adminMessages as m } from '../messages';

interface Section {
  href: string;
  /** A message of the console's catalogue. */
  label: string;
  icon: LucideIcon;
}

/** The console's sections; hrefs are relative to /admin (the router nests the console there). */
export const ADMIN_SECTIONS: readonly Section[] = [
  { href: '/', label: m.sectionOverview, icon: LayoutDashboard },
  { href: '/users', label: m.sectionUsers, icon: Users },
  { href: '/forms', label: m.sectionForms, icon: ClipboardList },
  { href: '/audit', label: m.sectionAudit, icon: ScrollText },
  { href: '/content', label: m.sectionContent, icon: FileText },
  { href: '/templates', label: m.sectionTemplates, icon: LayoutTemplate },
];

function isCurrent(location: string, href: string): boolean {
  if (href === '/') return location === '/' || location === '';
  return location === href || location.startsWith(`${href}/`);
}

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  const [location] = useLocation();
  return (
    <ul className="flex flex-col gap-1">
      {ADMIN_SECTIONS.map(({ href, label, icon: Icon }) => {
        const current = isCurrent(location, href);
        return (
          <li key={href}>
            <Link
              // The overview is the console's own address, /admin (a relative "/" adds a slash).
              href={href === '/' ? '~/admin' : href}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className={cn(
                'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
                current
                  ? 'bg-primary-soft text-primary-soft-foreground'
                  : 'text-muted-foreground hover:bg-accent hover:text-accent-foreground',
              )}
            >
              <Icon className="size-4 shrink-0" aria-hidden="true" />
              {t(label)}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** The side navigation from 1024 px up: always in view beside the section. */
export function AdminSideNav() {
  return (
    <nav aria-label={t(m.adminConsole)} className="sticky top-20 hidden self-start lg:block">
      <p className="mb-3 px-3 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {t(m.adminConsole)}
      </p>
      <SectionLinks />
    </nav>
  );
}

/** Below 1024 px: a button that opens the same links in a sheet from the left. */
export function AdminMobileNav() {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const current = ADMIN_SECTIONS.find((section) => isCurrent(location, section.href));

  return (
    <div className="mb-6 lg:hidden">
      <Sheet open={open} onOpenChange={setOpen}>
        <SheetTrigger asChild>
          <Button variant="outline" className="w-full justify-start sm:w-auto">
            <Menu aria-hidden="true" />
            {t(m.adminSections)}
            {current ? (
              <span className="text-muted-foreground">
                {tRich(m.currentSection, {
                  bullet: (chunks) => <span aria-hidden="true">{chunks}</span>,
                  hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                  section: t(current.label),
                })}
              </span>
            ) : null}
          </Button>
        </SheetTrigger>
        <SheetContent side="left" aria-describedby={undefined}>
          <SheetHeader>
            <SheetTitle>{t(m.adminConsole)}</SheetTitle>
          </SheetHeader>
          <nav aria-label={t(m.adminConsole)}>
            <SectionLinks onNavigate={() => setOpen(false)} />
          </nav>
        </SheetContent>
      </Sheet>
    </div>
  );
}
