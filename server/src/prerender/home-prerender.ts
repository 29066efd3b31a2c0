/**
 * The home page as HTML: the same markup as web/src/features/home/components/home-page.tsx (and
 * hero-preview.tsx) renders, so the first paint is the page itself and the app's takeover moves
 * nothing. The texts are the React page's, kept in step by hand; the landing text and video come
 * from the site content and are seeded for the app under its query key.
 */
import escapeHtml from 'escape-html';
import type { FastifyInstance } from 'fastify';
import type { LandingContent } from '@core/api/site-content';
import { loadLanding } from '../modules/site-content/load-public-content';
import { landingHtml } from './home-landing';
import type { PrerenderRoute } from './prerender-registry';
import { icon, type IconName } from './icons';
import { badgeClass, buttonClass } from './ui-classes';

export const HOME_TITLE = 'Formloom · Forms and surveys people enjoy';
export const HOME_DESCRIPTION =
  'Formloom is a form and survey builder: 33 question types, branching logic, responses you never lose and clear analytics. Start as a guest, no sign-up needed.';

const FEATURES: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'ListChecks',
    title: '33 question types',
    text: 'Short answers and ratings, NPS, matrices, rankings, signatures, file uploads, payments and more: ask exactly what you mean.',
  },
  {
    icon: 'GitBranch',
    title: 'Branching logic',
    text: 'Show, hide or skip questions based on earlier answers, so every respondent only sees what matters to them.',
  },
  {
    icon: 'ShieldCheck',
    title: 'Never lose a response',
    text: 'Answers are saved as people go and every submission is stored safely, even when the connection drops.',
  },
  {
    icon: 'ChartColumn',
    title: 'Analytics and NPS',
    text: 'Summaries per question, Net Promoter Score over time and exports turn answers into decisions.',
  },
];

const STEPS = [
  {
    title: 'Build',
    text: 'Start blank or from a template. Add questions, set up logic and match your brand.',
  },
  { title: 'Share', text: 'Publish and send a link, or embed the form on your own site.' },
  {
    title: 'Learn',
    text: 'Watch responses arrive and read the summaries, trends and NPS at a glance.',
  },
];

function heroPreview(): string {
  const scores = Array.from({ length: 11 }, (_, score) => {
    const colours =
      score === 9
        ? 'border-primary bg-primary text-primary-foreground'
        : 'border-border bg-background text-foreground';
    return `<div class="flex aspect-square items-center justify-center rounded-md border text-xs font-medium sm:text-sm ${colours}">${score}</div>`;
  }).join('');
  return `<div aria-hidden="true" class="relative mx-auto w-full max-w-md select-none lg:max-w-none"><div class="absolute -inset-4 -z-10 rounded-3xl bg-primary/10 blur-2xl"></div><div class="rounded-2xl border border-border bg-card p-6 text-card-foreground shadow-lg sm:p-8"><div class="flex items-center justify-between text-xs text-muted-foreground"><span>Question 3 of 5</span><span>60%</span></div><div class="mt-2 h-1.5 rounded-full bg-muted"><div class="h-full w-3/5 rounded-full bg-primary"></div></div><p class="mt-8 text-sm font-medium text-primary">Net Promoter Score</p><p class="mt-2 text-xl font-semibold tracking-tight">How likely are you to recommend us to a friend?</p><div class="mt-6 grid grid-cols-11 gap-1 sm:gap-1.5">${scores}</div><div class="mt-2 flex justify-between text-xs text-muted-foreground"><span>Not likely</span><span>Very likely</span></div><div class="mt-8 flex items-center justify-between"><span class="text-xs text-muted-foreground">Saved just now</span><span class="inline-flex h-10 items-center rounded-md bg-primary px-5 text-sm font-medium text-primary-foreground">Next</span></div></div></div>`;
}

function hero(): string {
  return `<section aria-labelledby="hero-title" class="relative overflow-hidden"><div aria-hidden="true" class="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-gradient-to-b from-primary-soft to-transparent opacity-70"></div><div class="mx-auto grid w-full max-w-(--container-page) items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:px-8 lg:pb-24"><div><span class="${badgeClass('soft', 'mb-5')}">Free to start · No sign-up needed</span><h1 id="hero-title" class="text-4xl font-bold tracking-tight sm:text-5xl lg:text-display">Forms people actually enjoy filling in</h1><p class="mt-5 max-w-xl text-lg text-muted-foreground">Formloom turns your questions into clear, friendly forms and surveys. Build one in minutes, share a link and watch the answers arrive.</p><div class="mt-8 flex flex-col gap-3 sm:flex-row"><a data-slot="button" class="${buttonClass('default', 'lg')}" href="/forms/new">Create a form${icon('ArrowRight')}</a><a data-slot="button" class="${buttonClass('outline', 'lg')}" href="/templates">View templates</a></div><p class="mt-4 text-sm text-muted-foreground">Start as a guest. Sign up whenever you like and your forms come with you.</p></div>${heroPreview()}</div></section>`;
}

function features(): string {
  const items = FEATURES.map(
    (f) =>
      `<li class="rounded-xl border border-border bg-card p-6 text-card-foreground shadow-xs"><div class="flex size-11 items-center justify-center rounded-lg bg-primary-soft text-primary-soft-foreground">${icon(f.icon, 'size-5')}</div><h3 class="mt-4 text-lg font-semibold">${escapeHtml(f.title)}</h3><p class="mt-2 text-sm text-muted-foreground">${escapeHtml(f.text)}</p></li>`,
  ).join('');
  return `<section aria-labelledby="features-title" class="border-t border-border bg-subtle"><div class="mx-auto w-full max-w-(--container-page) px-4 py-16 sm:px-6 sm:py-20 lg:px-8"><div class="max-w-2xl"><h2 id="features-title" class="text-3xl font-bold tracking-tight">Everything you need to ask better questions</h2><p class="mt-3 text-lg text-muted-foreground">From a two-question poll to a branching research survey.</p></div><ul class="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">${items}</ul></div></section>`;
}

function steps(): string {
  const items = STEPS.map(
    (step, index) =>
      `<li class="flex gap-4"><span aria-hidden="true" class="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-base font-bold text-primary-foreground">${index + 1}</span><div><h3 class="text-lg font-semibold"><span class="sr-only">Step ${index + 1}: </span>${escapeHtml(step.title)}</h3><p class="mt-1 text-muted-foreground">${escapeHtml(step.text)}</p></div></li>`,
  ).join('');
  return `<section aria-labelledby="how-title"><div class="mx-auto w-full max-w-(--container-page) px-4 py-16 sm:px-6 sm:py-20 lg:px-8"><h2 id="how-title" class="text-3xl font-bold tracking-tight">How it works</h2><ol class="mt-10 grid gap-8 md:grid-cols-3">${items}</ol></div></section>`;
}

function start(): string {
  return `<section aria-labelledby="start-title" class="px-4 pb-16 sm:px-6 sm:pb-24 lg:px-8"><div class="mx-auto flex w-full max-w-(--container-page) flex-col items-start gap-6 rounded-2xl bg-primary px-6 py-10 text-primary-foreground sm:px-10 md:flex-row md:items-center md:justify-between"><div class="max-w-xl"><h2 id="start-title" class="text-2xl font-bold tracking-tight sm:text-3xl">Start your first form now</h2><p class="mt-2">No account and no card needed. Build as a guest; when you sign up, your forms move into your account.</p></div><a data-slot="button" class="${buttonClass(null, 'lg', 'w-full bg-background text-foreground hover:bg-muted sm:w-auto')}" href="/forms/new">Create a form${icon('ArrowRight')}</a></div></section>`;
}

/** The client's landingQuery key (web/src/features/home/api/landing-api.ts). */
const LANDING_QUERY_KEY = ['/api/site-content/landing'] as const;

export function renderHomeHtml(landing: LandingContent): string {
  return hero() + features() + steps() + landingHtml(landing) + start();
}

export function homePrerender(app: FastifyInstance): PrerenderRoute {
  return {
    chunk: 'home-page',
    match: (path) => path === '/',
    render: async () => {
      const landing = await loadLanding(app.database.db);
      return {
        title: HOME_TITLE,
        description: HOME_DESCRIPTION,
        html: renderHomeHtml(landing),
        queries: [{ key: LANDING_QUERY_KEY, data: landing }],
      };
    },
  };
}
