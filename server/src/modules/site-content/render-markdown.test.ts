/**
 * The XSS corpus (issue 16): whatever an admin (or someone with an admin's session) types, the
 * rendered page runs nothing. Each output is parsed, and every element and attribute must be on
 * the allow-list, with link and image addresses only http(s), mailto, tel or relative.
 */
import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { renderMarkdown, sanitizeContentHtml, summarizeMarkdown } from './render-markdown';

const ALLOWED: Record<string, readonly string[]> = {
  h2: [],
  h3: [],
  h4: [],
  h5: [],
  h6: [],
  p: [],
  br: [],
  hr: [],
  strong: [],
  em: [],
  s: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  ul: [],
  ol: ['start'],
  li: [],
  a: ['href', 'title', 'rel'],
  img: ['src', 'alt', 'title'],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
};

interface Element {
  tag: string;
  attribs: Record<string, string>;
}

/** Every element of an HTML fragment, found by an HTML parser (sanitize-html's, allowing all). */
function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  sanitizeHtml(html, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    exclusiveFilter: (frame) => {
      found.push({ tag: frame.tag, attribs: { ...frame.attribs } });
      return false;
    },
  });
  return found;
}

/** Resolved as a browser would, from a page of this site: the scheme must be a harmless one. */
function isSafeUrl(value: string): boolean {
  if (value.trim().startsWith('//')) return false;
  const url = new URL(value, 'https://site.example/p/page');
  return ['https:', 'http:', 'mailto:', 'tel:'].includes(url.protocol);
}

function expectInert(html: string): void {
  expect(html).not.toMatch(
    /<\s*\/?\s*(?:script|style|iframe|svg|math|object|embed|form|base|meta|link)/i,
  );
  for (const element of elementsOf(html)) {
    const allowed = ALLOWED[element.tag];
    expect(allowed, `<${element.tag}> is not allowed`).toBeDefined();
    for (const [name, value] of Object.entries(element.attribs)) {
      expect(allowed, `${element.tag}[${name}]`).toContain(name);
      if (name === 'href' || name === 'src') {
        expect(isSafeUrl(value), `${element.tag}[${name}]=${value}`).toBe(true);
      }
      if (name === 'style') expect(value).toMatch(/^text-align:\s*(?:left|right|center);?$/);
      if (name === 'class') expect(value).toMatch(/^language-[\w-]{1,40}$/);
      if (name === 'rel') expect(value).toBe('noopener noreferrer');
    }
  }
}

const CORPUS: [string, string][] = [
  ['script tag', '<script>alert(1)</script>'],
  ['script tag, mixed case', '<ScRiPt src="https://evil.example/x.js"></ScRiPt>'],
  ['script split over lines', '<scr\nipt>alert(1)</scr\nipt>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  [
    'image with onerror in Markdown title',
    '![x](https://e.example/a.png "x\\" onerror=\\"alert(1)")',
  ],
  ['svg onload', '<svg onload=alert(1)><circle r="1"/></svg>'],
  ['svg script', '<svg><script>alert(1)</script></svg>'],
  ['iframe', '<iframe src="javascript:alert(1)"></iframe>'],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>'],
  ['style tag', '<style>body{background:url(javascript:alert(1))}</style>'],
  ['inline style', '<p style="background:url(javascript:alert(1))">x</p>'],
  ['object', '<object data="javascript:alert(1)"></object>'],
  ['embed', '<embed src="data:text/html,<script>alert(1)</script>">'],
  ['form action', '<form action="javascript:alert(1)"><button>go</button></form>'],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">'],
  ['base href', '<base href="javascript:alert(1)//">'],
  ['math', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  ['javascript link', '[click](javascript:alert(1))'],
  ['JAVASCRIPT link, upper case', '[click](JAVASCRIPT:alert(1))'],
  ['javascript link with spaces', '[click]( javascript:alert(1) )'],
  ['javascript link, tab inside', '[click](java\tscript:alert(1))'],
  ['javascript link, entity colon', '[x](javascript&#58;alert(1))'],
  ['javascript link, hex entity colon', '[x](javascript&#x3A;alert(1))'],
  ['javascript link, named entity colon', '[x](javascript&colon;alert(1))'],
  [
    'javascript link, encoded letters',
    '[x](&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;:alert(1))',
  ],
  ['javascript link, percent-encoded', '[x](javascript%3Aalert(1))'],
  ['javascript link, newline entity', '[x](java&#10;script:alert(1))'],
  ['javascript link in angle brackets', '[x](<javascript:alert(1)>)'],
  ['reference link to javascript', '[x][1]\n\n[1]: javascript:alert(1)'],
  ['vbscript link', '[x](vbscript:msgbox(1))'],
  ['data link', '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)'],
  ['data image', '![x](data:image/png;base64,iVBORw0KGgo=)'],
  ['data svg image', '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)'],
  ['file link', '[x](file:///etc/passwd)'],
  ['protocol-relative link', '[x](//evil.example/)'],
  ['autolink javascript', '<javascript:alert(1)>'],
  ['autolink data', '<data:text/html,<script>alert(1)</script>>'],
  ['linkified text', 'see javascript:alert(1) and www.example.com'],
  ['raw anchor with javascript', '<a href="javascript:alert(1)">x</a>'],
  ['raw anchor with event', '<a href="https://example.com" onclick="alert(1)">x</a>'],
  ['raw anchor, entities', '<a href="&#x6A;avascript:alert(1)">x</a>'],
  ['attribute breakout in link title', '[x](https://example.com "a\\" onmouseover=\\"alert(1)")'],
  ['attribute breakout in link', '[x](https://example.com/"onmouseover="alert(1))'],
  ['link text with HTML', '[<img src=x onerror=alert(1)>](https://example.com)'],
  ['HTML comment trick', '<!--><script>alert(1)</script>-->'],
  ['CDATA trick', '<![CDATA[><script>alert(1)</script>]]>'],
  [
    'entity-encoded tag',
    '&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;',
  ],
  ['code block with HTML', '```html\n<script>alert(1)</script>\n```'],
  ['code fence language breakout', '```"><script>alert(1)</script>\ncode\n```'],
  ['inline code with HTML', '`<img src=x onerror=alert(1)>`'],
  ['table with HTML', '| a |\n|---|\n| <img src=x onerror=alert(1)> |'],
  ['nested emphasis around HTML', '**<b onmouseover=alert(1)>x</b>**'],
  ['unicode escapes', '<a href="\\u006Aavascript:alert(1)">x</a>'],
  ['null byte in scheme', '[x](java\u0000script:alert(1))'],
];

describe('renderMarkdown against an XSS corpus', () => {
  it.each(CORPUS)('%s renders nothing executable', (_name, source) => {
    expectInert(renderMarkdown(source, { cache: false }));
  });

  // As if markdown-it let raw HTML through: the allow-list alone must hold.
  it.each(CORPUS)('%s, given to the sanitiser as HTML, leaves nothing executable', (_n, source) => {
    expectInert(sanitizeContentHtml(source));
  });

  it('keeps the text of refused markup visible, as text', () => {
    const html = renderMarkdown('<script>alert(1)</script>', { cache: false });
    expect(html).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>\n');
  });

  it('drops a refused image whole, and a refused link keeps only its text', () => {
    expect(renderMarkdown('![x](data:image/png;base64,iVBORw0KGgo=)')).toBe('<p></p>\n');
    expect(renderMarkdown('[click](javascript:alert(1))')).not.toContain('<a');
  });
});

describe('renderMarkdown keeps ordinary Markdown', () => {
  it('renders headings (a # heading as h2, the title being the h1), lists, quotes and code', () => {
    const html = renderMarkdown(
      '# Terms\n\n## Your account\n\n- one\n- two\n\n1. first\n\n> quoted\n\n`x`\n\n---',
    );
    expect(html).toContain('<h2>Terms</h2>');
    expect(html).toContain('<h2>Your account</h2>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<blockquote>\n<p>quoted</p>');
    expect(html).toContain('<code>x</code>');
    expect(html).toContain('<hr />');
    expectInert(html);
  });

  it('gives every link rel="noopener noreferrer", relative and mailto links included', () => {
    const html = renderMarkdown(
      '[a](https://example.com) [b](/help) [c](mailto:hi@example.com) https://auto.example',
    );
    expect(elementsOf(html).filter((e) => e.tag === 'a')).toEqual([
      { tag: 'a', attribs: { href: 'https://example.com', rel: 'noopener noreferrer' } },
      { tag: 'a', attribs: { href: '/help', rel: 'noopener noreferrer' } },
      { tag: 'a', attribs: { href: 'mailto:hi@example.com', rel: 'noopener noreferrer' } },
      { tag: 'a', attribs: { href: 'https://auto.example', rel: 'noopener noreferrer' } },
    ]);
  });

  it('keeps https images, table alignment and code languages', () => {
    const html = renderMarkdown(
      '![Logo](https://example.com/logo.png)\n\n| a | b |\n|:-:|--:|\n| 1 | 2 |\n\n```ts\nlet a = 1;\n```',
    );
    expect(html).toContain('<img src="https://example.com/logo.png" alt="Logo" />');
    expect(html).toContain('<th style="text-align:center">a</th>');
    expect(html).toContain('<code class="language-ts">');
  });
});

describe('summarizeMarkdown', () => {
  it('is the plain text of the start of the page, cut at a word', () => {
    expect(summarizeMarkdown('# Terms\n\nFish & *chips* [here](/x).\nNext line.')).toBe(
      'Terms Fish & chips here. Next line.',
    );
    const long = summarizeMarkdown('word '.repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long.endsWith('word…')).toBe(true);
  });
});
