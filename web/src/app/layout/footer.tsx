import { Link } from 'wouter';
import { Logo } from '@/components/ui/logo';

interface FooterLink {
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
    title: 'Product',
    links: [
      { label: 'Create a form', href: '/forms/new' },
      { label: 'Templates', href: '/templates' },
      { label: 'Pricing', href: '/pricing' },
      { label: 'Dashboard', href: '/dashboard' },
    ],
  },
  {
    title: 'Resources',
    links: [
      { label: 'API reference', href: '/api/docs', external: true },
      { label: 'Help centre', href: '/help' },
    ],
  },
  {
    title: 'Company',
    links: [{ label: 'About', href: '/about' }],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of service', href: '/terms' },
      { label: 'Privacy policy', href: '/privacy' },
    ],
  },
];

const linkClass =
  'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4';

function FooterEntry({ link }: { link: FooterLink }) {
  if (link.external) {
    return (
      <a href={link.href} className={linkClass}>
        {link.label}
      </a>
    );
  }
  return (
    <Link href={link.href} className={linkClass}>
      {link.label}
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
            <span>Formloom</span>
          </Link>
          <p className="mt-3 text-sm text-muted-foreground">
            Forms and surveys people enjoy filling in, with answers you can act on.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:grid-cols-4">
          {GROUPS.map((group) => (
            <div key={group.title}>
              <h2 className="text-sm font-semibold text-foreground">{group.title}</h2>
              <ul className="mt-3 flex flex-col gap-2.5">
                {group.links.map((link) => (
                  <li key={link.label}>
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
          © {year} Formloom
        </p>
      </div>
    </footer>
  );
}
