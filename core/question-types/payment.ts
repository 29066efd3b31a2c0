/**
 * A payment collected inside the form. The answer is the payment provider's record of it; the
 * server must confirm `paymentId` with the provider, so this schema only guarantees the record is
 * for this question's price. A failed payment counts as unanswered: a required payment question
 * then reports 'Required' and the respondent can retry.
 */
import { z } from 'zod';
import { MESSAGES } from '../form/messages';
import { answerSchemaFrom, defineQuestionType, isBlank, isPlainObject } from './shared/define';
import { PRESENCE_OPERATORS } from './shared/operators';

/** Integer minor units (cents) so no float ever touches money; the cap is Stripe's. */
const MAX_AMOUNT = 99_999_999;
const currencySchema = z.string().regex(/^[A-Z]{3}$/, MESSAGES.invalidInput);

const settingsSchema = z.object({
  amount: z.number().int().min(1).max(MAX_AMOUNT),
  currency: currencySchema,
  description: z.string().max(500).default(''),
});

export const PAYMENT_STATUSES = ['paid', 'pending', 'failed'] as const;

const paymentRecordSchema = z.object({
  status: z.enum(PAYMENT_STATUSES),
  paymentId: z.string().min(1).max(255),
  amount: z.number().int(),
  currency: currencySchema,
});
type PaymentRecord = z.infer<typeof paymentRecordSchema>;

/** "12.50 EUR", "500 JPY": the currency's own number of minor digits, from Intl. */
export function formatMoney(amount: number, currency: string): string {
  const digits =
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2;
  return `${(amount / 10 ** digits).toFixed(digits)} ${currency}`;
}

export const payment = defineQuestionType({
  type: 'PAYMENT',
  label: 'Payment',
  category: 'advanced',
  summary: 'recent',
  settingsSchema,
  defaults: () => ({ settings: { amount: 1000, currency: 'USD', description: '' } }),
  answerSchema: answerSchemaFrom(settingsSchema, (s) =>
    paymentRecordSchema.refine(
      (p) => p.amount === s.amount && p.currency === s.currency,
      MESSAGES.invalidInput,
    ),
  ),
  isEmpty: (answer) => isBlank(answer) || (isPlainObject(answer) && answer.status === 'failed'),
  operators: PRESENCE_OPERATORS,
  toPlainText: (p: PaymentRecord) => `${formatMoney(p.amount, p.currency)} (${p.status})`,
});
