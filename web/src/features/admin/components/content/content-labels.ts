import { SITE_CONTENT_LIMITS, SITE_CONTENT_MESSAGES } from '@core/api/site-content';
import type { ContentType } from '@core/form/enums';
import { coreTextReader } from '@/lib/core-texts/core-texts';
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

/** Core's site content messages by key, as the editor shows them. */
export const SITE_CONTENT_TEXTS: Record<keyof typeof SITE_CONTENT_MESSAGES, string> = {
  titleRequired: m.titleRequired,
  contentTooLong: m.contentTooLong,
  metaTooLong: m.metaTooLong,
  videoUrl: m.videoUrl,
  slugTaken: m.slugTaken,
  changedElsewhere: m.changedElsewhereReload,
  notFound: m.pageNotFound,
};

/** A field message of core's content schema (or the server's) in the editor's words. */
export const siteContentText = coreTextReader(SITE_CONTENT_MESSAGES, SITE_CONTENT_TEXTS, {
  contentMax: SITE_CONTENT_LIMITS.contentMax.toLocaleString('en'),
  metaDescriptionMax: String(SITE_CONTENT_LIMITS.metaDescriptionMax),
});
