import { describe, expect, it } from 'vitest';
import { accept, reject, runAnswerCase, makeQuestion } from './shared/answer-cases';
import { getQuestionType } from './registry';
import { isEmailAddress } from './email';
import { hiddenFieldDefault } from './hidden-field';

const INVALID = 'Invalid input';
const limits = { settings: { minLength: 3, maxLength: 5 } };

const cases = [
  accept('SHORT_TEXT', 'hello'),
  accept('SHORT_TEXT', '  kept as typed  '),
  accept('SHORT_TEXT', 'abc', limits),
  accept('SHORT_TEXT', 'abcde', limits),
  reject('SHORT_TEXT', 42, 'Expected string, received number'),
  reject('SHORT_TEXT', ['a'], 'Expected string, received array'),
  reject('SHORT_TEXT', { a: 1 }, 'Expected string, received object'),
  reject('SHORT_TEXT', true, 'Expected string, received boolean'),
  reject('SHORT_TEXT', 'ab', 'Must be at least 3 characters', limits),
  reject('SHORT_TEXT', 'abcdef', 'Must be at most 5 characters', limits),
  reject('SHORT_TEXT', 'x'.repeat(1001), 'Must be at most 1000 characters'),
  reject('SHORT_TEXT', 'ab', 'Must be at most 1 character', { settings: { maxLength: 1 } }),
  accept('LONG_TEXT', 'line one\nline two'),
  accept('LONG_TEXT', 'x'.repeat(20_000)),
  reject('LONG_TEXT', 'x'.repeat(20_001), 'Must be at most 20000 characters'),
  reject('LONG_TEXT', 'short', 'Must be at least 10 characters', { settings: { minLength: 10 } }),
  // Settings that fail their schema fall back to the defaults instead of breaking the form.
  accept('LONG_TEXT', 'ab', { settings: { minLength: 9, maxLength: 2 } }),

  accept('EMAIL', 'ada@example.com'),
  accept('EMAIL', '  first.last+tag@sub.example.co.uk ', {}, 'first.last+tag@sub.example.co.uk'),
  accept('EMAIL', "o'brien@example.ie"),
  accept('EMAIL', 'info@example.xn--p1ai'),
  reject('EMAIL', 'info@example.c0m', INVALID),
  reject('EMAIL', 'ada@', INVALID),
  reject('EMAIL', 'ada@example', INVALID),
  reject('EMAIL', 'ada example@example.com', INVALID),
  reject('EMAIL', '.ada@example.com', INVALID),
  reject('EMAIL', 'ada..b@example.com', INVALID),
  reject('EMAIL', 'ada@-example.com', INVALID),
  reject('EMAIL', `${'a'.repeat(65)}@example.com`, INVALID),
  reject('EMAIL', `a@${`${'b'.repeat(60)}.`.repeat(5)}com`, 'Must be at most 254 characters'),
  reject('EMAIL', 7, 'Expected string, received number'),

  accept('URL', 'https://example.com'),
  accept('URL', 'http://localhost:3000/path?q=1#x'),
  accept('URL', ' HTTPS://Example.com ', {}, 'HTTPS://Example.com'),
  reject('URL', 'ftp://example.com', INVALID),
  reject('URL', 'javascript:alert(1)', INVALID),
  reject('URL', 'example.com', INVALID),
  reject('URL', 'https:example.com', INVALID),
  reject('URL', 'https://', INVALID),
  reject('URL', 'http://exa mple.com', INVALID),
  reject('URL', `https://example.com/${'a'.repeat(2000)}`, 'Must be at most 2000 characters'),

  accept('PHONE', '+44 20 7946 0958'),
  accept('PHONE', '(415) 555-2671', { settings: { defaultCountry: 'US' } }),
  accept('PHONE', ' 020 7946 0958 ', { settings: { defaultCountry: 'GB' } }, '020 7946 0958'),
  reject('PHONE', '(415) 555-2671', INVALID),
  reject('PHONE', '+1 123', INVALID),
  reject('PHONE', 'call me', INVALID),
  reject('PHONE', '+44 20 7946 0958'.padEnd(41, '0'), 'Must be at most 40 characters'),
  reject('PHONE', 4155552671, 'Expected string, received number'),
  accept(
    'PHONE_FORMATTED',
    '(415) 555-2671',
    { settings: { defaultCountry: 'US' } },
    '+14155552671',
  ),
  accept('PHONE_FORMATTED', '+44 20 7946 0958', {}, '+442079460958'),
  reject('PHONE_FORMATTED', '555', INVALID, { settings: { defaultCountry: 'US' } }),
  // An unknown country is stale settings: defaults apply, so only international numbers pass.
  reject('PHONE_FORMATTED', '(415) 555-2671', INVALID, { settings: { defaultCountry: 'XX' } }),

  accept('HIDDEN_FIELD', 'newsletter'),
  accept('HIDDEN_FIELD', 42, {}, '42'),
  accept('HIDDEN_FIELD', true, {}, 'true'),
  reject('HIDDEN_FIELD', 'x'.repeat(2001), 'Must be at most 2000 characters'),
  reject('HIDDEN_FIELD', { a: 1 }, 'Expected string, received object'),
  reject('HIDDEN_FIELD', Number.NaN, 'Expected string, received nan'),
];

describe('text and contact answers', () => {
  it.each(cases)('$label', (c) => expect(runAnswerCase(c)).toEqual(c.expected));
});

describe('text helpers', () => {
  it('checks the e-mail local part length', () => {
    expect(isEmailAddress(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isEmailAddress(`${'a'.repeat(65)}@example.com`)).toBe(false);
  });

  it('uses a hidden field’s default value only when one is set', () => {
    expect(hiddenFieldDefault(makeQuestion('HIDDEN_FIELD'))).toBeUndefined();
    const q = makeQuestion('HIDDEN_FIELD', { settings: { name: 'src', defaultValue: 'web' } });
    expect(hiddenFieldDefault(q)).toBe('web');
  });

  it('rejects text settings whose minimum exceeds the maximum', () => {
    const schema = getQuestionType('SHORT_TEXT').settingsSchema;
    expect(schema.safeParse({ minLength: 5, maxLength: 2 }).success).toBe(false);
    expect(schema.safeParse({ minLength: 2, maxLength: 5 }).success).toBe(true);
  });

  it('exports text as it is', () => {
    const q = makeQuestion('EMAIL');
    expect(getQuestionType('EMAIL').toPlainText('a@b.co', q)).toBe('a@b.co');
    expect(getQuestionType('HIDDEN_FIELD').toPlainText('x', q)).toBe('x');
  });
});
