/**
 * PAYMENT: card payments are not configured on this installation, so the page says so plainly and
 * takes no card details. The respondent may send the response with the payment marked "pending";
 * the owner sees that status and arranges payment themselves. Nothing pretends money was taken.
 */
import CreditCard from 'lucide-react/icons/credit-card';
import { useRendererServices } from '../../state/renderer-context';
import { useTranslator } from '../../i18n/translator-context';
import { formatAmount, paymentSettings } from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { controlClass, optionClass } from './styles';

export function PaymentInput({ question, value, onChange, ids, invalid }: InputProps) {
  const { draftId } = useRendererServices();
  const { t, language } = useTranslator();
  const settings = paymentSettings(question);
  if (!settings) {
    return <p className="text-sm text-muted-foreground">{t('paymentMisconfigured')}</p>;
  }
  const pending =
    !!value && typeof value === 'object' && (value as { status?: unknown }).status === 'pending';
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3 rounded-md border border-border bg-muted p-4">
        <CreditCard className="size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
        <div>
          <p className="text-xl font-semibold">
            {formatAmount(settings.amount, settings.currency, language)}
          </p>
          {settings.description ? (
            <p className="text-sm text-muted-foreground">{settings.description}</p>
          ) : null}
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{t('paymentNotSetUp')}</p>
      <label className={optionClass}>
        <input
          type="checkbox"
          id={ids.control}
          className={controlClass}
          aria-invalid={invalid || undefined}
          checked={pending}
          onChange={(event) =>
            onChange(
              event.target.checked
                ? {
                    status: 'pending',
                    paymentId: `pending-${draftId}`,
                    amount: settings.amount,
                    currency: settings.currency,
                  }
                : undefined,
            )
          }
        />
        <span>{t('paymentPending')}</span>
      </label>
    </div>
  );
}
