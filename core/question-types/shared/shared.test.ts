import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { makeQuestion } from './answer-cases';
import { answerSchemaFrom, isBlank, readSettings } from './define';
import { issueMessage, parseAnswer, receivedType } from './issue-message';
import { cacheAnswerSchemas } from './schema-cache';
import { isWebUrl } from './web-url';

describe('receivedType', () => {
  it.each([
    [null, 'null'],
    [undefined, 'undefined'],
    [[], 'array'],
    [{}, 'object'],
    ['', 'string'],
    [1, 'number'],
    [Number.NaN, 'nan'],
    [Number.NEGATIVE_INFINITY, 'infinity'],
    [true, 'boolean'],
    [10n, 'bigint'],
    [() => 1, 'function'],
    [Symbol('s'), 'symbol'],
  ])('names %s as %s', (value, name) => expect(receivedType(value)).toBe(name));
});

describe('issueMessage', () => {
  const message = (schema: z.ZodType, value: unknown) => {
    const parsed = parseAnswer(schema, value);
    return parsed.ok ? null : parsed.message;
  };

  it('uses the spec’s generic wording', () => {
    expect(message(z.record(z.string(), z.string()), 1)).toBe('Expected object, received number');
    expect(message(z.number().int(), Number.POSITIVE_INFINITY)).toBe(
      'Expected number, received infinity',
    );
    expect(message(z.number().gt(3), 3)).toBe('Must be greater than 3');
    expect(message(z.number().lt(3), 3)).toBe('Must be less than 3');
    expect(message(z.set(z.string()).min(2), new Set(['a']))).toBe('Must have at least 2 items');
    expect(message(z.date().min(new Date(0)), new Date(-1))).toBe('Invalid input');
    expect(message(z.enum(['a']), 'b')).toBe('Invalid input');
    expect(message(z.never(), 1)).toBe('Invalid input');
    expect(message(z.string().email(), 'x')).toBe('Invalid input');
  });

  it('leaves messages that a schema sets itself alone', () => {
    expect(message(z.string().min(2, 'Too short!'), 'a')).toBe('Too short!');
  });

  it('falls back to Invalid input when there is no issue to read', () => {
    expect(issueMessage({ code: 'custom', input: 1, path: [] })).toBe('Invalid input');
  });
});

describe('settings access', () => {
  const schema = z.object({ limit: z.number().default(3) });
  const strict = z.object({ limit: z.number() });

  it('reads valid settings, else the defaults, else nothing', () => {
    expect(readSettings(schema, makeQuestion('SHORT_TEXT', { settings: { limit: 7 } }))).toEqual({
      limit: 7,
    });
    expect(readSettings(schema, makeQuestion('SHORT_TEXT', { settings: { limit: 'x' } }))).toEqual({
      limit: 3,
    });
    expect(readSettings(strict, makeQuestion('SHORT_TEXT', { settings: {} }))).toBeUndefined();
  });

  it('accepts no answer when settings are unusable', () => {
    const answer = answerSchemaFrom(strict, (s) => z.number().max(s.limit));
    expect(
      answer(makeQuestion('SHORT_TEXT', { settings: { limit: 5 } })).safeParse(4).success,
    ).toBe(true);
    expect(answer(makeQuestion('SHORT_TEXT', { settings: {} })).safeParse(4).success).toBe(false);
  });

  it('treats zero and false as answers', () => {
    expect(isBlank(0)).toBe(false);
    expect(isBlank(false)).toBe(false);
    expect(isBlank({ a: null })).toBe(false);
  });
});

describe('isWebUrl', () => {
  it('accepts only the listed schemes with a host', () => {
    expect(isWebUrl('https://a.example', ['https'])).toBe(true);
    expect(isWebUrl('http://a.example', ['https'])).toBe(false);
    expect(isWebUrl('file:///etc/passwd', ['http', 'https'])).toBe(false);
    expect(isWebUrl('https://[::1', ['https'])).toBe(false);
  });
});

describe('cacheAnswerSchemas', () => {
  const counting = () => {
    let builds = 0;
    const cached = cacheAnswerSchemas(() => {
      builds += 1;
      return z.string();
    });
    return { cached, builds: () => builds };
  };

  it('builds once per configuration, whatever the object or wording', () => {
    const { cached, builds } = counting();
    const q = makeQuestion('SHORT_TEXT', { settings: { maxLength: 5 } });
    expect(cached(q)).toBe(cached(q));
    const reworded = makeQuestion('SHORT_TEXT', { title: 'Other', settings: { maxLength: 5 } });
    expect(cached(reworded)).toBe(cached(q));
    expect(builds()).toBe(1);
    cached(makeQuestion('SHORT_TEXT', { settings: { maxLength: 6 } }));
    expect(builds()).toBe(2);
  });

  it('builds uncached when settings cannot be serialised', () => {
    const { cached, builds } = counting();
    const odd = { ...makeQuestion('SHORT_TEXT'), settings: { big: 1n } };
    cached(odd);
    cached({ ...odd });
    expect(builds()).toBe(2);
  });

  it('stays bounded by starting over when full', () => {
    const { cached, builds } = counting();
    const first = makeQuestion('SHORT_TEXT', { settings: { n: 0 } });
    cached(first);
    for (let n = 1; n <= 1000; n++) cached(makeQuestion('SHORT_TEXT', { settings: { n } }));
    cached({ ...first });
    expect(builds()).toBe(1002);
  });
});
