import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DARK_LABEL,
  displayRatio,
  labelColorOn,
  LIGHT_LABEL,
  relativeLuminance,
} from './contrast';

describe('WCAG 2.2 contrast', () => {
  it('gives black and white their luminance and 21:1 between them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#FFFFFF')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#3a7bd5', '#3a7bd5')).toBe(1);
  });

  it.each([
    // Pairs whose ratios are published by the WCAG techniques and common checkers.
    ['#777777', '#ffffff', 4.48],
    ['#767676', '#ffffff', 4.54],
    ['#595959', '#ffffff', 7.0],
    ['#ff0000', '#ffffff', 4.0],
    ['#0000ff', '#ffffff', 8.59],
    ['#4f46e5', '#ffffff', 6.29],
  ])('%s on %s is %s:1, whichever way round', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2);
    expect(contrastRatio(b, a)).toBe(contrastRatio(a, b));
  });

  it('uses the sRGB curve, not a straight average, for mid greys', () => {
    // Linear in the channel value would give 0.5; the real luminance of #808080 is about 0.216.
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 4);
    expect(relativeLuminance('#0a0a0a')).toBeCloseTo(10 / 255 / 12.92, 6);
  });

  it('refuses anything but #rrggbb', () => {
    expect(() => relativeLuminance('#fff')).toThrow(/#rrggbb/);
    expect(() => contrastRatio('red', '#ffffff')).toThrow(/#rrggbb/);
  });

  it('cuts a ratio for display, so a failing pair never reads as passing', () => {
    expect(displayRatio(4.4999)).toBe(4.49);
    expect(displayRatio(contrastRatio('#777777', '#ffffff'))).toBe(4.47);
    expect(displayRatio(21)).toBe(21);
  });

  it('labels a fill with white or ink, whichever contrasts more', () => {
    expect(labelColorOn('#1d4ed8')).toBe(LIGHT_LABEL);
    expect(labelColorOn('#fbbf24')).toBe(DARK_LABEL);
    expect(labelColorOn('#ffffff')).toBe(DARK_LABEL);
  });
});
