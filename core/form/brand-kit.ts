/**
 * A brand kit (spec: brand_settings) and what it does to a form's theme. The kit governs the
 * theme's logo, its three colours (primary for buttons, secondary for progress bars and the
 * thank-you check mark, accent for selected answers and the focus ring; theme-colors.ts), font and
 * button style; a form's other theme fields (background, text colour, card style, display
 * switches) stay the form's own.
 */
import { contrastRatio, displayRatio, labelColorOn, MIN_TEXT_CONTRAST } from './contrast';
import type { Theme } from './definition';
import type { BUTTON_STYLES } from './enums';
import { DEFAULT_FONT_FAMILY, type FontFamilyName } from './font-families';

export interface BrandKit {
  /** A brand logo path on this server (see brand-logo-path.ts), or null for none. */
  logoUrl: string | null;
  primaryColor: string;
  secondaryColor: string;
  accentColor: string;
  fontFamily: FontFamilyName;
  buttonStyle: (typeof BUTTON_STYLES)[number];
}

/** What GET /api/brand-kit answers when neither the caller nor an admin has set a kit. */
export const DEFAULT_BRAND_KIT: BrandKit = {
  logoUrl: null,
  primaryColor: '#4f46e5',
  secondaryColor: '#0f766e',
  accentColor: '#c2410c',
  fontFamily: DEFAULT_FONT_FAMILY,
  buttonStyle: 'rounded',
};

/**
 * The kit's colours that carry text: button labels sit on the primary colour, and the number of a
 * chosen rating, scale or NPS answer on the accent colour. Nothing is written on the secondary
 * colour (progress bars and a check mark), so it has no text to keep readable.
 */
export const CONTRAST_PAIRS = ['text-on-primary', 'text-on-accent'] as const;
export type ContrastPair = (typeof CONTRAST_PAIRS)[number];

export interface ContrastWarning {
  pair: ContrastPair;
  /** Measured, cut to two decimals (see displayRatio). */
  ratio: number;
  minimum: number;
  /** The label colour a theme puts on the fill: white or ink, whichever contrasts more. */
  foreground: string;
  background: string;
}

/**
 * The kit's colours that cannot carry readable text: even the better of white and ink on them falls
 * below WCAG AA for normal text. The renderer puts the same label colour (labelColorOn) on them, so
 * a warning describes what respondents will see.
 */
export function brandKitWarnings(
  kit: Pick<BrandKit, 'primaryColor' | 'accentColor'>,
): ContrastWarning[] {
  const fills: [ContrastPair, string][] = [
    ['text-on-primary', kit.primaryColor],
    ['text-on-accent', kit.accentColor],
  ];
  return fills.flatMap(([pair, background]) => {
    const foreground = labelColorOn(background);
    const ratio = contrastRatio(foreground, background);
    if (ratio >= MIN_TEXT_CONTRAST) return [];
    return [
      { pair, ratio: displayRatio(ratio), minimum: MIN_TEXT_CONTRAST, foreground, background },
    ];
  });
}

/** The theme fields a kit sets, as a patch: the same object the server merges into stored themes. */
export function brandKitThemePatch(
  kit: BrandKit,
): Pick<
  Theme,
  'logoUrl' | 'primaryColor' | 'secondaryColor' | 'accentColor' | 'fontFamily' | 'buttonStyle'
> {
  return {
    logoUrl: kit.logoUrl ?? '',
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    accentColor: kit.accentColor,
    fontFamily: kit.fontFamily,
    buttonStyle: kit.buttonStyle,
  };
}

/** A theme with the kit applied and kept in sync from now on (`brandKit: true`). */
export function applyBrandKit(theme: Theme, kit: BrandKit): Theme {
  return { ...theme, ...brandKitThemePatch(kit), brandKit: true };
}
