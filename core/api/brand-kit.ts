/**
 * The brand kit API: the caller's kit (or the global one an admin set, or the defaults), saving a
 * kit, and uploading its logo. `source` says which kit an answer is; `warnings` lists the colours
 * that cannot carry readable text, with the measured ratio, for the page to show.
 */
import { z } from 'zod';
import { isBrandLogoPath } from '../form/brand-logo-path';
import { CONTRAST_PAIRS } from '../form/brand-kit';
import { BUTTON_STYLES } from '../form/enums';
import { FONT_FAMILY_NAMES } from '../form/font-families';

export const BRAND_LOGO_MAX_BYTES = 2 * 1024 * 1024;
/** Logo formats accepted by their bytes: raster PNG and JPEG, and SVG served as an image only. */
export const BRAND_LOGO_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;

/**
 * The kit's field messages, by a stable key: the server answers with this English, the app shows
 * its catalogue's message for each (web/src/lib/core-texts, ADR 056), kept equal by a test.
 */
export const BRAND_KIT_MESSAGES = {
  brandColourFormat: 'Use a colour in the form #rrggbb',
  brandLogoNotUploaded: 'Upload the logo first, then use the address it returns',
  brandFontFamily: `Choose one of: ${FONT_FAMILY_NAMES.join(', ')}`,
  brandButtonStyle: `Choose one of: ${BUTTON_STYLES.join(', ')}`,
} as const;
export type BrandKitMessageKey = keyof typeof BRAND_KIT_MESSAGES;

export const brandColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, BRAND_KIT_MESSAGES.brandColourFormat)
  .transform((v) => v.toLowerCase());

export const brandKitScopeSchema = z.enum(['user', 'global']);

const brandKitFields = {
  logoUrl: z
    .string()
    .refine(isBrandLogoPath, BRAND_KIT_MESSAGES.brandLogoNotUploaded)
    .nullable()
    .default(null),
  primaryColor: brandColorSchema,
  secondaryColor: brandColorSchema,
  accentColor: brandColorSchema,
  fontFamily: z.enum(FONT_FAMILY_NAMES, { error: BRAND_KIT_MESSAGES.brandFontFamily }),
  buttonStyle: z.enum(BUTTON_STYLES, { error: BRAND_KIT_MESSAGES.brandButtonStyle }),
};

/** PUT /api/brand-kit: the whole kit. `scope: 'global'` sets everyone's default (admins only). */
export const saveBrandKitRequestSchema = z.object({
  scope: brandKitScopeSchema.default('user'),
  ...brandKitFields,
});
export type SaveBrandKitRequest = z.input<typeof saveBrandKitRequestSchema>;

export const brandKitQuerySchema = z.object({
  /** `global` reads the global kit itself (admins, to edit it); the default is the caller's. */
  scope: brandKitScopeSchema.optional(),
});

export const contrastWarningSchema = z.object({
  pair: z.enum(CONTRAST_PAIRS),
  ratio: z.number(),
  minimum: z.number(),
  foreground: z.string(),
  background: z.string(),
});

export const brandKitResponseSchema = z.object({
  /** Whose kit this is: the caller's own, the global one an admin set, or the built-in defaults. */
  source: z.enum(['user', 'global', 'default']),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  fontFamily: z.enum(FONT_FAMILY_NAMES),
  buttonStyle: z.enum(BUTTON_STYLES),
  updatedAt: z.string().nullable(),
  warnings: z.array(contrastWarningSchema),
});
export type BrandKitResponse = z.infer<typeof brandKitResponseSchema>;

/** POST /api/brand-kit/logo: where the logo is served; put `logoUrl` in the kit to use it. */
export const brandLogoResponseSchema = z.object({
  logoUrl: z.string(),
  mimeType: z.enum(BRAND_LOGO_TYPES),
  size: z.number().int(),
});

export const brandLogoParamsSchema = z.object({
  id: z
    .string()
    .min(16)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/),
});
