import { describe, expect, it } from 'vitest';
import { MAX_REGEX_INPUT, checkRegexSafety, safeRegexTest } from './safe-regex';

const reason = (pattern: unknown) => {
  const result = checkRegexSafety(pattern);
  return result.ok ? null : result.reason;
};

describe('checkRegexSafety rejects', () => {
  it.each([
    ['(a+)+', /Nested quantifiers/],
    ['(a*)*', /Nested quantifiers/],
    ['(a+)*b', /Nested quantifiers/],
    ['^(\\w+\\s?)+$', /Nested quantifiers/],
    ['(x+x+)+y', /Nested quantifiers/],
    ['(a{1,3}){1,3}', /Nested quantifiers/],
    ['(a+){10}', /Nested quantifiers/],
    ['(?:a?)+', /Nested quantifiers/],
    [
      '^([a-zA-Z0-9])(([\\-.]|[_]+)?([a-zA-Z0-9]+))*(@){1}[a-z0-9]+[.]{1}(([a-z]{2,3})|([a-z]{2,3}[.]{1}[a-z]{2,3}))$',
      /Nested quantifiers/,
    ],
    ['(a|a)*', /Alternatives/],
    ['(a|ab)*c', /Alternatives/],
    ['(\\w|\\d)+', /Alternatives/],
    ['(a|)+', /Alternatives/],
    ['(?:x|[a-z])+$', /Alternatives/],
    ['(A|a)+', /Alternatives/],
    ['.*.*x', /polynomial/],
    ['\\d+\\d+x', /polynomial/],
    ['\\S+@\\S+\\.\\S+', /polynomial/],
    ['.*a.*b.*c', /polynomial/],
    ['^.*.*.*$', /polynomial/],
    ['x(.*)(.*)y', /polynomial/],
    ['\\s*a?\\s*$', /polynomial/],
    ['a+(?=b)a+c', /polynomial/],
    ['(?:ab+)(?:b+c)d', /polynomial/],
    ['(?:x|y+)(?:y+|z)w', /polynomial/],
    ['(a)\\1', /Backreferences/],
    ['(?<n>a)\\k<n>', /Backreferences/],
    ['(?<=a)b', /Lookbehind/],
    ['(?<!a)b', /Lookbehind/],
    ['(', /not a valid/],
    ['[z-a]', /not a valid/],
    ['a**', /not a valid/],
  ])('%s', (pattern, why) => {
    expect(reason(pattern)).toMatch(why);
  });

  it('patterns longer than 200 characters', () => {
    expect(reason('a'.repeat(201))).toMatch(/longer than 200/);
    expect(reason('a'.repeat(200))).toBeNull();
  });

  it('non-text patterns', () => {
    expect(reason(42)).toMatch(/text/);
    expect(reason(null)).toMatch(/text/);
  });
});

describe('checkRegexSafety allows', () => {
  it.each([
    '',
    'hello',
    '^[a-z]+$',
    '^\\d{5}(-\\d{4})?$',
    '(\\d{1,3}\\.){3}\\d{1,3}',
    '^[A-Z]{2}\\d{2}[A-Z0-9]{11,30}$',
    '^(?:https?|ftp)://[^\\s]+$',
    '[a-z]+@[a-z]+\\.com',
    '(?<year>\\d{4})-(?<month>\\d{2})',
    '^\\+?[0-9 ()-]{7,20}$',
    'a{2,}b',
    'a{,2}b',
    'a{x}',
    '(ab)+',
    '(a|b)*c',
    '^$',
    '\\bword\\b',
    '^\\S+@\\S+$',
    '\\S+@\\S+',
    '.*foo.*',
    '^(?=.*\\d)[a-z\\d]{8,}$',
    '(?!x)y',
    '[^\\s@]+',
    '[\\d-x]',
    '[a\\-z]',
    '[\\b]',
    '\\x41\\u0042\\cJ\\t\\n\\0',
    '\\xZZ',
    '\\c1',
    '[\\x41-\\x5a]',
    '\\/\\.\\*',
    'a|b|c',
    '^(yes|no)$',
    '(?:[0-9]|[a-f])+',
    '(?:(?=a)a|b)+',
    '[a-\\d]+',
    '(?:ab+)c',
  ])('%s', (pattern) => {
    expect(reason(pattern)).toBeNull();
  });
});

describe('safeRegexTest', () => {
  it('matches case-insensitively unless told otherwise', () => {
    expect(safeRegexTest('^abc$', 'ABC')).toBe(true);
    expect(safeRegexTest('^abc$', 'ABC', true)).toBe(false);
    expect(safeRegexTest('^abc$', 'abc', true)).toBe(true);
  });
  it('treats refused and invalid patterns as non-matching', () => {
    expect(safeRegexTest('(a+)+$', 'aaaa')).toBe(false);
    expect(safeRegexTest('(', '(')).toBe(false);
    expect(safeRegexTest(5, '5')).toBe(false);
  });
  it('tests at most MAX_REGEX_INPUT characters', () => {
    const long = 'a'.repeat(MAX_REGEX_INPUT) + 'END';
    expect(safeRegexTest('END', long)).toBe(false);
    expect(safeRegexTest('END', 'a'.repeat(MAX_REGEX_INPUT - 3) + 'END')).toBe(true);
  });
  it('runs allowed patterns over hostile input (bounded by the input cap)', () => {
    const hostile = ['@'.repeat(5000), 'a'.repeat(5000), 'fo'.repeat(2500)];
    const patterns = ['^\\S+@\\S+$', '\\S+@\\S+', '.*foo.*', 'a{2,}b'];
    const results = patterns.map((p) => hostile.map((input) => safeRegexTest(p, input)));
    expect(results).toEqual([
      [true, false, false],
      [true, false, false],
      [false, false, false],
      [false, false, false],
    ]);
  });
  it('keeps working after its cache fills up', () => {
    for (let i = 0; i < 300; i++) expect(safeRegexTest(`^x${i}$`, `x${i}`)).toBe(true);
  });
});
