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
      secondaryColor: '#1e3a8a',
      accentColor: '#9a3412',
      backgroundColor: '#fffbeb',
      buttonStyle: 'pill',
    });
    expect(style['--primary']).toBe('#0f766e');
    expect(style['--background']).toBe('#fffbeb');
    expect(style['--fl-radius']).toBe('9999px');
    // The accent marks selected answers and draws the focus ring; the secondary fills progress.
    expect(style['--fl-accent']).toBe('#9a3412');
    expect(style['--fl-accent-edge']).toBe('#9a3412');
    expect(style['--ring']).toBe('#9a3412');
    expect(style['--fl-accent-foreground']).toBe('#ffffff');
    expect(style['--fl-secondary']).toBe('#1e3a8a');
    expect(style['--fl-secondary-mark']).toBe('#1e3a8a');
  });

  it('keeps text readable, and edges and rings visible, whatever colours the owner picked', () => {
    for (const theme of [
      { backgroundColor: '#ffffff', textColor: '#111827', primaryColor: '#fde047' },
      { backgroundColor: '#111827', textColor: '#f9fafb', primaryColor: '#1e3a8a' },
      // The owner's text colour is unreadable on their background: the page picks its own.
      { backgroundColor: '#ffffff', textColor: '#fafafa', primaryColor: '#ffffff' },
      { backgroundColor: '#0b1020', textColor: '#101010', primaryColor: '#a78bfa' },
      { backgroundColor: '#ffffff', textColor: '#111827', accentColor: '#fde047' },
      // Barely readable text: a plain tint of a black accent would take it under 4.5:1.
      { backgroundColor: '#ffffff', textColor: '#6b6b6b', accentColor: '#000000' },
      { backgroundColor: '#0f172a', textColor: '#f1f5f9', accentColor: '#ffffff' },
      { backgroundColor: '#0f172a', textColor: '#f1f5f9', accentColor: '#1e293b' },
      { backgroundColor: '#0f172a', textColor: '#f1f5f9', secondaryColor: '#1e293b' },
    ]) {
      const style = vars(theme);
      const label = JSON.stringify(theme);
      const on = (fg: string, bg: string) => contrastRatio(rgb(style[fg]!), rgb(style[bg]!));
      expect(on('--foreground', '--background'), label).toBeGreaterThanOrEqual(4.5);
      expect(on('--muted-foreground', '--muted'), label).toBeGreaterThanOrEqual(4.5);
      expect(on('--muted-foreground', '--fl-page'), label).toBeGreaterThanOrEqual(4.5);
      expect(on('--primary-foreground', '--primary'), label).toBeGreaterThanOrEqual(4.5 - 0.3);
      expect(on('--fl-primary-text', '--background'), label).toBeGreaterThanOrEqual(4.5);
      expect(on('--destructive', '--fl-page'), label).toBeGreaterThanOrEqual(4.5);
      // The number of a chosen rating on the accent, as a button's label on the primary.
      expect(on('--fl-accent-foreground', '--fl-accent'), label).toBeGreaterThanOrEqual(4.5 - 0.3);
      // A selected option's text on its tint.
      expect(on('--foreground', '--fl-accent-soft'), label).toBeGreaterThanOrEqual(4.5);
      // A selected option's edge and the focus ring stand out from the page (WCAG 1.4.11).
      expect(on('--fl-accent-edge', '--background'), label).toBeGreaterThanOrEqual(3);
      expect(on('--ring', '--background'), label).toBeGreaterThanOrEqual(3);
      expect(on('--fl-secondary-mark', '--background'), label).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('draws selected answers, the focus ring and progress in the primary colour when a theme has no accent or secondary', () => {
    // Themes stored before the two colours existed: everything stays as it looked then.
    for (const primaryColor of ['#0f766e', '#fde047', '#1e3a8a']) {
      const style = vars({ primaryColor, backgroundColor: '#ffffff' });
      expect(style['--fl-accent']).toBe(style['--primary']);
      expect(style['--fl-accent-foreground']).toBe(style['--primary-foreground']);
      expect(style['--fl-accent-hover']).toBe(style['--primary-hover']);
      expect(style['--fl-accent-soft']).toBe(style['--primary-soft']);
      expect(style['--fl-accent-edge']).toBe(style['--fl-primary-edge']);
      expect(style['--ring']).toBe(style['--fl-primary-edge']);
      expect(style['--fl-secondary']).toBe(style['--primary']);
      expect(style['--fl-secondary-mark']).toBe(style['--fl-primary-text']);
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
