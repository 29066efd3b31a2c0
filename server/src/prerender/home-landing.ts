/**
 * The home page's landing text and video (site content) as HTML: the markup of
 * web/src/features/home/components/landing-sections.tsx and landing-video.tsx on their first
 * render (the video not playing: a poster button, nothing loaded from the provider).
 */
import escapeHtml from 'escape-html';
import { twMerge } from 'tailwind-merge';
import type { LandingContent } from '@core/api/site-content';
import { PROSE_CLASS } from '../modules/site-content/content-page-markup';
import { icon } from './icons';

const PROVIDER = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

type Video = NonNullable<LandingContent['video']>;

function video(v: Video): string {
  const provider = PROVIDER[v.embed.provider];
  return `<div><div class="aspect-video overflow-hidden rounded-2xl border border-border bg-muted shadow-sm"><div class="flex size-full flex-col items-center justify-center gap-4 bg-gradient-to-br from-primary-soft to-muted px-4 text-center"><button type="button" class="group flex flex-col items-center gap-3 rounded-xl p-2 text-base font-semibold text-foreground"><span class="flex size-16 items-center justify-center rounded-full bg-primary text-primary-foreground shadow-lg transition-transform duration-(--duration-fast) group-hover:scale-105">${icon('Play', 'ml-1 size-7')}</span><span>Play video<span class="sr-only">: ${escapeHtml(v.title)}</span></span></button><p class="max-w-sm text-sm text-muted-foreground">Plays from ${provider}. Nothing loads from ${provider} until you press play.</p></div></div><p class="mt-3 text-sm text-muted-foreground">Prefer ${provider}? <a href="${escapeHtml(v.embed.watchUrl)}" rel="noopener noreferrer" class="font-medium text-primary underline underline-offset-4 hover:text-primary-hover">Watch it on ${provider}</a></p></div>`;
}

/** The section, or '' when there is neither text nor video (the app then renders nothing). */
export function landingHtml(data: LandingContent): string {
  if (!data.text && !data.video) return '';
  const text = data.text
    ? `<div><h2 id="landing-text-title" class="text-3xl font-bold tracking-tight">${escapeHtml(data.text.title)}</h2><div class="${twMerge(PROSE_CLASS, 'mt-4 text-lg text-muted-foreground')}">${data.text.html}</div></div>`
    : '';
  let player = '';
  if (data.video) {
    const heading = data.text
      ? `<h3 id="landing-video-title" class="sr-only">${escapeHtml(data.video.title)}</h3>`
      : `<h2 id="landing-video-title" class="mb-6 text-3xl font-bold tracking-tight">${escapeHtml(data.video.title)}</h2>`;
    const wrapper = data.text ? '<div>' : '<div class="lg:col-span-2 lg:mx-auto lg:w-2/3">';
    player = `${wrapper}${heading}${video(data.video)}</div>`;
  }
  const labelledBy = data.text ? 'landing-text-title' : 'landing-video-title';
  return `<section aria-labelledby="${labelledBy}" class="border-t border-border"><div class="mx-auto grid w-full max-w-(--container-page) items-center gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-2 lg:px-8">${text}${player}</div></section>`;
}
