import type { ContentType } from '@core/form/enums';

/** The seven content types (spec §3) as the editor names them, with where each one shows. */
export const CONTENT_TYPE_LABELS: Record<ContentType, { label: string; hint: string }> = {
  about: { label: 'About', hint: 'The About page, at /about (slug "about").' },
  help: { label: 'Help', hint: 'Help pages: /help (slug "help"), others at /p/{slug}.' },
  terms: { label: 'Terms', hint: 'The terms of service, at /terms (slug "terms").' },
  privacy: { label: 'Privacy', hint: 'The privacy policy, at /privacy (slug "privacy").' },
  pricing: { label: 'Pricing', hint: 'Copy for the pricing page (slug "pricing").' },
  landing_text: {
    label: 'Landing text',
    hint: 'A section of the home page: its title as the heading, then the text. The most recently changed active one shows.',
  },
  landing_video: {
    label: 'Landing video',
    hint: 'A video on the home page: put a YouTube or Vimeo link in the content. It loads only when a visitor presses play.',
  },
};
