import { describe, expect, it } from 'vitest';
import { themeSchema } from '@core/form/definition';
import { contrastRatio, fontStack, themeStyle } from './theme-style';

const rgb = (hex: string) =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function vars(theme: Partial<ReturnType<typeof themeSchema.parse>>) {
  return themeStyle(themeSchema.parse(theme)) as Record<string, string>;
}

describe('themeStyle', () => {
  it('sets the owner’s colours and button radius as CSS variables', () => {
    const style = vars({
      primaryColor: '#0f766e',
      backgroundColor: '#fffbeb',
      buttonStyle: 'pill',
    });
    expect(style['--primary']).toBe('#0f766e');
    expect(style['--background']).toBe('#fffbeb');
    expect(style['--fl-radius']).toBe('9999px');
  });

  it('keeps text readable whatever colours the owner picked', () => {
    for (const theme of [
      { backgroundColor: '#ffffff', textColor: '#111827', primaryColor: '#fde047' },
      { backgroundColor: '#111827', textColor: '#f9fafb', primaryColor: '#1e3a8a' },
      // The owner's text colour is unreadable on their background: the page picks its own.
      { backgroundColor: '#ffffff', textColor: '#fafafa', primaryColor: '#ffffff' },
      { backgroundColor: '#0b1020', textColor: '#101010', primaryColor: '#a78bfa' },
    ]) {
      const style = vars(theme);
      const on = (fg: string, bg: string) => contrastRatio(rgb(style[fg]!), rgb(style[bg]!));
      expect(on('--foreground', '--background'), JSON.stringify(theme)).toBeGreaterThanOrEqual(4.5);
      expect(on('--muted-foreground', '--muted')).toBeGreaterThanOrEqual(4.5);
      expect(on('--muted-foreground', '--fl-page')).toBeGreaterThanOrEqual(4.5);
      expect(on('--primary-foreground', '--primary')).toBeGreaterThanOrEqual(4.5 - 0.3);
      expect(on('--fl-primary-text', '--background')).toBeGreaterThanOrEqual(4.5);
      expect(on('--destructive', '--fl-page')).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('reduces the font family to a name: nothing else reaches the style', () => {
    expect(fontStack('Inter')).toMatch(/^"Inter", /);
    // Curated fonts use core's stack, which falls back within the font's kind.
    expect(fontStack('Georgia')).toBe('Georgia, "Times New Roman", Times, serif');
    expect(fontStack('x"; background: url(evil)')).toMatch(/^"x background urlevil", /);
    expect(fontStack('')).not.toContain('""');
  });
});
