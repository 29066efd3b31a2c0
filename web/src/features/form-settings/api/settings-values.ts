/**
 * The settings screen's form values: every theme field plus the availability options kept in
 * `customization`. Converted to and from the stored definition here, validated with zod.
 */
import { z } from 'zod';
import type { FormDetail } from '@core/api/forms';
import { isBrandLogoPath } from '@core/form/brand-logo-path';
import { BUTTON_STYLES, CARD_STYLES } from '@core/form/enums';
import type { FormDefinition, Theme } from '@core/form/definition';
import { t } from '@/lib/app-messages/app-messages';
import { formSettingsMessages as m } from '../messages';

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtu.be',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);

function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

export function isHttpsUrl(value: string): boolean {
  return parseUrl(value)?.protocol === 'https:';
}

/** A logo: an https address, or one uploaded to the brand kit (a path on this server). */
export function isLogoUrl(value: string): boolean {
  return isHttpsUrl(value) || isBrandLogoPath(value);
}

export function isYoutubeUrl(value: string): boolean {
  const url = parseUrl(value);
  return url?.protocol === 'https:' && YOUTUBE_HOSTS.has(url.hostname.toLowerCase());
}

const HEX = /^#[0-9a-fA-F]{6}$/;
const COLOUR_MESSAGE = t(m.colourFormat);
const colour = z.string().regex(HEX, COLOUR_MESSAGE);
/** Empty uses the primary colour (core/form/theme-colors.ts). */
const colourOrPrimary = z
  .string()
  .trim()
  .refine((v) => v === '' || HEX.test(v), COLOUR_MESSAGE);
const optional = (test: (v: string) => boolean, message: string) =>
  z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === '' || test(v), message);

export const settingsValuesSchema = z.object({
  backgroundColor: colour,
  primaryColor: colour,
  textColor: colour,
  secondaryColor: colourOrPrimary,
  accentColor: colourOrPrimary,
  fontFamily: z.string().trim().min(1, t(m.required)).max(100),
  logoUrl: optional(isLogoUrl, t(m.logoFormat)),
  youtubeUrl: optional(isYoutubeUrl, t(m.youtubeFormat)),
  buttonStyle: z.enum(BUTTON_STYLES),
  cardStyle: z.enum(CARD_STYLES),
  showProgressBar: z.boolean(),
  showQuestionNumbers: z.boolean(),
  showBranding: z.boolean(),
  brandKit: z.boolean(),
  customCSS: z.string().max(20_000, t(m.customCssTooLong)),
  /** A datetime-local value ('' for never). */
  closesAt: z.string(),
  /** Digits ('' for no limit). */
  maxResponses: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1), t(m.maxResponsesFormat)),
  closedMessage: z.string().max(500, t(m.closedMessageTooLong)),
});
export type SettingsValues = z.infer<typeof settingsValuesSchema>;

/** An ISO instant as the local "yyyy-mm-ddThh:mm" a datetime-local input shows. */
export function toLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function valuesFromDetail(detail: FormDetail): SettingsValues {
  const { theme, customization } = detail;
  return {
    backgroundColor: theme.backgroundColor,
    primaryColor: theme.primaryColor,
    textColor: theme.textColor,
    secondaryColor: theme.secondaryColor,
    accentColor: theme.accentColor,
    fontFamily: theme.fontFamily,
    logoUrl: theme.logoUrl,
    youtubeUrl: theme.youtubeUrl,
    buttonStyle: theme.buttonStyle,
    cardStyle: theme.cardStyle,
    showProgressBar: theme.showProgressBar,
    showQuestionNumbers: theme.showQuestionNumbers,
    showBranding: theme.showBranding,
    brandKit: theme.brandKit,
    customCSS: theme.customCSS,
    closesAt: toLocalInput(customization.closesAt),
    maxResponses:
      typeof customization.maxResponses === 'number' ? String(customization.maxResponses) : '',
    closedMessage:
      typeof customization.closedMessage === 'string' ? customization.closedMessage : '',
  };
}

/** The form's definition with these settings applied; everything else is kept as it is. */
export function applyValues(definition: FormDefinition, values: SettingsValues): FormDefinition {
  const theme: Theme = {
    ...definition.theme,
    backgroundColor: values.backgroundColor.toLowerCase(),
    primaryColor: values.primaryColor.toLowerCase(),
    textColor: values.textColor.toLowerCase(),
    secondaryColor: values.secondaryColor.trim().toLowerCase(),
    accentColor: values.accentColor.trim().toLowerCase(),
    fontFamily: values.fontFamily.trim(),
    logoUrl: values.logoUrl.trim(),
    youtubeUrl: values.youtubeUrl.trim(),
    buttonStyle: values.buttonStyle,
    cardStyle: values.cardStyle,
    showProgressBar: values.showProgressBar,
    showQuestionNumbers: values.showQuestionNumbers,
    showBranding: values.showBranding,
    brandKit: values.brandKit,
    customCSS: values.customCSS,
  };
  const customization: Record<string, unknown> = { ...definition.customization };
  const set = (key: string, value: unknown) => {
    if (value === undefined) delete customization[key];
    else customization[key] = value;
  };
  set('closesAt', values.closesAt ? new Date(values.closesAt).toISOString() : undefined);
  set('maxResponses', values.maxResponses.trim() ? Number(values.maxResponses) : undefined);
  set('closedMessage', values.closedMessage.trim() ? values.closedMessage : undefined);
  return { ...definition, theme, customization };
}
