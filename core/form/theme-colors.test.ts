import { describe, expect, it } from 'vitest';
import { formDefinitionSchema, themeSchema } from './definition';
import { themeColors } from './theme-colors';

describe('a theme’s secondary and accent colours', () => {
  it('are the primary colour in a theme stored before they existed, so the form looks the same', () => {
    // A theme as an older build stored it: no secondaryColor, no accentColor.
    const stored = formDefinitionSchema.parse({
      title: 'Old form',
      questions: [],
      theme: { primaryColor: '#0f766e', backgroundColor: '#fffbeb', textColor: '#111827' },
    });
    expect(stored.theme).toMatchObject({ secondaryColor: '', accentColor: '' });
    expect(themeColors(stored.theme)).toEqual({
      primary: '#0f766e',
      secondary: '#0f766e',
      accent: '#0f766e',
    });
    expect(themeColors(themeSchema.parse({}))).toEqual({
      primary: '#4f46e5',
      secondary: '#4f46e5',
      accent: '#4f46e5',
    });
  });

  it('are their own when set, and only as #rrggbb or empty', () => {
    const theme = themeSchema.parse({
      primaryColor: '#0f766e',
      secondaryColor: '#1e3a8a',
      accentColor: '#9a3412',
    });
    expect(themeColors(theme)).toEqual({
      primary: '#0f766e',
      secondary: '#1e3a8a',
      accent: '#9a3412',
    });
    for (const bad of ['blue', '#abc', 'red; background: url(x)']) {
      expect(themeSchema.safeParse({ accentColor: bad }).success).toBe(false);
      expect(themeSchema.safeParse({ secondaryColor: bad }).success).toBe(false);
    }
  });
});
