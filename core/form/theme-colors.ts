/**
 * The colours a theme puts on screen. Primary fills the buttons; secondary fills the progress bars
 * and the thank-you check mark; accent marks selected answers and draws the focus ring. A theme may
 * leave secondary and accent empty, and then they are the primary colour: that is how every form
 * looked before they existed, so stored forms without them keep their look (ADR 018).
 */
import type { Theme } from './definition';

/** What each colour is used for, as the brand kit and the form settings describe it. */
export const COLOUR_USES = {
  primaryColor: 'Buttons: Start, Next and Submit.',
  secondaryColor: 'Progress bars and the thank-you check mark.',
  accentColor: 'Selected answers and the keyboard focus ring.',
} as const;

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
