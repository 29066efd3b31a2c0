import { describe, expect, it } from 'vitest';
import { SITE_CONTENT_MESSAGES } from '@core/api/site-content';
import { SITE_CONTENT_TEXTS, siteContentText } from './content-labels';

describe("the editor's words for core's content messages", () => {
  it('cover every key core has, and only those', () => {
    expect(Object.keys(SITE_CONTENT_TEXTS).sort()).toEqual(
      Object.keys(SITE_CONTENT_MESSAGES).sort(),
    );
  });

  it.each(Object.entries(SITE_CONTENT_MESSAGES))('say %s as the server does', (_, text) => {
    expect(siteContentText(text)).toBe(text);
  });

  it('show any other message as it came', () => {
    expect(siteContentText('Use lowercase letters')).toBe('Use lowercase letters');
  });
});
