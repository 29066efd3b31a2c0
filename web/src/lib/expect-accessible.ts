/**
 * Test support (not used by the app): axe over a rendered screen, with the rules jsdom can check.
 * Shared by the screens of several features (their tests cannot import each other).
 */
import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * `section`: a part of a screen rendered alone, which has no h1 of its own (the page gives it).
 */
export async function expectAccessible(
  container: Element,
  options: { section?: boolean } = {},
): Promise<void> {
  const results = await axe.run(container, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
    },
    rules: {
      // jsdom does not lay out or paint, so contrast cannot be measured here.
      'color-contrast': { enabled: false },
      // A screen rendered alone has no page around it (landmarks come from the app's layout).
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: !options.section },
    },
  });
  expect(results.passes.length).toBeGreaterThan(0);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`),
  ).toEqual([]);
}
