/**
 * The SPA's index.html filled with a server-rendered page: title, description and Open Graph tags,
 * modulepreload links for the route's chunk, and inside #root the app's layout (skip link, header,
 * `<main>` with the page, footer) in the markup web/src/app/layout renders, so the page reads
 * without JavaScript and the first paint already has the footer where it stays. The query seeds go
 * in a JSON data block (not executed, so the strict CSP allows it); main.tsx reads it.
 */
import escapeHtml from 'escape-html';
import { APP_LOADER, THEME_INIT } from './inline-boot';
import type { PrerenderedPage } from './prerender-registry';

const LOGO =
  '<svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" class="size-7 shrink-0"><rect width="32" height="32" rx="8" class="fill-primary"></rect><path d="M9 10.5h14M9 16h10M9 21.5h6" stroke-width="2.6" stroke-linecap="round" class="stroke-primary-foreground"></path><circle cx="22.5" cy="21.5" r="2.2" class="fill-primary-foreground opacity-70"></circle></svg>';

const NAV = [
  ['Dashboard', '/dashboard'],
  ['Create Form', '/forms/new'],
  ['NPS Analytics', '/nps-analytics'],
  ['Templates', '/templates'],
  ['Brand Kit', '/brandkit'],
] as const;

const FOOTER_GROUPS: { title: string; links: [string, string][] }[] = [
  {
    title: 'Product',
    links: [
      ['Create a form', '/forms/new'],
      ['Templates', '/templates'],
      ['Pricing', '/pricing'],
      ['Dashboard', '/dashboard'],
    ],
  },
  {
    title: 'Resources',
    links: [
      ['API reference', '/api/docs'],
      ['Help centre', '/help'],
    ],
  },
  { title: 'Company', links: [['About', '/about']] },
  {
    title: 'Legal',
    links: [
      ['Terms of service', '/terms'],
      ['Privacy policy', '/privacy'],
    ],
  },
];

function header(): string {
  const nav = NAV.map(
    ([label, href]) =>
      `<li><a href="${href}" class="inline-flex h-9 items-center rounded-md px-2 text-sm font-medium whitespace-nowrap text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground xl:px-3">${label}</a></li>`,
  ).join('');
  return `<header class="sticky top-0 z-40 border-b border-border bg-background"><div class="mx-auto flex h-16 w-full max-w-(--container-page) items-center gap-2 px-4 sm:px-6 lg:gap-4 lg:px-8"><a href="/" class="flex shrink-0 items-center gap-2 rounded-md text-lg font-bold tracking-tight">${LOGO}<span class="md:max-lg:sr-only">Formloom</span></a><nav aria-label="Main" class="hidden md:block"><ul class="flex items-center gap-0.5 lg:gap-1">${nav}</ul></nav><div class="ml-auto flex items-center gap-1 sm:gap-2"><a data-slot="button" href="/auth" class="inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md text-sm font-medium whitespace-nowrap h-9 px-3 text-foreground hover:bg-accent hover:text-accent-foreground">Log in</a></div></div></header>`;
}

function footer(): string {
  const linkClass =
    'rounded-sm text-sm text-muted-foreground transition-colors hover:text-foreground hover:underline underline-offset-4';
  const groups = FOOTER_GROUPS.map(
    (group) =>
      `<div><h2 class="text-sm font-semibold text-foreground">${group.title}</h2><ul class="mt-3 flex flex-col gap-2.5">${group.links.map(([label, href]) => `<li><a href="${href}" class="${linkClass}">${label}</a></li>`).join('')}</ul></div>`,
  ).join('');
  return `<footer class="border-t border-border bg-subtle"><div class="mx-auto grid w-full max-w-(--container-page) gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_2fr] lg:px-8"><div class="max-w-xs"><a href="/" class="inline-flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">${LOGO}<span>Formloom</span></a><p class="mt-3 text-sm text-muted-foreground">Forms and surveys people enjoy filling in, with answers you can act on.</p></div><nav aria-label="Footer" class="grid grid-cols-2 gap-8 sm:grid-cols-4">${groups}</nav></div><div class="border-t border-border"><p class="mx-auto w-full max-w-(--container-page) px-4 py-6 text-sm text-muted-foreground sm:px-6 lg:px-8">© ${new Date().getFullYear()} Formloom</p></div></footer>`;
}

/** JSON that cannot close its <script> element or start a comment. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026');
}

export interface ShellOptions {
  /** The request's path, which the client compares with its own location before reusing the HTML. */
  path: string;
  /** Absolute URL of the page, for og:url and the canonical link; omitted when unknown. */
  url?: string;
  /** Chunk files (e.g. /assets/home-page-abc.js) to modulepreload. */
  preload: string[];
  /** The text of the client's stylesheet (/assets/index-*.css), or undefined when unreadable. */
  stylesheet: (href: string) => string | undefined;
}

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/;

/**
 * The head for a painted-first page: the stylesheet inline (style-src allows inline styles, and
 * it saves the round trip the first paint waited on), the theme script inline, and the app's
 * entry and preloads moved into the JSON list that APP_LOADER starts after the first paint.
 */
function paintFirstHead(template: string, options: ShellOptions): string {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return template;
  const preload = [...template.matchAll(PRELOAD)].map((m) => m[1]!);
  let head = template
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('<script src="/theme-init.js"></script>', () => `<script>${THEME_INIT}</script>`);
  const css = STYLESHEET.exec(head);
  const text = css ? options.stylesheet(css[1]!) : undefined;
  if (css && text !== undefined) {
    head = head.replace(
      STYLESHEET,
      () => `<style>${text.replace(/<\/style/gi, '<\\/style')}</style>`,
    );
  }
  const scripts = jsonForScript({ entry, preload: [...preload, ...options.preload] });
  return head.replace(
    '</head>',
    () =>
      `  <script type="application/json" id="app-scripts">${scripts}</script>\n    <script>${APP_LOADER}</script>\n  </head>`,
  );
}

export function fillIndexHtml(
  template: string,
  page: PrerenderedPage,
  options: ShellOptions,
): string {
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const head = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Formloom" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta name="twitter:card" content="summary" />`,
    ...(options.url
      ? [
          `<meta property="og:url" content="${escapeHtml(options.url)}" />`,
          `<link rel="canonical" href="${escapeHtml(options.url)}" />`,
        ]
      : []),
  ].join('\n    ');
  const data = jsonForScript({ path: options.path, queries: page.queries ?? [] });
  const root =
    `<div id="root" data-prerendered="${escapeHtml(options.path)}"><div class="flex min-h-dvh flex-col">` +
    `<a href="#main" class="sr-only rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[200]">Skip to content</a>` +
    `${header()}<main id="main" tabindex="-1" class="flex-1">${page.html}</main>${footer()}</div></div>\n` +
    `    <script type="application/json" id="prerender-data">${data}</script>`;
  return paintFirstHead(template, options)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
    .replace(
      /<meta\s+name="description"[^>]*>/,
      () => `<meta name="description" content="${description}" />`,
    )
    .replace('</head>', () => `    ${head}\n  </head>`)
    .replace('<div id="root"></div>', () => root);
}
