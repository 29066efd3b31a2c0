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
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

const HEX = /^#[0-9a-fA-F]{6}$/;
const colour = z.string().trim().regex(HEX, t(m.colourFormat));

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

const PAIR_NAMES: Record<ContrastWarning['pair'], 'primary' | 'accent'> = {
  'text-on-primary': 'primary',
  'text-on-accent': 'accent',
};

/** "White text on your primary colour has a contrast of 3.2:1; WCAG AA needs 4.5:1." */
export function warningMessage(warning: ContrastWarning): string {
  return t(m.contrastWarning, {
    dark: String(warning.foreground.toLowerCase() === DARK_LABEL),
    pair: PAIR_NAMES[warning.pair],
    ratio: String(displayRatio(warning.ratio)),
    minimum: String(warning.minimum),
  });
}

/** The primary colour being edited, or the default while it is not a full #rrggbb yet. */
export function sampleColourOf(primaryColor: string): string {
  return isHex(primaryColor) ? primaryColor.toLowerCase() : DEFAULT_BRAND_KIT.primaryColor;
}

/** An option already chosen in the sample, so the preview shows the accent without a click. */
export const SAMPLE_ANSWERS = { visit: t(m.sampleGood) };

/**
 * A short form that shows what the kit changes: the logo, the progress bar (secondary) of its two
 * pages, a chosen option (accent) and the button (primary).
 */
export function sampleDefinition(values: KitValues): FormDefinition {
  const base = formDefinitionSchema.parse({
    title: t(m.sampleTitle),
    description: t(m.sampleDescription),
    questions: [
      { id: 'name', type: 'SHORT_TEXT', title: t(m.sampleName), order: 0 },
      {
        id: 'visit',
        type: 'MULTIPLE_CHOICE',
        title: t(m.sampleVisit),
        options: [t(m.sampleGreat), t(m.sampleGood), t(m.sampleCouldBeBetter)],
        order: 1,
      },
      { id: 'more', type: 'LONG_TEXT', title: t(m.sampleMore), order: 2 },
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
