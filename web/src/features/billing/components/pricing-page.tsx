import { useQuery } from '@tanstack/react-query';
import { Check, Coins } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { formatBytes, type PlansResponse } from '@core/api/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { PageContainer, PageHeader } from '@/components/ui/page-header';
import { Prose } from '@/components/ui/prose';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { billingQuery, plansQuery } from '../api/billing-api';
import { checkoutPath } from '../api/checkout-choice';
import { formatMoney } from '../api/format';
import { pricingCopyQuery } from '../api/pricing-copy-api';
import { useSignedIn } from '../api/use-signed-in';
import { BillingPeriodToggle, type BillingPeriod } from './billing-period-toggle';
import { creditPackOf, freePlanOf, priceLinesOf, proPlanFor, yearlySavingOf } from './plan-pricing';
import { PricingQuestions } from './pricing-questions';
import { PurchaseButton } from './purchase-button';
import { t, tRich } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/** Why a plan or pack cannot be bought here, or null when it can. */
function unavailableReason(plans: PlansResponse, available: boolean, unavailable: string) {
  if (!plans.paymentsEnabled) return t(m.paymentsNotConfigured);
  return available ? null : t(unavailable);
}

function Points({ items }: { items: string[] }) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((point) => (
        <li key={point} className="flex gap-2 text-sm">
          <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          {point}
        </li>
      ))}
    </ul>
  );
}

function Price({ amount, per, note }: { amount: string; per: string; note: string | null }) {
  return (
    <div className="mt-2">
      <p>
        {tRich(m.pricePer, {
          amount: <span className="text-4xl font-bold tracking-tight">{amount}</span>,
          per: <span className="text-sm text-muted-foreground">{per}</span>,
        })}
      </p>
      {note ? <p className="mt-1 text-sm text-muted-foreground">{note}</p> : null}
    </div>
  );
}

function PricingSkeleton() {
  return (
    <div>
      <Spinner size="sm" label={t(m.loadingPlans)} className="sr-only" />
      <div className="grid gap-6 md:grid-cols-2" aria-hidden="true">
        {[0, 1].map((n) => (
          <div key={n} className="flex flex-col gap-4 rounded-xl border border-border p-6">
            <Skeleton className="h-6 w-20" />
            <Skeleton className="h-10 w-28" />
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-4 h-10 w-full" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** Free and Pro (monthly or yearly) and the credit pack, as the server defines them. */
export function PricingPage() {
  useDocumentTitle(t(m.pricingTitle));
  const plans = useQuery(plansQuery);
  const signedIn = useSignedIn();
  // The caller's plan marks "Your plan"; guests have none to read.
  const billing = useQuery({ ...billingQuery, enabled: signedIn === 'signed-in' });
  const currentPlan = signedIn === 'signed-in' ? billing.data?.plan : undefined;
  const [period, setPeriod] = useState<BillingPeriod>('month');
  // The admin's pricing copy, when a pricing page is active; the plans never wait for it.
  const copy = useQuery(pricingCopyQuery);
  const [, navigate] = useLocation();

  return (
    <PageContainer>
      <PageHeader
        title={t(m.pricingTitle)}
        // The admin's copy is the page's introduction when there is one; the line would repeat
        // it (the seeded copy says the same thing at more length). Nothing while it is asked for.
        description={copy.isPending || copy.data ? undefined : t(m.pricingIntro)}
      />
      {copy.data ? (
        // server/src/prerender/pricing-prerender.ts renders the same element and classes.
        <Prose
          html={copy.data.html}
          className="mb-10 max-w-(--container-prose)"
          onNavigate={navigate}
        />
      ) : null}
      {plans.isPending ? <PricingSkeleton /> : null}
      {plans.isError && !plans.data ? (
        <ErrorState
          title={t(m.plansLoadError)}
          description={t(m.checkConnection)}
          onRetry={() => void plans.refetch()}
          retrying={plans.isFetching}
        />
      ) : null}
      {plans.data ? (
        <PricingContent
          plans={plans.data}
          period={period}
          onPeriodChange={setPeriod}
          currentPlan={currentPlan}
        />
      ) : null}
    </PageContainer>
  );
}

interface PricingContentProps {
  plans: PlansResponse;
  period: BillingPeriod;
  onPeriodChange: (period: BillingPeriod) => void;
  currentPlan: 'free' | 'pro' | undefined;
}

function PricingContent({ plans, period, onPeriodChange, currentPlan }: PricingContentProps) {
  const free = freePlanOf(plans);
  const pro = proPlanFor(plans, period);
  const pack = creditPackOf(plans);
  const freeLimit = free?.publishedFormLimit;

  return (
    <div className="flex flex-col gap-10">
      <div className="flex justify-center">
        <BillingPeriodToggle
          value={period}
          onValueChange={onPeriodChange}
          yearlySaving={yearlySavingOf(plans)}
        />
      </div>
      <div className="grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col">
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle as="h2" className="text-xl">
                {free?.name ?? t(m.free)}
              </CardTitle>
              {currentPlan === 'free' ? <Badge variant="secondary">{t(m.yourPlan)}</Badge> : null}
            </div>
            <CardDescription>{t(m.freeDescription)}</CardDescription>
            <Price
              amount={formatMoney(0, free?.currency ?? pro?.currency ?? 'usd')}
              per={t(m.forever)}
              note={null}
            />
          </CardHeader>
          <CardContent className="flex-1">
            <Points
              items={[
                freeLimit == null
                  ? t(m.publishYourForms)
                  : t(m.upToPublished, { limit: freeLimit }),
                ...(free ? [t(m.fileStorage, { size: formatBytes(free.storageQuotaBytes) })] : []),
                t(m.allQuestionTypes),
                t(m.responsesExports),
                t(m.templatesBrandKit),
              ]}
            />
          </CardContent>
          <CardFooter>
            <Button asChild variant="outline" className="w-full">
              {currentPlan ? (
                <Link href="/dashboard">{t(m.goToDashboard)}</Link>
              ) : (
                <Link href="/forms/new">{t(m.createForm)}</Link>
              )}
            </Button>
          </CardFooter>
        </Card>

        <Card className="flex flex-col border-primary ring-1 ring-primary">
          <CardHeader>
            <div className="flex items-center justify-between gap-3">
              <CardTitle as="h2" className="text-xl">
                {pro?.name ?? t(m.pro)}
              </CardTitle>
              {currentPlan === 'pro' ? (
                <Badge variant="secondary">{t(m.yourPlan)}</Badge>
              ) : (
                <Badge variant="soft">{t(m.mostPopular)}</Badge>
              )}
            </div>
            <CardDescription>{t(m.proDescription)}</CardDescription>
            {pro ? <Price {...priceLinesOf(pro)} /> : null}
          </CardHeader>
          <CardContent className="flex-1">
            <Points
              items={[
                t(m.everythingInFree),
                t(m.unlimitedPublishing),
                ...(pro ? [t(m.fileStorage, { size: formatBytes(pro.storageQuotaBytes) })] : []),
                t(m.cancelAnyTime),
              ]}
            />
          </CardContent>
          <CardFooter>
            {currentPlan === 'pro' ? (
              <Button asChild variant="outline" className="w-full">
                <Link href="/billing">{t(m.manageBilling)}</Link>
              </Button>
            ) : (
              <PurchaseButton
                label={t(m.upgradeToPro)}
                href={checkoutPath(period === 'month' ? 'pro_monthly' : 'pro_yearly')}
                unavailableReason={
                  pro
                    ? unavailableReason(
                        plans,
                        pro.available,
                        period === 'month' ? m.monthlyProUnavailable : m.yearlyProUnavailable,
                      )
                    : t(period === 'month' ? m.monthlyProNotOffered : m.yearlyProNotOffered)
                }
              />
            )}
          </CardFooter>
        </Card>
      </div>

      {pack ? (
        <Card>
          <div className="flex flex-col gap-6 p-6 sm:flex-row sm:items-center sm:justify-between">
            <div className="flex gap-4">
              <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
                <Coins className="size-6" aria-hidden="true" />
              </div>
              <div className="min-w-0">
                <h2 className="text-lg font-semibold">
                  {t(m.packTitle, {
                    count: pack.credits,
                    price: formatMoney(pack.amountCents, pack.currency),
                  })}
                </h2>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t(m.packDescription, { days: pack.publishDays })}
                </p>
              </div>
            </div>
            <div className="sm:w-56 sm:shrink-0">
              <PurchaseButton
                label={t(m.buyPack, { count: pack.credits })}
                href={checkoutPath(pack.id)}
                unavailableReason={unavailableReason(plans, pack.available, m.creditsUnavailable)}
                variant="outline"
              />
            </div>
          </div>
        </Card>
      ) : null}

      <PricingQuestions freeLimit={freeLimit ?? null} publishDays={pack?.publishDays ?? null} />
    </div>
  );
}
