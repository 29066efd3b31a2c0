import { describe, expect, it } from 'vitest';
import { canonicalJson, versionDefinitionOf } from './form-version';

describe('versionDefinitionOf', () => {
  it('keeps what respondents see, fills defaults, and leaves customization out', () => {
    const version = versionDefinitionOf({
      title: 'Survey',
      questions: [{ id: 'q1', type: 'SHORT_TEXT', title: 'Name', order: 0 }],
      customization: { closesAt: '2030-01-01T00:00:00Z' },
    });
    expect(version.title).toBe('Survey');
    expect(version.questions[0]).toMatchObject({ id: 'q1', required: false, options: null });
    expect(version.theme.primaryColor).toBe('#4f46e5');
    expect(version).not.toHaveProperty('customization');
  });
});

describe('canonicalJson', () => {
  it('writes the same text whatever the key order, and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe(
      canonicalJson({ a: { c: null, d: [2, 1] }, b: 1 }),
    );
    expect(canonicalJson({ a: [1, 2] })).not.toBe(canonicalJson({ a: [2, 1] }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });
});
