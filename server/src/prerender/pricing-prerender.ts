/**
 * /pricing as HTML, from the billing module's plans (listPlans): the markup of
 * web/src/features/billing/components/pricing-page.tsx for a visitor (monthly prices, no "Your
 * plan"), and the plans seeded into the client's query cache under the key the page reads, so the
 * React page renders this same content at once instead of its skeleton. The active `pricing` site
 * content page, when there is one, is the copy between the title and the plans (its meta
 * description, when set, is the page's); it is seeded too, as null when there is none, so the app
 * does not ask for a page the server already knows is absent.
 */
import {
  CREDIT_REMINDER_DAYS,
  formatBytes,
  PAYMENTS_NOT_CONFIGURED_MESSAGE,
  PRICING_INTRO,
  type Plan,
  type PlansResponse,
} from '@core/api/billing';
import type { PublicContent } from '@core/api/site-content';
import escapeHtml from 'escape-html';
import { twMerge } from 'tailwind-merge';
import type { AppConfig } from '../config';
import { listPlans } from '../modules/billing/plans';
import { PROSE_CLASS } from '../modules/site-content/content-page-markup';
import { loadPricingCopy, PRICING_COPY_QUERY_KEY } from '../modules/site-content/load-pricing-copy';
import { icon } from './icons';
import type { PrerenderRoute } from './prerender-registry';
import {
  badgeClass,
  buttonClass,
  CARD,
  CARD_CONTENT,
  CARD_DESCRIPTION,
  CARD_FOOTER,
  CARD_HEADER,
  PAGE_CONTAINER,
} from './ui-classes';

export const PRICING_TITLE = 'Pricing · Formloom';
export const PRICING_DESCRIPTION = PRICING_INTRO;
/** The client's plansQuery key (web/src/features/billing/api/billing-api.ts). */
const PLANS_QUERY_KEY = ['/api/billing/plans'] as const;

const CARD_TITLE_XL = 'leading-snug font-semibold tracking-tight text-xl';

/** As the client's formatMoney: "$12", "$12.50". */
function formatMoney(minorUnits: number, currency: string): string {
  const amount = minorUnits / 100;
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: currency.toUpperCase(),
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function yearlySaving(plans: Plan[]): string | null {
  const monthly = plans.find((p) => p.interval === 'month');
  const yearly = plans.find((p) => p.interval === 'year');
  if (!monthly || !yearly || monthly.amountCents === 0) return null;
  const percent = Math.round((1 - yearly.amountCents / (monthly.amountCents * 12)) * 100);
  return percent > 0 ? `Save ${percent}%` : null;
}

function points(items: string[]): string {
  const li = items
    .map(
      (point) =>
        `<li class="flex gap-2 text-sm">${icon('Check', 'mt-0.5 size-4 shrink-0 text-primary')}${escapeHtml(point)}</li>`,
    )
    .join('');
  return `<ul class="flex flex-col gap-3">${li}</ul>`;
}

function price(amount: string, per: string, note: string | null): string {
  const noteHtml = note
    ? `<p class="mt-1 text-sm text-muted-foreground">${escapeHtml(note)}</p>`
    : '';
  return `<div class="mt-2"><p><span class="text-4xl font-bold tracking-tight">${escapeHtml(amount)}</span> <span class="text-sm text-muted-foreground">${escapeHtml(per)}</span></p>${noteHtml}</div>`;
}

/** PurchaseButton: a link to checkout, or a disabled button with the reason under it. */
function purchase(
  id: string,
  label: string,
  href: string,
  reason: string | null,
  variant: 'default' | 'outline',
): string {
  if (reason === null) {
    return `<a data-slot="button" class="${buttonClass(variant, 'default', 'w-full')}" href="${escapeHtml(href)}">${escapeHtml(label)}</a>`;
  }
  return `<div class="flex w-full flex-col gap-2"><button data-slot="button" class="${buttonClass(variant, 'default', 'w-full')}" type="button" disabled="" aria-describedby="${id}">${escapeHtml(label)}</button><p id="${id}" class="text-center text-sm text-muted-foreground">${escapeHtml(reason)}</p></div>`;
}

function unavailable(plans: PlansResponse, available: boolean, what: string): string | null {
  if (!plans.paymentsEnabled) return PAYMENTS_NOT_CONFIGURED_MESSAGE;
  return available ? null : `${what} can't be bought on this server yet.`;
}

function questions(freeLimit: number | null, publishDays: number | null): string {
  const limit = freeLimit === null ? 'the free limit' : `${freeLimit}`;
  const items = [
    {
      q: 'What happens to my forms if Pro ends?',
      a: `Every form stays published and keeps collecting responses; no response is ever refused or hidden. You can publish a new form once you have fewer than ${limit} published.`,
    },
    {
      q: 'Can I cancel any time?',
      a: 'Yes. Cancelling turns off renewal, and Pro stays until the end of the period you paid for. You can turn renewal back on before then.',
    },
    ...(publishDays === null
      ? []
      : [
          {
            q: 'How do credits work?',
            a: `When you are at the free limit, one credit publishes one more form for ${publishDays} days. We let you know ${CREDIT_REMINDER_DAYS} days before it lapses; after that the form stays published, it just counts towards the limit again.`,
          },
        ]),
  ];
  const dl = items
    .map(
      (item) =>
        `<div class="py-4"><dt class="font-medium">${escapeHtml(item.q)}</dt><dd class="mt-1 text-sm text-muted-foreground">${escapeHtml(item.a)}</dd></div>`,
    )
    .join('');
  return `<section aria-labelledby="pricing-questions" class="mx-auto w-full max-w-3xl"><h2 id="pricing-questions" class="text-xl font-semibold">Questions</h2><dl class="mt-4 divide-y divide-border">${dl}</dl></section>`;
}

function toggle(saving: string | null): string {
  const option = (value: 'month' | 'year', label: string, checked: boolean) => {
    const colours = checked
      ? 'bg-background text-foreground shadow-xs'
      : 'text-muted-foreground hover:text-foreground';
    const badge =
      value === 'year' && saving
        ? `<span class="rounded-full bg-primary-soft px-2 py-0.5 text-xs text-primary-soft-foreground">${escapeHtml(saving)}</span>`
        : '';
    return `<button type="button" role="radio" aria-checked="${checked}" data-value="${value}" tabindex="${checked ? 0 : -1}" class="inline-flex h-9 items-center gap-2 rounded-md px-4 text-sm font-medium whitespace-nowrap transition-colors duration-(--duration-fast) ${colours}">${label}${badge}</button>`;
  };
  return `<div class="flex justify-center"><div role="radiogroup" aria-label="Billing period" class="inline-grid grid-flow-col gap-1 rounded-lg bg-muted p-1">${option('month', 'Monthly', true)}${option('year', 'Yearly', false)}</div></div>`;
}

/** The pricing-page.tsx Prose's classes: cn(PROSE_CLASS, PRICING_COPY_CLASS). */
const PRICING_COPY_CLASS = 'mb-10 max-w-(--container-prose)';

/** The copy's HTML is sanitised by the site content module (render-markdown.ts). */
function copyHtml(copy: PublicContent | null): string {
  return copy ? `<div class="${twMerge(PROSE_CLASS, PRICING_COPY_CLASS)}">${copy.html}</div>` : '';
}

export function renderPricingHtml(plans: PlansResponse, copy: PublicContent | null = null): string {
  const free = plans.plans.find((p) => p.id === 'free');
  const pro = plans.plans.find((p) => p.id !== 'free' && p.interval === 'month');
  const pack = plans.creditPacks[0];
  const freeLimit = free?.publishedFormLimit;
  const currency = free?.currency ?? pro?.currency ?? 'usd';
  const freeCard = `<div data-slot="card" class="${CARD} flex flex-col"><div class="${CARD_HEADER}"><div class="flex items-center justify-between gap-3"><h2 class="${CARD_TITLE_XL}">${escapeHtml(free?.name ?? 'Free')}</h2></div><p class="${CARD_DESCRIPTION}">Everything you need to build and share your first forms.</p>${price(formatMoney(0, currency), 'forever', null)}</div><div class="${CARD_CONTENT} flex-1">${points(
    [
      freeLimit == null
        ? 'Publish your forms'
        : `Up to ${freeLimit} published ${freeLimit === 1 ? 'form' : 'forms'} at a time`,
      ...(free ? [`${formatBytes(free.storageQuotaBytes)} of file storage`] : []),
      'All 33 question types and branching logic',
      'Responses, summaries and exports',
      'Templates and a brand kit',
    ],
  )}</div><div class="${CARD_FOOTER}"><a data-slot="button" class="${buttonClass('outline', 'default', 'w-full')}" href="/forms/new">Create a form</a></div></div>`;
  const proPrice = pro
    ? price(formatMoney(pro.amountCents, pro.currency), 'per month', 'Billed monthly')
    : '';
  const proCard = `<div data-slot="card" class="${CARD} flex flex-col border-primary ring-1 ring-primary"><div class="${CARD_HEADER}"><div class="flex items-center justify-between gap-3"><h2 class="${CARD_TITLE_XL}">${escapeHtml(pro?.name ?? 'Pro')}</h2><span class="${badgeClass('soft')}">Most popular</span></div><p class="${CARD_DESCRIPTION}">For people who collect answers every week.</p>${proPrice}</div><div class="${CARD_CONTENT} flex-1">${points(
    [
      'Everything in Free',
      'Unlimited form publishing',
      ...(pro ? [`${formatBytes(pro.storageQuotaBytes)} of file storage`] : []),
      'Cancel any time: Pro stays until the end of the period you paid for',
    ],
  )}</div><div class="${CARD_FOOTER}">${purchase(
    'pricing-pro-reason',
    'Upgrade to Pro',
    '/checkout?plan=pro_monthly',
    pro
      ? unavailable(plans, pro.available, 'Monthly Pro')
      : "Monthly Pro isn't offered on this server.",
    'default',
  )}</div></div>`;
  const packCard = pack
    ? `<div data-slot="card" class="${CARD}"><div class="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between"><div class="flex gap-4"><div class="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">${icon('Coins', 'size-6')}</div><div class="min-w-0"><h2 class="text-lg font-semibold">${pack.credits} credits for ${escapeHtml(formatMoney(pack.amountCents, pack.currency))}</h2><p class="mt-1 text-sm text-muted-foreground">Pay as you go: one credit publishes one form beyond the free limit for ${pack.publishDays} days. When it lapses, the form stays published.</p></div></div><div class="sm:w-56 sm:shrink-0">${purchase(
        'pricing-pack-reason',
        `Buy ${pack.credits} credits`,
        `/checkout?plan=${pack.id}`,
        unavailable(plans, pack.available, 'Credits'),
        'outline',
      )}</div></div></div>`
    : '';
  // The admin's copy, when there is one, is the introduction: the line would repeat it.
  const intro = copy
    ? ''
    : `<p class="mt-2 max-w-(--container-prose) text-base text-muted-foreground">${escapeHtml(PRICING_DESCRIPTION)}</p>`;
  const header = `<div class="mb-8 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between"><div class="min-w-0"><h1 class="text-3xl font-bold tracking-tight sm:text-4xl">Pricing</h1>${intro}</div></div>`;
  return `<div class="${PAGE_CONTAINER}">${header}${copyHtml(copy)}<div class="flex flex-col gap-10">${toggle(yearlySaving(plans.plans))}<div class="grid gap-6 md:grid-cols-2">${freeCard}${proCard}</div>${packCard}${questions(freeLimit ?? null, pack?.publishDays ?? null)}</div></div>`;
}

export function pricingPrerender(config: AppConfig): PrerenderRoute {
  return {
    chunk: 'pricing-page',
    match: (path) => path === '/pricing',
    render: async (request) => {
      const plans = listPlans(config);
      const copy = await loadPricingCopy(request.server.database.db);
      return {
        title: PRICING_TITLE,
        description: copy?.metaDescription ?? PRICING_DESCRIPTION,
        html: renderPricingHtml(plans, copy),
        queries: [
          { key: PLANS_QUERY_KEY, data: plans },
          { key: PRICING_COPY_QUERY_KEY, data: copy },
        ],
      };
    },
  };
}
