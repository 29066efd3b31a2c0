/**
 * A form owner's custom CSS, made safe to inject into the respondent page. The owner is not the
 * respondent, so the CSS is untrusted: it must not load anything (no @import, url(), image-set()
 * and friends: each would leak the respondent's address to a third party), must not run anything
 * (expression(), behavior, -moz-binding) and must not escape its <style> element (`</style`).
 * Every rule is scoped under the form root so it cannot restyle the rest of the page.
 *
 * This is an allow-list: a small parser keeps style rules, @media/@supports/@container (scoped
 * recursively) and @keyframes; every other at-rule, nested rule, unknown function and anything with
 * a backslash escape (which could spell `url` in disguise) is dropped rather than repaired.
 */

import { FORM_ROOT_ID } from './form-root-id';

export { FORM_ROOT_ID };

/** Value functions that compute colours, sizes and transforms; none of them can fetch anything. */
const ALLOWED_FUNCTIONS = new Set([
  'rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch', 'color', 'color-mix',
  'light-dark', 'calc', 'min', 'max', 'clamp', 'var', 'round', 'mod', 'rem', 'abs', 'sign',
  'linear-gradient', 'radial-gradient', 'conic-gradient', 'repeating-linear-gradient',
  'repeating-radial-gradient', 'repeating-conic-gradient',
  'translate', 'translatex', 'translatey', 'translatez', 'translate3d', 'rotate', 'rotatex',
  'rotatey', 'rotatez', 'rotate3d', 'scale', 'scalex', 'scaley', 'scalez', 'scale3d', 'skew',
  'skewx', 'skewy', 'matrix', 'matrix3d', 'perspective', 'cubic-bezier', 'steps',
  'blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert', 'opacity',
  'saturate', 'sepia', 'minmax', 'repeat', 'fit-content', 'counter', 'counters',
]); // prettier-ignore

const BLOCKED_PROPERTIES = new Set(['behavior', '-moz-binding']);
const GROUPING_AT_RULES = new Set(['media', 'supports', 'container']);
const KEYFRAMES_AT_RULES = new Set(['keyframes', '-webkit-keyframes']);

interface CssItem {
  prelude: string;
  /** The text between the braces; null for a statement ending in `;` (e.g. @import). */
  body: string | null;
}

export function sanitizeCustomCss(input: string, scope = `#${FORM_ROOT_ID}`): string {
  if (typeof input !== 'string' || input.trim() === '') return '';
  const cleaned = input
    .replace(/\/\*[\s\S]*?(\*\/|$)/g, ' ')
    // Escapes can disguise a function name (u\72l(...)); they are not worth the risk.
    .replace(/\\/g, '')
    // No tag can appear in CSS; removing `<` makes `</style` impossible. Control characters go too.
    .replace(/[^\t\n\r\f -\uffff]|</g, '');
  return scopeRules(splitItems(cleaned), scope).join('\n');
}

/** Splits CSS into top-level statements and blocks, respecting strings and parentheses. */
function splitItems(css: string): CssItem[] {
  const items: CssItem[] = [];
  let i = 0;
  while (i < css.length) {
    const start = i;
    let quote = '';
    let parens = 0;
    for (; i < css.length; i++) {
      const c = css[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '(') parens++;
      else if (c === ')') parens = Math.max(0, parens - 1);
      else if (parens === 0 && (c === '{' || c === ';' || c === '}')) break;
    }
    const prelude = css.slice(start, i).trim();
    if (i >= css.length) break; // trailing text without a block: dropped
    if (css[i] !== '{') {
      i++;
      if (prelude) items.push({ prelude, body: null });
      continue;
    }
    const bodyStart = i + 1;
    let depth = 1;
    quote = '';
    for (i = bodyStart; i < css.length && depth > 0; i++) {
      const c = css[i];
      if (quote) {
        if (c === quote) quote = '';
      } else if (c === '"' || c === "'") quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
    }
    const bodyEnd = depth === 0 ? i - 1 : css.length;
    items.push({ prelude, body: css.slice(bodyStart, bodyEnd) });
  }
  return items;
}

function scopeRules(items: CssItem[], scope: string): string[] {
  const out: string[] = [];
  for (const { prelude, body } of items) {
    if (body === null) continue; // @import, @charset, @namespace and stray declarations
    if (prelude.startsWith('@')) {
      const rule = atRule(prelude, body, scope);
      if (rule) out.push(rule);
      continue;
    }
    const selectors = scopeSelectorList(prelude, scope);
    const declarations = sanitizeDeclarations(body);
    if (selectors && declarations) out.push(`${selectors}{${declarations}}`);
  }
  return out;
}

function atRule(prelude: string, body: string, scope: string): string | null {
  const match = /^@([-a-z]+)\s*([\s\S]*)$/i.exec(prelude);
  if (!match) return null;
  const name = (match[1] ?? '').toLowerCase();
  const condition = (match[2] ?? '').trim();
  if (GROUPING_AT_RULES.has(name)) {
    if (!/^[-\w\s():,.%/=>]*$/.test(condition) || hasFunctionCall(condition)) return null;
    const inner = scopeRules(splitItems(body), scope);
    return inner.length > 0 ? `@${name} ${condition}{${inner.join('')}}` : null;
  }
  if (KEYFRAMES_AT_RULES.has(name)) {
    if (!/^[-\w]+$/.test(condition)) return null;
    const frames: string[] = [];
    for (const frame of splitItems(body)) {
      const selector = frame.prelude.toLowerCase();
      if (
        frame.body === null ||
        !/^(from|to|\d+(\.\d+)?%)(\s*,\s*(from|to|\d+(\.\d+)?%))*$/.test(selector)
      ) {
        continue;
      }
      const declarations = sanitizeDeclarations(frame.body);
      if (declarations) frames.push(`${selector}{${declarations}}`);
    }
    return frames.length > 0 ? `@keyframes ${condition}{${frames.join('')}}` : null;
  }
  return null; // @font-face, @page, @layer, @property, @import with a block...: not allowed
}

/** Splits on commas that are not inside brackets, parentheses or strings. */
function splitTopLevel(text: string, separator: ',' | ';'): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth = Math.max(0, depth - 1);
    else if (c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

const SELECTOR_CHARS = /^[-\w\s.#:>+~*()[\]="'^$|,%]+$/;
const ROOT_SELECTOR = /^(?:(?:html|body|:root)(?![-\w])\s*)+/i;

/** Each selector of a list, prefixed with the scope; null when none is usable. */
export function scopeSelectorList(selectorList: string, scope: string): string | null {
  if (!SELECTOR_CHARS.test(selectorList) || hasBlockedFunction(selectorList)) return null;
  const scoped: string[] = [];
  for (const raw of splitTopLevel(selectorList, ',')) {
    const selector = raw.trim().replace(/\s+/g, ' ');
    if (!selector) continue;
    if (selector.startsWith(scope) && !/^[-\w]/.test(selector.slice(scope.length))) {
      scoped.push(selector);
      continue;
    }
    // The page's root elements mean the form's root here.
    const rest = selector.replace(ROOT_SELECTOR, '');
    if (rest === '') scoped.push(scope);
    else if (rest !== selector && /^[:[.#]/.test(rest)) scoped.push(`${scope}${rest}`);
    else scoped.push(`${scope} ${rest}`);
  }
  return scoped.length > 0 ? scoped.join(',') : null;
}

function sanitizeDeclarations(body: string): string {
  const kept: string[] = [];
  for (const raw of splitTopLevel(body, ';')) {
    const colon = raw.indexOf(':');
    if (colon <= 0) continue;
    const property = raw.slice(0, colon).trim().toLowerCase();
    const value = raw.slice(colon + 1).trim();
    if (!/^(--[-\w]+|-?[a-z][a-z-]*)$/.test(property) || BLOCKED_PROPERTIES.has(property)) continue;
    if (!value || /[{}]/.test(value) || !functionsAllowed(value)) continue;
    if (/javascript:|expression|@import/i.test(value)) continue;
    kept.push(`${property}:${value}`);
  }
  return kept.join(';');
}

/** CSS function tokens: a name immediately followed by "(" ("url (x)" is no function). */
function functionNames(text: string): string[] {
  return [...text.matchAll(/([-\w]+)\(/g)].map((m) => (m[1] ?? '').toLowerCase());
}

function functionsAllowed(value: string): boolean {
  return functionNames(value).every((name) => ALLOWED_FUNCTIONS.has(name));
}

function hasFunctionCall(text: string): boolean {
  return functionNames(text).length > 0;
}

/** Selectors may use :not(), :is(), :nth-child()...; never anything that fetches. */
function hasBlockedFunction(selector: string): boolean {
  return functionNames(selector).some((name) => /url|image|src|expression|element|attr/.test(name));
}
