import { useQuery } from '@tanstack/react-query';
import { Coins, LayoutDashboard, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import {
  BILLING_ERROR_CODES,
  CREDIT_PUBLISH_DAYS,
  publishWithCreditResponseSchema,
  type BillingState,
} from '@core/api/billing';
import type { FormDetail } from '@core/api/forms';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { apiRequest, isApiError } from '@/lib/api-client';
import { parseFormDetail } from '@/lib/forms-api';
import { getQueryFn } from '@/lib/query-client';
import { formatDateUtc } from '@/lib/format-date';
import { t } from '@/lib/app-messages/app-messages';
import { builderPublishingMessages as m } from './publishing/messages';

export interface PublishLimitDialogProps {
  /** The limit the server refused at; null while closed. */
  max: number | null;
  onClose: () => void;
  formId: string;
  onPublished: (detail: FormDetail) => void;
}

const formUrl = (id: string, action = '') => `/api/forms/${encodeURIComponent(id)}${action}`;

/** What an owner at the limit can do on a server without payments (issue 28). */
const WITHOUT_PAYMENTS = m.withoutPayments;

/** The line about credits: what this person has, and what a credit would do for them. */
function creditsLine(state: {
  pending: boolean;
  guest: boolean;
  credits: number | undefined;
  paymentsOff: boolean;
}): string {
  if (state.pending) return t(m.checkingCredits);
  if (state.guest) return t(m.creditsGuest);
  const { credits } = state;
  const days = String(CREDIT_PUBLISH_DAYS);
  if (credits === undefined) return t(m.creditsUnknown, { days });
  if (credits > 0) return t(m.creditsSome, { credits, days });
  return state.paymentsOff
    ? t(m.creditsNoneNoPayments, { withoutPayments: t(WITHOUT_PAYMENTS) })
    : t(m.creditsNone, { days });
}

/**
 * An owner at the published-form limit (issue 15): the spec's "Form Publishing Limit Reached"
 * message, and a clear choice: "Use 1 credit" (publishes this form for CREDIT_PUBLISH_DAYS days)
 * or "Upgrade to Pro". Without credits, the first choice becomes buying some. A guest is offered
 * an account; on a server without payments nothing that leads to a disabled page is offered.
 */
export function PublishLimitDialog({ max, onClose, formId, onPublished }: PublishLimitDialogProps) {
  const open = max !== null;
  // The balance as it is now (bought in another tab a minute ago, say), read when the dialog opens.
  const billing = useQuery<BillingState | null>({
    queryKey: ['/api/billing'],
    queryFn: getQueryFn<BillingState>({ on401: 'returnNull' }),
    enabled: open,
    staleTime: 0,
  });
  const [spending, setSpending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const credits = billing.data?.credits;

  const close = () => {
    setProblem(null);
    onClose();
  };

  const spendCredit = async () => {
    setSpending(true);
    setProblem(null);
    try {
      const res = await apiRequest('POST', formUrl(formId, '/publish-with-credit'), {});
      const spent = publishWithCreditResponseSchema.parse(await res.json());
      onPublished(parseFormDetail(await (await apiRequest('GET', formUrl(formId))).json()));
      void billing.refetch();
      close();
      toast({
        title: t(m.formPublishedTitle),
        // A credit's expiry is a billing date: its UTC day, as the billing page shows it.
        description:
          spent.creditSpent && spent.creditExpiresAt
            ? t(m.creditSpent, {
                date: formatDateUtc(spent.creditExpiresAt),
                credits: String(spent.credits),
              })
            : t(m.noCreditNeeded),
        variant: 'success',
      });
    } catch (error) {
      setProblem(
        isApiError(error) && error.code === BILLING_ERROR_CODES.noCredits
          ? billing.data?.paymentsEnabled === false
            ? t(m.noCreditsLeftNoPayments, { withoutPayments: t(WITHOUT_PAYMENTS) })
            : t(m.noCreditsLeft)
          : isApiError(error) && error.serverMessage
            ? error.serverMessage
            : t(m.publishFailed),
      );
      void billing.refetch();
    } finally {
      setSpending(false);
    }
  };

  // A guest has no billing (401 → null): the spec's message, with an account as the way on.
  const guest = billing.data === null;
  // Payments off: Pro and credits cannot be bought here; say what the owner can do instead.
  const paymentsOff = billing.data?.paymentsEnabled === false;
  const canSpend = !guest && credits !== 0;

  return (
    <Dialog open={open} onOpenChange={(next) => !next && !spending && close()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t(m.limitTitle)}</DialogTitle>
          <DialogDescription>
            {t(paymentsOff ? m.limitNoPayments : m.limitWithPayments, { max: String(max ?? 0) })}
          </DialogDescription>
        </DialogHeader>
        <div className="flex gap-3 rounded-lg border border-border p-4 text-sm">
          <Coins className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p aria-live="polite">
            {creditsLine({ pending: billing.isPending, guest, credits, paymentsOff })}
          </p>
        </div>
        {problem ? (
          <p role="alert" className="text-sm text-destructive">
            {problem}
          </p>
        ) : null}
        <DialogFooter>
          {canSpend ? (
            <Button
              variant="outline"
              disabled={spending || billing.isPending}
              onClick={() => void spendCredit()}
            >
              <Coins aria-hidden="true" />
              {t(spending ? m.publishing : m.useOneCredit)}
            </Button>
          ) : null}
          {guest ? (
            <Button asChild variant="outline">
              <Link href="/auth?tab=register">{t(m.createFreeAccount)}</Link>
            </Button>
          ) : null}
          {credits === 0 && !paymentsOff ? (
            <Button asChild variant="outline">
              <Link href="/checkout?plan=credits_10">{t(m.buyCredits)}</Link>
            </Button>
          ) : null}
          {paymentsOff ? (
            <Button asChild>
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                {t(m.seeYourForms)}
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href="/pricing">
                <Sparkles aria-hidden="true" />
                {t(m.upgradeToPro)}
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
