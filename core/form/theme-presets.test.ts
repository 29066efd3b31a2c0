import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  labelColorOn,
  MIN_TEXT_CONTRAST,
  MIN_UI_CONTRAST,
  relativeLuminance,
} from './contrast';
import { themeSchema } from './definition';
import { FONT_FAMILY_NAMES } from './font-families';
import { THEME_PRESETS } from './theme-presets';

describe('theme presets', () => {
  it('offers at least 8 presets with unique ids, light and dark among them', () => {
    expect(THEME_PRESETS.length).toBeGreaterThanOrEqual(8);
    expect(new Set(THEME_PRESETS.map((p) => p.id)).size).toBe(THEME_PRESETS.length);
    expect(THEME_PRESETS.filter((p) => p.mode === 'light').length).toBeGreaterThanOrEqual(3);
    expect(THEME_PRESETS.filter((p) => p.mode === 'dark').length).toBeGreaterThanOrEqual(3);
  });

  it.each(THEME_PRESETS.map((p) => [p.id, p] as const))(
    '%s is a valid theme in a curated font whose mode matches its background',
    (_id, preset) => {
      expect(themeSchema.safeParse(preset.theme).success).toBe(true);
      expect(FONT_FAMILY_NAMES).toContain(preset.theme.fontFamily);
      const dark = relativeLuminance(preset.theme.backgroundColor) < 0.2;
      expect(dark ? 'dark' : 'light').toBe(preset.mode);
      // Drawn in one colour: choosing it leaves no brand kit's secondary or accent behind.
      expect(preset.theme).toMatchObject({ secondaryColor: '', accentColor: '' });
    },
  );

  it.each(THEME_PRESETS.map((p) => [p.id, p.theme] as const))(
    '%s passes the contrast check: text, the label on primary, and primary as a control',
    (_id, theme) => {
      expect(contrastRatio(theme.textColor, theme.backgroundColor)).toBeGreaterThanOrEqual(
        MIN_TEXT_CONTRAST,
      );
      const label = labelColorOn(theme.primaryColor);
      expect(contrastRatio(label, theme.primaryColor)).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      expect(contrastRatio(theme.primaryColor, theme.backgroundColor)).toBeGreaterThanOrEqual(
        MIN_UI_CONTRAST,
      );
    },
  );
});
