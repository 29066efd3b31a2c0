/**
 * The brand kit editor's values, the contrast warnings they raise, and the sample form the live
 * preview renders with them.
 */
import { z } from 'zod';
import type { BrandKitResponse } from '@core/api/brand-kit';
import {
  applyBrandKit,
  brandKitWarnings,
  DEFAULT_BRAND_KIT,
  type ContrastWarning,
} from '@core/form/brand-kit';
import { DARK_LABEL, displayRatio } from '@core/form/contrast';
import { formDefinitionSchema, type FormDefinition, themeSchema } from '@core/form/definition';
import { BUTTON_STYLES } from '@core/form/enums';
import { FONT_FAMILY_NAMES } from '@core/form/font-families';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = z.string().trim().regex(HEX, 'Use a colour written like #4f46e5');

export const kitValuesSchema = z.object({
  logoUrl: z.string().nullable(),
  primaryColor: colour,
  secondaryColor: colour,
  accentColor: colour,
  fontFamily: z.enum(FONT_FAMILY_NAMES),
  buttonStyle: z.enum(BUTTON_STYLES),
});
export type KitValues = z.infer<typeof kitValuesSchema>;

export function valuesFromKit(kit: BrandKitResponse): KitValues {
  return {
    logoUrl: kit.logoUrl,
    primaryColor: kit.primaryColor,
    secondaryColor: kit.secondaryColor,
    accentColor: kit.accentColor,
    fontFamily: kit.fontFamily,
    buttonStyle: kit.buttonStyle,
  };
}

export const isHex = (value: string) => HEX.test(value);

/**
 * Warnings for the colours as they are being edited, with core's rule (the one the server and the
 * renderer use); a colour that is not a full #rrggbb yet is left out rather than guessed.
 */
export function liveWarnings(values: KitValues): ContrastWarning[] {
  // Black carries white text at 21:1, so an unfinished colour raises no warning of its own.
  const ready = (c: string) => (isHex(c) ? c.toLowerCase() : '#000000');
  return brandKitWarnings({
    primaryColor: ready(values.primaryColor),
    accentColor: ready(values.accentColor),
  });
}

const PAIR_NAMES: Record<ContrastWarning['pair'], string> = {
  'text-on-primary': 'primary',
  'text-on-accent': 'accent',
};

/** "White text on your primary colour has a contrast of 3.2:1; WCAG AA needs 4.5:1." */
export function warningMessage(warning: ContrastWarning): string {
  const label = warning.foreground.toLowerCase() === DARK_LABEL ? 'Dark text' : 'White text';
  return `${label} on your ${PAIR_NAMES[warning.pair]} colour has a contrast of ${displayRatio(warning.ratio)}:1; WCAG AA needs ${warning.minimum}:1.`;
}

/** The primary colour being edited, or the default while it is not a full #rrggbb yet. */
export function sampleColourOf(primaryColor: string): string {
  return isHex(primaryColor) ? primaryColor.toLowerCase() : DEFAULT_BRAND_KIT.primaryColor;
}

/** An option already chosen in the sample, so the preview shows the accent without a click. */
export const SAMPLE_ANSWERS = { visit: 'Good' };

/**
 * A short form that shows what the kit changes: the logo, the progress bar (secondary) of its two
 * pages, a chosen option (accent) and the button (primary).
 */
export function sampleDefinition(values: KitValues): FormDefinition {
  const base = formDefinitionSchema.parse({
    title: 'Customer feedback',
    description: 'A sample form with your brand kit applied.',
    questions: [
      { id: 'name', type: 'SHORT_TEXT', title: 'What is your name?', order: 0 },
      {
        id: 'visit',
        type: 'MULTIPLE_CHOICE',
        title: 'How was your visit?',
        options: ['Great', 'Good', 'Could be better'],
        order: 1,
      },
      { id: 'more', type: 'LONG_TEXT', title: 'Anything else to tell us?', order: 2 },
    ],
    pageBreaks: [{ id: 'page-2', afterQuestionId: 'visit' }],
    welcomeScreen: { enabled: false },
  });
  // A colour still being typed falls back to the primary (''), as a theme without one does.
  const ready = (c: string) => (isHex(c) ? c.toLowerCase() : '');
  const kit = {
    logoUrl: values.logoUrl,
    primaryColor: sampleColourOf(values.primaryColor),
    secondaryColor: ready(values.secondaryColor),
    accentColor: ready(values.accentColor),
    fontFamily: values.fontFamily,
    buttonStyle: values.buttonStyle,
  };
  return { ...base, theme: applyBrandKit(themeSchema.parse({}), kit) };
}
