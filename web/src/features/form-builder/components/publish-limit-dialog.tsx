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

export interface PublishLimitDialogProps {
  /** The limit the server refused at; null while closed. */
  max: number | null;
  onClose: () => void;
  formId: string;
  onPublished: (detail: FormDetail) => void;
}

const formUrl = (id: string, action = '') => `/api/forms/${encodeURIComponent(id)}${action}`;

/** What an owner at the limit can do on a server without payments (issue 28). */
const WITHOUT_PAYMENTS =
  'To publish this form, unpublish one you no longer need, or ask whoever runs this server for Pro or credits.';

/** The line about credits: what this person has, and what a credit would do for them. */
function creditsLine(state: {
  pending: boolean;
  guest: boolean;
  credits: number | undefined;
  paymentsOff: boolean;
}): string {
  if (state.pending) return 'Checking your credits…';
  if (state.guest)
    return 'Your forms move into a free account when you create one; there, a credit or Pro publishes more.';
  const { credits } = state;
  if (credits === undefined)
    return `One credit publishes this form for ${CREDIT_PUBLISH_DAYS} days.`;
  if (credits > 0)
    return `You have ${credits} ${credits === 1 ? 'credit' : 'credits'}. One credit publishes this form for ${CREDIT_PUBLISH_DAYS} days; it stays published after that.`;
  return state.paymentsOff
    ? `You have no credits. ${WITHOUT_PAYMENTS}`
    : `You have no credits. A credit publishes one more form for ${CREDIT_PUBLISH_DAYS} days.`;
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
        title: 'Form published',
        // A credit's expiry is a billing date: its UTC day, as the billing page shows it.
        description:
          spent.creditSpent && spent.creditExpiresAt
            ? `1 credit used: it covers this form until ${formatDateUtc(spent.creditExpiresAt)}, and the form stays published after that. ${spent.credits} left.`
            : 'No credit was needed: the form was within your limit.',
        variant: 'success',
      });
    } catch (error) {
      setProblem(
        isApiError(error) && error.code === BILLING_ERROR_CODES.noCredits
          ? billing.data?.paymentsEnabled === false
            ? `You have no credits left. ${WITHOUT_PAYMENTS}`
            : 'You have no credits left. Buy credits or upgrade to Pro.'
          : isApiError(error) && error.serverMessage
            ? error.serverMessage
            : "Couldn't publish. Please try again.",
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
          <DialogTitle>Form Publishing Limit Reached</DialogTitle>
          <DialogDescription>
            {paymentsOff
              ? `You've reached the limit of ${max ?? 0} published forms. Payments are not configured on this server, so Pro and credits cannot be bought here.`
              : `You've reached the limit of ${max ?? 0} published forms. Upgrade to Pro for unlimited form publishing`}
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
              {spending ? 'Publishing…' : 'Use 1 credit'}
            </Button>
          ) : null}
          {guest ? (
            <Button asChild variant="outline">
              <Link href="/auth?tab=register">Create a free account</Link>
            </Button>
          ) : null}
          {credits === 0 && !paymentsOff ? (
            <Button asChild variant="outline">
              <Link href="/checkout?plan=credits_10">Buy credits</Link>
            </Button>
          ) : null}
          {paymentsOff ? (
            <Button asChild>
              <Link href="/dashboard">
                <LayoutDashboard aria-hidden="true" />
                See your forms
              </Link>
            </Button>
          ) : (
            <Button asChild>
              <Link href="/pricing">
                <Sparkles aria-hidden="true" />
                Upgrade to Pro
              </Link>
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
