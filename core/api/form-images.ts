/**
 * Pictures an owner uploads for a form's image-choice options (issue 28). The checks are the brand
 * logo's (PNG, JPEG or SVG by their bytes, at most 2 MB); the answer is the same-origin path to put
 * in the option's `images` setting.
 */
import { z } from 'zod';
import { BRAND_LOGO_MAX_BYTES, BRAND_LOGO_TYPES, brandLogoParamsSchema } from './brand-kit';

export const FORM_IMAGE_MAX_BYTES = BRAND_LOGO_MAX_BYTES;
export const FORM_IMAGE_TYPES = BRAND_LOGO_TYPES;

/** POST /api/forms/{id}/images (multipart, one `file`): where the picture is served. */
export const formImageResponseSchema = z.object({
  imageUrl: z.string(),
  mimeType: z.enum(FORM_IMAGE_TYPES),
  size: z.number().int(),
});
export type FormImageResponse = z.infer<typeof formImageResponseSchema>;

/** GET /api/public/form-images/{id}: the random id, as brand logos have. */
export const formImageParamsSchema = brandLogoParamsSchema;
