/**
 * The public form hydrates Preact's server HTML (ADR 055): a run of text written as several
 * children must come out of hydration as the server wrote it, not doubled ("1.." for `{n}.`).
 */
import { h, hydrate } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import './preact-text-runs';

const Label = ({ n, required }: { n: number; required: boolean }) =>
  h(
    'label',
    null,
    n,
    '.',
    required && ' (required)',
    ' Your name',
    h('input', { name: 'a' }),
    'after',
  );

describe('one text node per run of text', () => {
  it('joins adjacent strings and numbers across holes, keeping every element child in its slot', () => {
    const bold = h('b', null);
    const vnode = h('span', null, 1, '.', false, 'x', bold, 'y', null, 2);
    expect(vnode.props.children).toEqual(['1.x', null, false, null, bold, 'y2', null, null]);
  });

  it('hydrates the server HTML without changing a character', () => {
    for (const required of [false, true]) {
      const html = renderToString(h(Label, { n: 1, required }));
      const root = document.createElement('div');
      root.innerHTML = html;
      const before = root.innerHTML;
      const input = root.querySelector('input');
      hydrate(h(Label, { n: 1, required }), root);
      expect(root.innerHTML).toBe(before);
      expect(root.textContent).toBe(`1.${required ? ' (required)' : ''} Your nameafter`);
      // The server's input is adopted, not replaced.
      expect(root.querySelector('input')).toBe(input);
    }
    expect(renderToString(h(Label, { n: 1, required: true }))).toBe(
      '<label>1. (required) Your name<input name="a"/>after</label>',
    );
  });
});
