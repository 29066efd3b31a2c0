/**
 * The one way site content becomes HTML, for the editor's preview and the public pages alike.
 *
 * Two layers, so a mistake in one is caught by the other:
 * 1. markdown-it with `html: false`: raw HTML in the Markdown is escaped as text, and its link
 *    check drops javascript:, vbscript:, file: and data: targets (entity-encoded ones included,
 *    as it decodes before checking);
 * 2. sanitize-html with an allow-list of tags, attributes and URL schemes: nothing executable can
 *    leave even if the parser ever emitted it (no script, style, iframe, svg, event handlers,
 *    javascript: or data: URLs, protocol-relative URLs).
 *
 * Links get rel="noopener noreferrer" and open in the same tab (the visitor decides). A Markdown
 * `#` heading becomes an h2: the page's title is its only h1.
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
    code: ['class'],
  },
  // A fence's language, as markdown-it writes it; any other class (or odd info string) is dropped.
  allowedClasses: { code: [/^language-[\w-]{1,40}$/] },
  // Table cell alignment is markdown-it's only inline style.
  allowedStyles: { '*': { 'text-align': [/^(?:left|right|center)$/] } },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // An image whose address was refused (data:, javascript:) would be an empty box: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  transformTags: {
    h1: 'h2',
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
  },
};

/** The second layer alone (exported for its tests: it must hold even if the first one failed). */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}

/** Rendered pages by their Markdown: public pages are read far more often than they change. */
const cache = new Map<string, string>();
const CACHE_MAX = 200;

/** Markdown to safe HTML; `cache: false` for one-off sources (the editor's preview keystrokes). */
export function renderMarkdown(source: string, options: { cache?: boolean } = {}): string {
  const cached = cache.get(source);
  if (cached !== undefined) return cached;
  const html = sanitizeContentHtml(markdown.render(source));
  if (options.cache === false) return html;
  // Cleared when full rather than tracked per entry: there are only a few dozen pages.
  if (cache.size >= CACHE_MAX) cache.clear();
  cache.set(source, html);
  return html;
}

/** Plain text of the start of a page, for a meta description when the admin left it blank. */
export function summarizeMarkdown(source: string, maxLength = 160): string {
  const words: string[] = [];
  for (const token of markdown.parse(source, {})) {
    for (const child of token.children ?? []) {
      if (child.type === 'text' || child.type === 'code_inline') words.push(child.content);
      if (child.type === 'softbreak' || child.type === 'hardbreak') words.push(' ');
    }
    if (token.type === 'paragraph_close' || token.type === 'heading_close') words.push(' ');
  }
  const text = words.join('').replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), maxLength / 2)).trimEnd()}…`;
}
