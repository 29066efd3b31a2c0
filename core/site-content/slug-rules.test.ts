import { describe, expect, it } from 'vitest';
import { contentPath, SLUG_MESSAGES, slugify, slugProblem } from './slug-rules';

describe('slug rules', () => {
  it.each(['a', 'terms', 'getting-started', 'faq-2026', '0', 'a'.repeat(80)])(
    'accepts %s',
    (slug) => {
      expect(slugProblem(slug)).toBeNull();
    },
  );

  it.each([
    ['', SLUG_MESSAGES.required],
    ['a'.repeat(81), SLUG_MESSAGES.tooLong],
    ['Terms', SLUG_MESSAGES.pattern],
    ['-terms', SLUG_MESSAGES.pattern],
    ['terms-', SLUG_MESSAGES.pattern],
    ['double--dash', SLUG_MESSAGES.pattern],
    ['under_score', SLUG_MESSAGES.pattern],
    ['with space', SLUG_MESSAGES.pattern],
    ['caf\u00e9', SLUG_MESSAGES.pattern],
    ['../admin', SLUG_MESSAGES.pattern],
    ['admin', SLUG_MESSAGES.reserved],
    ['api', SLUG_MESSAGES.reserved],
    ['forms', SLUG_MESSAGES.reserved],
    ['dashboard', SLUG_MESSAGES.reserved],
    ['landing', SLUG_MESSAGES.reserved],
  ])('refuses %j', (slug, message) => {
    expect(slugProblem(slug)).toBe(message);
  });

  it('keeps a well-known slug for its own content type', () => {
    expect(slugProblem('terms', 'terms')).toBeNull();
    expect(slugProblem('terms', 'help')).toBe("The slug 'terms' is reserved for the terms page");
    expect(slugProblem('pricing', 'about')).toBe(
      "The slug 'pricing' is reserved for the pricing page",
    );
    expect(slugProblem('shipping', 'help')).toBeNull();
  });

  it('says where each page shows', () => {
    expect(contentPath('terms', 'terms')).toBe('/terms');
    expect(contentPath('pricing', 'pricing')).toBe('/pricing');
    expect(contentPath('shipping', 'help')).toBe('/p/shipping');
    expect(contentPath('welcome', 'landing_text')).toBe('/');
    expect(contentPath('intro', 'landing_video')).toBe('/');
  });

  it('suggests a valid slug from a title', () => {
    expect(slugify('  Getting started!  ')).toBe('getting-started');
    expect(slugify('Café & Crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugify('!!!')).toBe('');
    const long = slugify(`${'word '.repeat(30)}`);
    expect(long.length).toBeLessThanOrEqual(80);
    expect(slugProblem(long)).toBeNull();
  });
});
