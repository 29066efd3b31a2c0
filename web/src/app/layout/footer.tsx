import { Link } from 'wouter';
import { Logo } from '@/components/ui/logo';
import { t } from '@/lib/app-messages/app-messages';
import { appShellMessages as m } from '../messages';

interface FooterLink {
  /** A message of the shell's catalogue. */
  label: string;
  href: string;
  external?: boolean;
}

interface FooterGroup {
  title: string;
  links: FooterLink[];
}

// The spec's Product, Resources, Company and Legal groups (section 2), every entry a real page:
// About, Help, Terms and Privacy are the site content pages an admin edits (issue 16). The
// server-rendered pages carry the same footer (server/src/prerender/page-shell.ts).
const GROUPS: FooterGroup[] = [
  {
    title: m.footerProduct,
    links: [
      { label: m.createForm, href: '/forms/new' },
      { label: m.templates, href: '/templates' },
      { label: m.pricing, href: '/pricing' },
      { label: m.dashboard, href: '/dashboard' },
    ],
  },
  {
    title: m.footerResources,
    links: [
      { label: m.apiReference, href: '/api/docs', external: true },
      { label: m.helpCentre, href: '/help' },
    ],
  },
  {
    title: m.footerCompany,
    links: [{ label: m.about, href: '/about' }],
  },
  {
    title: m.footerLegal,
    links: [
      { label: m.terms, href: '/terms' },
      { label: m.privacy, href: '/privacy' },
    ],
  },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4';

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.href} className={linkClass}>
        {t(link.label)}
      </a>
    );
  }
  return (
    <Link href={link.href} className={linkClass}>
      {t(link.label)}
    </Link>
  );
}

export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border bg-subtle">
      <div className="mx-auto grid w-full max-w-(--container-page) gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8">
        <div className="max-w-xs">
          <Link
            href="/"
            className="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight"
          >
            <Logo />
            <span>{t(m.brand)}</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">{t(m.footerTagline)}</p>
        </div>
        <nav aria-label={t(m.footerNav)} className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-foreground">{t(group.title)}</h2>
              <ul className="mt-3 flex flex-col gap-2.5">
                {group.links.map((link) => (
                  <li key={t(link.label)}>
                    <FooterEntry link={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto w-full max-w-(--container-page) px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">
          {t(m.copyright, { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
