import { describe, expect, it } from 'vitest';
import { FORM_ROOT_ID, sanitizeCustomCss, scopeSelectorList } from './css-sanitizer';

const scope = `#${FORM_ROOT_ID}`;

describe('sanitizeCustomCss', () => {
  it('scopes every selector of a rule under the form root', () => {
    expect(sanitizeCustomCss('.a, .b > p { color: red }')).toBe(
      `${scope} .a,${scope} .b > p{color:red}`,
    );
  });

  it('maps html, body and :root to the form root itself', () => {
    expect(sanitizeCustomCss('body { background: #000 } html body h1 { color: #fff }')).toBe(
      `${scope}{background:#000}\n${scope} h1{color:#fff}`,
    );
    expect(sanitizeCustomCss(':root{--brand:#123456}')).toBe(`${scope}{--brand:#123456}`);
  });

  it('does not scope a selector twice', () => {
    expect(sanitizeCustomCss(`${scope} .fl-card { padding: 0 }`)).toBe(
      `${scope} .fl-card{padding:0}`,
    );
    // A longer id that merely starts with the root id is another element: it gets scoped.
    expect(scopeSelectorList(`${scope}-other`, scope)).toBe(`${scope} ${scope}-other`);
  });

  it('drops @import in every spelling', () => {
    const hostile = [
      '@import url(https://evil.example/x.css);',
      '@import "https://evil.example/x.css";',
      '@IMPORT "x.css" screen;',
      '@im/**/port "x.css";',
      '@\\69mport "x.css";',
    ];
    for (const css of hostile) {
      const out = sanitizeCustomCss(`${css} .ok { color: blue }`);
      expect(out, css).not.toMatch(/import|evil|x\.css/i);
      expect(out, css).toContain(`${scope} .ok{color:blue}`);
    }
  });

  it('drops declarations that load or run anything', () => {
    const hostile = [
      '.a { background: url(javascript:alert(1)) }',
      '.a { background: URL( "https://evil.example/t.gif" ) }',
      '.a { background: u\\72l(https://evil.example/t.gif) }',
      '.a { background: u/**/rl(https://evil.example/t.gif) }',
      '.a { background-image: image-set("https://evil.example/t.png" 1x) }',
      '.a { background-image: -webkit-image-set("https://evil.example/t.png" 1x) }',
      '.a { width: expression(alert(1)) }',
      '.a { behavior: url(x.htc) }',
      '.a { -moz-binding: url(x.xml#x) }',
      '.a { content: attr(data-x url) }',
      '.a { background: src("https://evil.example") }',
    ];
    for (const css of hostile) {
      const out = sanitizeCustomCss(css);
      expect(out, css).not.toMatch(
        /url|evil|alert|expression|behavior|binding|image-set|attr|src/i,
      );
    }
    expect(sanitizeCustomCss('.a { color: red; background: url(x.png); margin: 0 }')).toBe(
      `${scope} .a{color:red;margin:0}`,
    );
  });

  it('can never close its <style> element or open a script', () => {
    const out = sanitizeCustomCss('</style><script>alert(1)</script><style> .a { color: red }');
    expect(out).not.toContain('<');
    expect(out.toLowerCase()).not.toContain('</style');
    expect(sanitizeCustomCss('.a { content: "</style><script>alert(1)</script>" }')).not.toContain(
      '<',
    );
    expect(sanitizeCustomCss('.a::after { content: "<\\/style>" }')).not.toMatch(/<|\\/);
  });

  it('drops at-rules that fetch or escape the scope, and keeps safe ones scoped', () => {
    const out = sanitizeCustomCss(
      [
        '@font-face { font-family: x; src: url(https://evil.example/f.woff) }',
        '@namespace svg url(http://www.w3.org/2000/svg);',
        '@page { margin: 0 }',
        '@media (max-width: 600px) { body { padding: 0 } .a { color: red } }',
        '@supports (display: grid) { .g { display: grid } }',
        '@keyframes pulse { from { opacity: 1 } 50% { opacity: 0.5; background: url(x) } to { opacity: 1 } }',
      ].join('\n'),
    );
    expect(out).not.toMatch(/font-face|namespace|@page|evil|url/);
    expect(out).toContain(`@media (max-width: 600px){${scope}{padding:0}${scope} .a{color:red}}`);
    expect(out).toContain(`@supports (display: grid){${scope} .g{display:grid}}`);
    expect(out).toContain('@keyframes pulse{from{opacity:1}50%{opacity:0.5}to{opacity:1}}');
  });

  it('refuses media conditions with functions and rules with odd selectors', () => {
    expect(sanitizeCustomCss('@media url(x) { .a { color: red } }')).toBe('');
    expect(sanitizeCustomCss('.a { color: red } } body { color: blue }')).toBe(
      `${scope} .a{color:red}\n${scope}{color:blue}`,
    );
    expect(sanitizeCustomCss('.a:not(.b), .c:nth-child(2n+1) { color: red }')).toBe(
      `${scope} .a:not(.b),${scope} .c:nth-child(2n+1){color:red}`,
    );
  });

  it('keeps values that only compute colours and sizes', () => {
    expect(
      sanitizeCustomCss(
        '.a { background: linear-gradient(90deg, rgb(1 2 3), var(--primary)); width: calc((100% - 2rem) / 2) !important }',
      ),
    ).toBe(
      `${scope} .a{background:linear-gradient(90deg, rgb(1 2 3), var(--primary));width:calc((100% - 2rem) / 2) !important}`,
    );
  });

  it('survives junk: unterminated blocks, strings and comments', () => {
    expect(sanitizeCustomCss('.a { color: red')).toBe(`${scope} .a{color:red}`);
    expect(sanitizeCustomCss('.a { content: "never closed }')).toBe('');
    expect(sanitizeCustomCss('/* only a comment')).toBe('');
    expect(sanitizeCustomCss('')).toBe('');
  });
});
