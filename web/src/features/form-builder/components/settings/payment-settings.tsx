import type { Question } from '@core/form/definition';
import { useQuestionActions } from '../../state/use-question-actions';
import { settingsErrors } from '../../state/validation';
import { SettingNumber } from './setting-number';
import { SettingSelect } from './setting-select';
import { SettingText } from './setting-text';
import { t } from '@/lib/app-messages/app-messages';
import { builderSettingsMessages as m } from './messages';

const CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'CAD',
  'AUD',
  'NZD',
  'CHF',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'JPY',
  'INR',
  'SGD',
  'HKD',
  'BRL',
  'MXN',
  'ZAR',
] as const;

/** The currency's number of minor digits (2 for EUR, 0 for JPY), as Intl knows it. */
export function minorDigits(currency: string): number {
  try {
    return (
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2
    );
  } catch {
    return 2;
  }
}

/** Minor units (what is stored) to the amount people read: 1250 USD is 12.5. */
export function toMajor(amount: number, currency: string): number {
  return amount / 10 ** minorDigits(currency);
}

/** The amount people type back to integer minor units: 12.5 USD is 1250. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * 10 ** minorDigits(currency));
}

/** PAYMENT: the price (stored as integer minor units, edited as a decimal) and what it is for. */
export function PaymentSettings({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const errors = settingsErrors(question);
  const currency = String(question.settings.currency ?? 'USD');
  const amount =
    typeof question.settings.amount === 'number' ? question.settings.amount : undefined;
  const digits = minorDigits(currency);
  const options = (CURRENCIES as readonly string[]).includes(currency)
    ? CURRENCIES.map((code) => ({ value: code as string, label: code }))
    : [{ value: currency, label: currency }, ...CURRENCIES.map((c) => ({ value: c, label: c }))];

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SettingNumber
        label={t(m.amount, { currency })}
        value={amount === undefined ? undefined : toMajor(amount, currency)}
        min={0}
        step={digits === 0 ? 1 : 1 / 10 ** digits}
        error={errors.amount ? t(m.amountAboveZero) : undefined}
        onChange={(major) =>
          actions.setSettings(
            { amount: major === undefined ? undefined : toMinor(major, currency) },
            'amount',
          )
        }
      />
      <SettingSelect
        label={t(m.currency)}
        value={currency}
        options={options}
        onChange={(next) => {
          // Keep the price people read: 12.50 USD becomes 12.50 EUR, not 1250 JPY.
          const major = amount === undefined ? undefined : toMajor(amount, currency);
          actions.setSettings({
            currency: next,
            amount: major === undefined ? undefined : toMinor(major, next),
          });
        }}
      />
      <div className="sm:col-span-2">
        <SettingText
          label={t(m.paymentDescription)}
          value={String(question.settings.description ?? '')}
          maxLength={500}
          onChange={(description) => actions.setSettings({ description }, 'description')}
        />
      </div>
    </div>
  );
}
