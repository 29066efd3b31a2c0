import { describe, expect, it } from 'vitest';
import { saveAsTemplateRequestSchema, templateListQuerySchema } from './templates';

describe('template request schemas', () => {
  it('lists the gallery by default and trims the search text', () => {
    expect(templateListQuerySchema.parse({ q: '  nps  ' })).toEqual({ q: 'nps', scope: 'global' });
    expect(templateListQuerySchema.safeParse({ category: 'astrology' }).success).toBe(false);
  });

  it('needs a non-blank title to save a template, and files it under Other by default', () => {
    expect(saveAsTemplateRequestSchema.parse({ title: ' Lunch poll ' })).toEqual({
      title: 'Lunch poll',
      description: '',
      category: 'other',
    });
    const blank = saveAsTemplateRequestSchema.safeParse({ title: '  ' });
    expect(blank.error?.issues[0]?.message).toBe('Template title is required');
  });
});
