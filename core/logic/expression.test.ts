import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculate,
  compileExpression,
  evaluateExpression,
  MAX_EXPRESSION_DEPTH,
  nodeDepth,
  parseExpression,
} from './expression';

const values = {
  price: 10,
  qty: '3',
  'q-1': true,
  no: false,
  scores: [1, 2, 3],
  words: ['a', 'b'],
  empty: '',
  nothing: [],
  text: 'abc',
  obj: { a: 1 },
  big: 1e308,
};

const calc = (text: string) => calculate(text, values);

describe('arithmetic and precedence', () => {
  it.each([
    ['1 + 2 * 3', 7],
    ['(1 + 2) * 3', 9],
    ['10 - 4 - 3', 3],
    ['2 * 3 / 4', 1.5],
    ['24 / 4 / 3', 2],
    ['7 % 4', 3],
    ['-7 % 4', -3],
    ['2 ^ 3', 8],
    ['2 ^ 3 ^ 2', 512],
    ['-2 ^ 2', -4],
    ['(-2) ^ 2', 4],
    ['2 ^ -1', 0.5],
    ['- -3', 3],
    ['+3', 3],
    ['-(1 + 2)', -3],
    ['1.5e2 + .5', 150.5],
    ['2 * 3 + 4 * 5', 26],
    ['1 + 2 < 4', 1],
    ['1 + 2 > 4', 0],
    ['3 <= 3', 1],
    ['3 >= 4', 0],
    ['1 < 2 == 1', 1],
    ['2 == 2', 1],
    ['2 = 2', 1],
    ['2 != 2', 0],
    ['2 <> 3', 1],
    ['0.1 + 0.2 == 0.3', 1],
    ['0.1 + 0.2 > 0.3', 0],
    ['0.1 + 0.2 <= 0.3', 1],
    ['1e-12 == 0', 1],
    ['0 * -1', 0],
  ])('%s = %s', (text, expected) => {
    expect(calc(text)).toBe(expected);
  });
});

describe('functions', () => {
  it.each([
    ['min(3, 1, 2)', 1],
    ['max(3, 1, 2)', 3],
    ['sum(1, 2, 3)', 6],
    ['avg(1, 2, 3, 4)', 2.5],
    ['round(2.5)', 3],
    ['round(-2.5)', -3],
    ['round(1.005, 2)', 1.01],
    ['round(1234.5678, -2)', 1200],
    ['round(1.23456, 2.9)', 1.23],
    ['round(1.5, 99)', 1.5],
    ['floor(-1.5)', -2],
    ['ceil(1.2)', 2],
    ['abs(-4)', 4],
    ['if(1, 10, 20)', 10],
    ['if(0, 10, 20)', 20],
    ['if(price > 5, 1, 0)', 1],
    ['if(0, 1 / 0, 7)', 7],
    ['IF(1, 2, 3)', 2],
    ['Max(1, 2)', 2],
    ['sum(scores)', 6],
    ['sum(scores, 4)', 10],
    ['avg(scores)', 2],
    ['max(scores, 0)', 3],
    ['min(scores)', 1],
    ['sum(nothing)', 0],
    ['sum(nothing, 2)', 2],
  ])('%s = %s', (text, expected) => {
    expect(calc(text)).toBe(expected);
  });

  it.each([
    'avg(nothing)',
    'min(nothing)',
    'sum(words)',
    'sum(text)',
    'if(text, 1, 2)',
    'round(1, text)',
    'abs(text)',
  ])('%s = null', (text) => {
    expect(calc(text)).toBeNull();
  });
});

describe('names and answers', () => {
  it.each([
    ['price * qty', 30],
    ['{price} * {qty}', 30],
    ['{ price }', 10],
    ['{q-1} + 1', 2],
    ['no + 1', 1],
    ['missing + 1', 1],
    ['{missing-id} * 5', 0],
    ['empty + 2', 2],
    ['nothing + 2', 2],
    ['sum', 0],
    ['toString + 1', 1],
  ])('%s = %s', (text, expected) => {
    expect(calc(text)).toBe(expected);
  });

  it.each(['text + 1', 'obj', 'scores + 1', 'words', '-text', 'text ^ 2', '2 ^ text'])(
    '%s = null (not a number)',
    (text) => {
      expect(calc(text)).toBeNull();
    },
  );

  it('lists the names an expression reads', () => {
    const parsed = parseExpression('{a} + b * max({a}, c) + round(d)');
    expect(parsed.ok && parsed.references).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('never Infinity or NaN', () => {
  it.each([
    '1 / 0',
    '0 / 0',
    '5 % 0',
    '0 ^ -1',
    '(-8) ^ (1 / 3)',
    'big * 10',
    '10 ^ 400',
    '-big * 10',
    'big + big',
    'big - -big',
    'sum(big, big)',
    'avg(big, big)',
    'floor(big * 2)',
    'ceil(big * 2)',
    'abs(big * 2)',
    '(1/0) + 1',
    '1 + 1/0',
    '(1/0) < 2',
    'min(1/0)',
    'if(1/0, 1, 2)',
  ])('%s = null', (text) => {
    expect(calc(text)).toBeNull();
  });
  it('round() leaves values that are already whole at that scale alone', () => {
    expect(calc('round(big, 15)')).toBe(1e308);
    expect(calc('round(big)')).toBe(1e308);
    expect(calc('round(2 ^ 53 + 2)')).toBe(2 ** 53 + 2);
  });
});

describe('syntax errors carry a position', () => {
  it.each([
    ['', 0, /empty/],
    ['   ', 0, /empty/],
    ['1 +', 3, /Unexpected end/],
    ['(1 + 2', 6, /Expected '\)'/],
    ['1 + 2)', 5, /Unexpected '\)'/],
    ['1 2', 2, /Unexpected number 2/],
    ['foo(1)', 0, /Unknown function 'foo'/],
    ['round()', 0, /round\(\) takes 1 to 2/],
    ['if(1, 2)', 0, /if\(\) takes 3/],
    ['abs(1, 2)', 0, /abs\(\) takes 1 argument/],
    ['max()', 0, /max\(\) takes at least 1/],
    ['max(1,', 6, /Unexpected end/],
    ['max(1 2)', 6, /Expected '\)' but found number 2/],
    ['"text"', 0, /Text is not supported/],
    ["'text'", 0, /Text is not supported/],
    ['1 & 2', 2, /Unexpected character '&'/],
    ['{}', 0, /inside \{ \}/],
    ['{a b}', 0, /inside \{ \}/],
    ['{price}(2)', 7, /Unexpected '\('/],
    ['2(3)', 1, /Unexpected '\('/],
    ['1 + * 2', 4, /Unexpected '\*'/],
    [',', 0, /Unexpected ','/],
    ['a b', 2, /Unexpected 'b'/],
  ])('%j fails at %i', (text, position, message) => {
    const result = parseExpression(text);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.position).toBe(position);
      expect(result.error.message).toMatch(message);
    }
  });

  it('refuses non-text input', () => {
    expect(parseExpression(42)).toEqual({
      ok: false,
      error: { message: 'The expression must be text', position: 0 },
    });
    expect(calculate(undefined, values)).toBeNull();
    expect(calculate('1 +', values)).toBeNull();
  });
});

describe('limits', () => {
  it('refuses text over 1000 characters', () => {
    const ok = '1' + '+1'.repeat(499);
    expect(ok.length).toBe(999);
    expect(calc(ok)).toBe(500);
    const result = parseExpression('1' + '+1'.repeat(500));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/longer than 1000/);
  });

  it('keeps long flat sums one level deep', () => {
    const parsed = parseExpression(Array.from({ length: 120 }, (_, i) => `{q${i}}`).join('+'));
    expect(parsed.ok && nodeDepth(parsed.ast)).toBe(2);
  });

  it(`refuses nesting deeper than ${MAX_EXPRESSION_DEPTH}`, () => {
    const within = '('.repeat(MAX_EXPRESSION_DEPTH) + '1' + ')'.repeat(MAX_EXPRESSION_DEPTH);
    expect(calc(within)).toBe(1);
    for (const text of [
      '('.repeat(MAX_EXPRESSION_DEPTH + 1) + '1' + ')'.repeat(MAX_EXPRESSION_DEPTH + 1),
      '-'.repeat(MAX_EXPRESSION_DEPTH + 1) + '1',
      'abs('.repeat(MAX_EXPRESSION_DEPTH + 1) + '1' + ')'.repeat(MAX_EXPRESSION_DEPTH + 1),
      '2^'.repeat(MAX_EXPRESSION_DEPTH + 1) + '2',
      '1+(2*(3+(4*'.repeat(20) + '1' + ')))'.repeat(20),
    ]) {
      const result = parseExpression(text);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toMatch(/nested more than 50/);
    }
  });

  it('measures depth of every node kind', () => {
    const parsed = parseExpression('-max(1, 2 ^ (3 + 4))');
    expect(parsed.ok && nodeDepth(parsed.ast)).toBe(5);
  });
});

describe('compileExpression', () => {
  it('caches parses and still evaluates correctly', () => {
    const first = compileExpression('price + 1');
    expect(compileExpression('price + 1')).toBe(first);
    expect(first.ok && evaluateExpression(first.ast, values)).toBe(11);
    expect(compileExpression(5).ok).toBe(false);
  });
  it('keeps working past its cache limit', () => {
    for (let i = 0; i < 600; i++) expect(calculate(`${i} + 1`, {})).toBe(i + 1);
  });
});

describe('properties', () => {
  const small = fc.integer({ min: -1000, max: 1000 });

  it('agrees with JavaScript on integer + - * chains', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('+', '-', '*'), small), { maxLength: 20 }),
        small,
        (rest, first) => {
          const text = `${first}` + rest.map(([op, n]) => ` ${op} (${n})`).join('');
          // The reference: fold * into terms, then add the terms left to right.
          let sum = 0;
          let term = first;
          for (const [op, n] of rest) {
            if (op === '*') term *= n;
            else {
              sum += term;
              term = op === '+' ? n : -n;
            }
          }
          const expected = sum + term;
          expect(calc(text)).toBe(expected === 0 ? 0 : expected);
        },
      ),
    );
  });

  it('never throws and always yields a finite number or null', () => {
    const pieces = [
      '1',
      '0',
      '-',
      '+',
      '*',
      '/',
      '%',
      '^',
      '(',
      ')',
      ',',
      'max(',
      'if(',
      'round(',
      'price',
      '{qty}',
      '<',
      '==',
      ' ',
      '.',
      'e',
      '9e999',
      'text',
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 40 }), (parts) => {
        const text = parts.join('');
        const parsed = parseExpression(text);
        if (!parsed.ok) {
          expect(parsed.error.position).toBeGreaterThanOrEqual(0);
          expect(parsed.error.position).toBeLessThanOrEqual(text.length);
          return;
        }
        const result = evaluateExpression(parsed.ast, values);
        expect(result === null || Number.isFinite(result)).toBe(true);
        expect(nodeDepth(parsed.ast)).toBeLessThanOrEqual(MAX_EXPRESSION_DEPTH);
      }),
    );
  });
});
