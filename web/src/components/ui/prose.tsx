import type { MouseEvent } from 'react';
import { cn } from '@/lib/utils';

/**
 * Long-form text (site content pages, the content editor's preview): headings, paragraphs, lists,
 * links, quotes, code and tables styled from the design tokens. The server renders the same class
 * string into its pre-rendered pages (server/src/modules/site-content/content-page-markup.ts, which
 * a test keeps equal to this one): keep both the same or the page moves when the app takes over.
 */
export const PROSE_CLASS =
  'text-base leading-7 text-foreground break-words [&>:first-child]:mt-0 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-semibold [&_h2]:tracking-tight [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-6 [&_h4]:font-semibold [&_h5]:mt-6 [&_h5]:font-semibold [&_h6]:mt-6 [&_h6]:font-semibold [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-1.5 [&_li>p]:mt-0 [&_strong]:font-semibold [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-primary-hover [&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-border [&_blockquote]:pl-4 [&_blockquote]:text-muted-foreground [&_code]:rounded-sm [&_code]:bg-muted [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_pre]:mt-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-muted [&_pre]:p-4 [&_pre_code]:bg-transparent [&_pre_code]:p-0 [&_hr]:my-8 [&_hr]:border-border [&_img]:mt-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_table]:mt-4 [&_table]:block [&_table]:max-w-full [&_table]:overflow-x-auto [&_table]:text-sm [&_th]:border-b [&_th]:border-border [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold [&_td]:border-b [&_td]:border-border [&_td]:p-2';

/**
 * HTML that the server has already sanitised (never anything else: this sets innerHTML).
 * Clicks on same-site links go through `onNavigate` (the app's router) instead of a page load.
 */
export function Prose({
  html,
  className,
  onNavigate,
}: {
  html: string;
  className?: string;
  onNavigate?: (path: string) => void;
}) {
  return (
    // Not a control itself: it delegates the links' clicks (Enter on a link is a click too).
    <div
      className={cn(PROSE_CLASS, className)}
      onClick={onNavigate ? (event) => followSameSiteLink(event, onNavigate) : undefined}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function followSameSiteLink(event: MouseEvent, navigate: (path: string) => void): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = (event.target as Element).closest('a');
  if (!link || link.target) return;
  const url = new URL(link.href, window.location.href);
  // Only the app's own pages: the API, downloads and other sites are real page loads.
  if (url.origin !== window.location.origin || url.pathname.startsWith('/api/')) return;
  event.preventDefault();
  navigate(`${url.pathname}${url.search}${url.hash}`);
}
