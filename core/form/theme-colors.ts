/**
 * The colours a theme puts on screen. Primary fills the buttons; secondary fills the progress bars
 * and the thank-you check mark; accent marks selected answers and draws the focus ring. A theme may
 * leave secondary and accent empty, and then they are the primary colour: that is how every form
 * looked before they existed, so stored forms without them keep their look (ADR 018).
 */
import type { Theme } from './definition';

/**
 * The theme's colour fields. The brand kit and the form settings say what each is used for, in the
 * app's words (web/src/lib/core-texts, ADR 056 addendum).
 */
export const THEME_COLOUR_FIELDS = ['primaryColor', 'secondaryColor', 'accentColor'] as const;
export type ThemeColourField = (typeof THEME_COLOUR_FIELDS)[number];

export interface ThemeColors {
  primary: string;
  secondary: string;
  accent: string;
}

export function themeColors(
  theme: Pick<Theme, 'primaryColor' | 'secondaryColor' | 'accentColor'>,
): ThemeColors {
  return {
    primary: theme.primaryColor,
    secondary: theme.secondaryColor || theme.primaryColor,
    accent: theme.accentColor || theme.primaryColor,
  };
}
