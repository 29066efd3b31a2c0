import { Coins } from 'lucide-react';
import { Link } from 'wouter';
import { CREDIT_PUBLISH_DAYS, type BillingState } from '@core/api/billing';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDateUtc } from '@/lib/format-date';
import { checkoutPath } from '../api/checkout-choice';
import { PurchaseButton } from './purchase-button';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

/** The credit balance, what a credit does, buying more, and the forms a credit keeps published. */
export function CreditsCard({ state }: { state: BillingState }) {
  const active = state.publishing.activeCredits;
  return (
    <Card className="flex flex-col">
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          {t(m.creditsHeading)}
        </CardTitle>
        <p className="mt-2 flex items-baseline gap-2">
          <Coins className="size-5 self-center text-primary" aria-hidden="true" />
          <span className="text-4xl font-bold tracking-tight">{state.credits}</span>
          <span className="text-sm text-muted-foreground">
            {t(m.creditsAvailable, { count: state.credits })}
          </span>
        </p>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col gap-4">
        <p className="text-sm text-muted-foreground">
          {t(m.creditExplain, { days: CREDIT_PUBLISH_DAYS })}
        </p>
        {active.length > 0 ? (
          <div>
            <h3 className="text-sm font-medium">{t(m.publishedWithCredit)}</h3>
            <ul className="mt-2 flex flex-col gap-2">
              {active.map((credit) => (
                <li
                  key={credit.formId}
                  className="flex flex-col gap-0.5 text-sm sm:flex-row sm:justify-between sm:gap-4"
                >
                  <Link
                    href={`/forms/${encodeURIComponent(credit.formId)}/edit`}
                    className="min-w-0 font-medium break-words text-primary underline-offset-4 hover:underline"
                  >
                    {credit.formTitle}
                  </Link>
                  <span className="text-muted-foreground sm:shrink-0 sm:whitespace-nowrap">
                    {t(m.creditUntil, { date: formatDateUtc(credit.expiresAt) })}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </CardContent>
      <CardFooter>
        <PurchaseButton
          label={t(m.buyCredits)}
          href={checkoutPath('credits_10')}
          unavailableReason={state.paymentsEnabled ? null : t(m.paymentsNotConfigured)}
          variant="outline"
        />
      </CardFooter>
    </Card>
  );
}
