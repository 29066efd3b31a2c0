import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defineMessages, t, tRich } from './app-messages';

const m = defineMessages({
  plain: 'Publish changes',
  count: '{count, plural, one {# response} other {# responses}}',
  quoted: "Removed question ''{title}''",
  rich: 'Already have an account? <link>Log in</link>',
});

describe('the app messages', () => {
  it('format plain text, plurals with English rules and numbers, and quoted arguments', () => {
    expect(t(m.plain)).toBe('Publish changes');
    expect(t(m.count, { count: 1 })).toBe('1 response');
    expect(t(m.count, { count: 1234 })).toBe('1,234 responses');
    expect(t(m.quoted, { title: 'Age' })).toBe("Removed question 'Age'");
  });

  it('render tags with the functions of the same name', () => {
    const node = tRich(m.rich, {
      link: (chunks) => createElement('a', { href: '/auth' }, chunks),
    });
    expect(renderToStaticMarkup(createElement('p', null, node))).toBe(
      '<p>Already have an account? <a href="/auth">Log in</a></p>',
    );
  });

  it('refuse a value a message needs but was not given', () => {
    expect(() => t(m.count)).toThrow();
  });
});
