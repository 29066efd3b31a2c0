import type { ContentType } from '@core/form/enums';
import { adminContentMessages as m } from './messages';

/**
 * The seven content types (spec §3) as the editor names them, with where each one shows: messages
 * of the section's catalogue.
 */
/** Where pages other than About, Help, Terms and Privacy show: a route, named in two hints. */
export const OTHER_PAGES_PATH = '/p/{slug}';

export const CONTENT_TYPE_LABELS: Record<ContentType, { label: string; hint: string }> = {
  about: { label: m.typeAbout, hint: m.typeAboutHint },
  help: { label: m.typeHelp, hint: m.typeHelpHint },
  terms: { label: m.typeTerms, hint: m.typeTermsHint },
  privacy: { label: m.typePrivacy, hint: m.typePrivacyHint },
  pricing: { label: m.typePricing, hint: m.typePricingHint },
  landing_text: { label: m.typeLandingText, hint: m.typeLandingTextHint },
  landing_video: { label: m.typeLandingVideo, hint: m.typeLandingVideoHint },
};
