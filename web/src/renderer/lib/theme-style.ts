/**
 * A form's theme as CSS custom properties on the form root. The app's design tokens (--primary,
 * --foreground, ...) are overridden inside the root, so every utility class below it follows the
 * owner's colours. Derived colours (muted text, borders, text on the primary colour) are computed
 * so they keep WCAG AA contrast against whatever colours the owner picked.
 *
 * Primary fills buttons. The accent (--fl-accent*) marks selected answers and draws the focus ring;
 * the secondary (--fl-secondary*) fills progress bars (the form's and an upload's) and the thank-you
 * check mark. Both are the
 * primary colour when the theme leaves them empty (core/form/theme-colors.ts). They get variables of
 * their own rather than the app's --accent and --secondary, which the app's components use for
 * neutral surfaces.
 */
import type { CSSProperties } from 'react';
import type { Theme } from '@core/form/definition';
import { FONT_FAMILIES } from '@core/form/font-families';
import { themeColors } from '@core/form/theme-colors';

type Rgb = [number, number, number];

function parseHex(hex: string | undefined, fallback: string): Rgb {
  const value = /^#[0-9a-f]{6}$/i.test(hex ?? '') ? (hex as string) : fallback;
  return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** `amount` of `a` over `b` (1 gives a, 0 gives b). */
function mix(a: Rgb, b: Rgb, amount: number): Rgb {
  return a.map((c, i) => c * amount + (b[i] ?? 0) * (1 - amount)) as Rgb;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The lightest mix of `fg` into `bg` that still reaches `ratio` against `bg`. */
function softest(fg: Rgb, bg: Rgb, ratio: number, from: number): Rgb {
  for (let amount = from; amount < 1; amount += 0.05) {
    const candidate = mix(fg, bg, amount);
    if (contrastRatio(candidate, bg) >= ratio) return candidate;
  }
  return fg;
}

const BLACK: Rgb = [17, 24, 39];
const WHITE: Rgb = [255, 255, 255];
const PURE_BLACK: Rgb = [0, 0, 0];

const RADIUS = { rounded: '0.5rem', square: '0', pill: '9999px' } as const;

/** Font names only: quotes, semicolons or url() can never reach the style attribute. */
export function fontStack(fontFamily: string | undefined): string {
  // A curated font (the brand kit's and the presets' list) falls back within its own kind, so a
  // serif stays serif where Georgia is missing; any other name keeps the system fallback.
  const curated = FONT_FAMILIES.find((f) => f.name === fontFamily);
  if (curated) return curated.stack;
  const system = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif';
  const name = (fontFamily ?? '')
    .replace(/[^\w -]/g, '')
    .trim()
    .slice(0, 60);
  return name ? `"${name}", ${system}` : system;
}

/** The label colour on a fill: white or ink, whichever contrasts more (core's labelColorOn). */
function labelOn(fill: Rgb): Rgb {
  return contrastRatio(WHITE, fill) >= contrastRatio(BLACK, fill) ? WHITE : BLACK;
}

/** A tint of `colour` on `bg` that `fg` stays readable on (4.5:1), as light as needed. */
function readableTint(colour: Rgb, bg: Rgb, fg: Rgb): Rgb {
  for (let amount = 0.12; amount > 0; amount -= 0.02) {
    const tint = mix(colour, bg, amount);
    if (contrastRatio(fg, tint) >= 4.5) return tint;
  }
  return bg;
}

export function themeStyle(theme: Theme): CSSProperties {
  const bg = parseHex(theme.backgroundColor, '#ffffff');
  const text = parseHex(theme.textColor, '#111827');
  const primary = parseHex(theme.primaryColor, '#4f46e5');
  const colours = themeColors(theme);
  const secondary = parseHex(colours.secondary, toHex(primary));
  const accent = parseHex(colours.accent, toHex(primary));
  // Text colour the owner chose may not contrast with their background; fall back to black/white.
  const darkBackground = luminance(bg) < 0.2;
  const fg =
    contrastRatio(text, bg) >= 4.5
      ? text
      : [BLACK, WHITE, PURE_BLACK].reduce((best, c) =>
          contrastRatio(c, bg) > contrastRatio(best, bg) ? c : best,
        );
  const onPrimary = labelOn(primary);
  const onAccent = labelOn(accent);
  // A colour used as text, an edge or a focus ring must stand out from the background itself.
  const asText = (colour: Rgb) => (contrastRatio(colour, bg) >= 4.5 ? colour : fg);
  const asEdge = (colour: Rgb) => (contrastRatio(colour, bg) >= 3 ? colour : fg);
  const hover = (fill: Rgb, label: Rgb) => mix(fill, label === WHITE ? BLACK : WHITE, 0.85);
  const accentEdge = asEdge(accent);
  const danger = darkBackground ? parseHex('#fca5a5', '') : parseHex('#b91c1c', '');
  // Surfaces text may sit on: the card, the page around it and muted panels (darkest of the three).
  const page = mix(fg, bg, 0.035);
  const muted = mix(fg, bg, 0.06);

  const variables: Record<string, string> = {
    '--background': toHex(bg),
    '--foreground': toHex(fg),
    '--card': toHex(bg),
    '--card-foreground': toHex(fg),
    '--popover': toHex(bg),
    '--popover-foreground': toHex(fg),
    '--muted-foreground': toHex(softest(fg, muted, 4.6, 0.55)),
    '--muted': toHex(muted),
    '--subtle': toHex(page),
    '--border': toHex(mix(fg, bg, 0.16)),
    '--input': toHex(softest(fg, muted, 3.1, 0.4)),
    '--primary': toHex(primary),
    '--primary-hover': toHex(hover(primary, onPrimary)),
    '--primary-foreground': toHex(onPrimary),
    '--primary-soft': toHex(mix(primary, bg, 0.12)),
    '--primary-soft-foreground': toHex(fg),
    '--fl-primary-text': toHex(asText(primary)),
    '--fl-primary-edge': toHex(asEdge(primary)),
    '--fl-accent': toHex(accent),
    '--fl-accent-hover': toHex(hover(accent, onAccent)),
    '--fl-accent-foreground': toHex(onAccent),
    '--fl-accent-soft': toHex(readableTint(accent, bg, fg)),
    '--fl-accent-edge': toHex(accentEdge),
    '--fl-secondary': toHex(secondary),
    // A check mark, drawn as boldly as text would be, so it reads as it did in the primary colour.
    '--fl-secondary-mark': toHex(asText(secondary)),
    '--ring': toHex(accentEdge),
    '--destructive': toHex(contrastRatio(danger, page) >= 4.5 ? danger : fg),
    '--fl-page': toHex(page),
    '--fl-radius': RADIUS[theme.buttonStyle] ?? RADIUS.rounded,
    colorScheme: darkBackground ? 'dark' : 'light',
    fontFamily: fontStack(theme.fontFamily),
  };
  return variables as CSSProperties;
}

/** The card around the questions, per cardStyle. */
export function cardClass(cardStyle: Theme['cardStyle']): string {
  switch (cardStyle) {
    case 'border':
      return 'border border-border bg-card';
    case 'flat':
      return 'bg-card';
    default:
      return 'border border-transparent bg-card shadow-md';
  }
}
