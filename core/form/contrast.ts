/**
 * WCAG 2.2 contrast (success criteria 1.4.3 and 1.4.11): relative luminance of an sRGB colour and
 * the contrast ratio of two colours, plus the label colour a theme puts on a filled colour. The
 * renderer and the brand kit's warnings use the same rule, so a warning describes what respondents
 * will actually see.
 */

/** AA minimum for normal-size text (1.4.3). */
export const MIN_TEXT_CONTRAST = 4.5;
/** AA minimum for user-interface components such as a button's edge (1.4.11). */
export const MIN_UI_CONTRAST = 3;

/** The two label colours a theme chooses between on a filled colour (the renderer's white and ink). */
export const LIGHT_LABEL = '#ffffff';
export const DARK_LABEL = '#111827';

const HEX = /^#[0-9a-f]{6}$/i;

function channels(hex: string): [number, number, number] {
  if (!HEX.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
}

/** Relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  // WCAG 2.2 cites the sRGB threshold 0.04045 (earlier versions said 0.03928); for 8-bit channels
  // both give the same result, since no 8-bit value falls between them.
  const [r, g, b] = channels(hex).map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of two colours, from 1 (same) to 21 (black on white); order does not matter. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * A ratio for people to read, cut (not rounded) to two decimals, so a failing 4.499 never shows as
 * a passing 4.50.
 */
export function displayRatio(ratio: number): number {
  return Math.floor(ratio * 100) / 100;
}

/** The label colour on `fill`: white or ink, whichever contrasts more (ties go to white). */
export function labelColorOn(fill: string): string {
  return contrastRatio(LIGHT_LABEL, fill) >= contrastRatio(DARK_LABEL, fill)
    ? LIGHT_LABEL
    : DARK_LABEL;
}
