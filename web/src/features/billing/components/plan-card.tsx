import { CircleAlert, ExternalLink } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { BillingState } from '@core/api/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Switch } from '@/components/ui/switch';
import { formatDateUtc } from '@/lib/format-date';
import { useAutoRenewal, useOpenPortal } from '../api/use-billing-actions';
import { PurchaseButton } from './purchase-button';
import { hasRunningStripeSubscription, paymentFailed, statusLabelOf } from './subscription-status';
import { t } from '@/lib/app-messages/app-messages';
import { billingMessages as m } from '../messages';

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 py-3 sm:flex-row sm:justify-between sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="text-sm font-medium sm:text-right">{children}</dd>
    </div>
  );
}

/** Dates and terms of the plan in effect: renewal or end date, billing period, publishing. */
function planRows(state: BillingState) {
  const sub = state.subscription;
  const rows: { term: string; value: string }[] = [];
  if (sub) {
    rows.push({
      term: t(m.rowBilling),
      value:
        sub.source === 'grant'
          ? t(m.givenByAdmin)
          : sub.plan === 'pro_yearly'
            ? t(m.yearly)
            : t(m.monthly),
    });
    if (sub.currentPeriodEnd) {
      const date = formatDateUtc(sub.currentPeriodEnd);
      const term =
        state.plan !== 'pro' ? t(m.proEndedOn) : sub.autoRenewal ? t(m.renewsOn) : t(m.proEndsOn);
      rows.push({ term, value: date });
    }
  }
  const { limit, counted } = state.publishing;
  rows.push({
    term: t(m.publishedForms),
    value:
      limit === null
        ? t(m.publishedUnlimited, { counted })
        : t(m.publishedOfLimit, { counted, limit }),
  });
  return rows;
}

/** The plan, its status and dates, the auto-renewal switch, and the ways to change it. */
export function PlanCard({ state }: { state: BillingState }) {
  const sub = state.subscription;
  const running = hasRunningStripeSubscription(state);
  const autoRenewal = useAutoRenewal();
  const portal = useOpenPortal();
  const switchId = useId();
  const hintId = useId();
  const end = sub?.currentPeriodEnd ? formatDateUtc(sub.currentPeriodEnd) : null;
  // While the change is on its way, the switch shows what was asked for.
  const renewing = autoRenewal.isPending ? autoRenewal.variables : (sub?.autoRenewal ?? false);

  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <CardTitle as="h2" className="text-xl">
            {state.plan === 'pro' ? t(m.proPlan) : t(m.freePlan)}
          </CardTitle>
          {sub && state.plan === 'pro' ? (
            <Badge variant={paymentFailed(state) ? 'destructive' : 'success'}>
              {statusLabelOf(sub.status)}
            </Badge>
          ) : null}
        </div>
        <p className="text-sm text-muted-foreground">
          {state.plan === 'pro' ? t(m.proSummary) : t(m.freeSummary)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {paymentFailed(state) ? (
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-destructive p-3 text-sm text-foreground"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <p>{t(m.paymentFailedNote)}</p>
          </div>
        ) : null}
        <dl className="divide-y divide-border">
          {planRows(state).map((row) => (
            <Row key={row.term} term={row.term}>
              {row.value}
            </Row>
          ))}
        </dl>
        {running && sub ? (
          <div className="flex items-start justify-between gap-4 rounded-lg border border-border p-4">
            <div className="min-w-0">
              <label htmlFor={switchId} className="text-sm font-medium">
                {t(m.autoRenewal)}
              </label>
              <p id={hintId} className="mt-1 text-sm text-muted-foreground">
                {renewing
                  ? end
                    ? t(m.renewalOnDate, { date: end })
                    : t(m.renewalOn)
                  : end
                    ? t(m.renewalOffDate, { date: end })
                    : t(m.renewalOff)}
              </p>
            </div>
            <Switch
              id={switchId}
              checked={renewing}
              aria-describedby={hintId}
              disabled={autoRenewal.isPending}
              onCheckedChange={(next) => autoRenewal.mutate(next)}
            />
          </div>
        ) : null}
      </CardContent>
      <CardFooter className="flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:items-start">
        {state.plan === 'free' ? (
          <PurchaseButton
            label={t(m.upgradeToPro)}
            href="/pricing"
            unavailableReason={state.paymentsEnabled ? null : t(m.paymentsNotConfigured)}
            className="sm:w-auto"
          />
        ) : null}
        {state.portalAvailable ? (
          <Button
            variant="outline"
            // Wraps on a phone rather than pushing the card wider than the screen.
            className="h-auto min-h-10 py-2 whitespace-normal"
            disabled={portal.isPending || portal.isSuccess}
            onClick={() => portal.mutate()}
          >
            <ExternalLink aria-hidden="true" />
            {portal.isPending || portal.isSuccess ? t(m.opening) : t(m.managePayment)}
          </Button>
        ) : null}
        {running && sub?.autoRenewal ? (
          <Button asChild variant="ghost">
            <Link href="/cancel-subscription">{t(m.cancelSubscription)}</Link>
          </Button>
        ) : null}
      </CardFooter>
    </Card>
  );
}
