/**
 * A content page as HTML: the same elements and classes web/src/features/site-pages/components/
 * content-page.tsx renders on its first render, so the server's page and the app's are one
 * (nothing moves when the app takes over). PROSE_CLASS is web/src/components/ui/prose.tsx's,
 * copied because the server cannot import the web (a test keeps the two equal).
 */
import escapeHtml from 'escape-html';
import type { PublicContent } from '@core/api/site-content';
import { formatContentDate } from '@core/site-content/content-date';

export const PROSE_CLASS =
  'text-base leading-7 text-foreground break-words [&>:first-child]:mt-0 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li>p]:mt-0 [&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_hr]:my-8 [&_hr]:border-border [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:border-border [&_td]:p-2';

/** The content page's classes, shared with the React screen (see content-page.tsx). */
export const CONTENT_CLASSES = {
  container: 'mx-auto w-full max-w-(--container-prose) px-4 py-10 sm:px-6 sm:py-12',
  title: 'text-3xl font-bold tracking-tight sm:text-4xl',
  updated: 'mt-2 text-sm text-muted-foreground',
  body: 'mt-8',
} as const;

/** The inner HTML of `<main>` for a page; its `html` is already sanitised (render-markdown.ts). */
export function contentPageHtml(page: PublicContent): string {
  const date = formatContentDate(page.updatedAt);
  return (
    `<div class="${CONTENT_CLASSES.container}">` +
    `<article aria-labelledby="content-title">` +
    `<h1 id="content-title" class="${CONTENT_CLASSES.title}">${escapeHtml(page.title)}</h1>` +
    `<p class="${CONTENT_CLASSES.updated}">Last updated <time datetime="${escapeHtml(page.updatedAt)}">${escapeHtml(date)}</time></p>` +
    `<div class="${PROSE_CLASS} ${CONTENT_CLASSES.body}">${page.html}</div>` +
    `</article></div>`
  );
}
