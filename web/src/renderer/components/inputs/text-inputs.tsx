/** SHORT_TEXT, LONG_TEXT, EMAIL, URL, PHONE, PHONE_FORMATTED and NUMBER: one native control each. */
import type { HTMLInputTypeAttribute } from 'react';
import { settingBoolean, settingNumber, settingString } from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { fieldClass } from './styles';

interface TextKind {
  type: HTMLInputTypeAttribute;
  /** Addresses and numbers read left to right in every language (ADR 043). */
  dir?: 'ltr';
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'url' | 'tel';
}

const KINDS: Record<string, TextKind> = {
  EMAIL: { type: 'email', autoComplete: 'email', inputMode: 'email', dir: 'ltr' },
  URL: { type: 'url', autoComplete: 'url', inputMode: 'url', dir: 'ltr' },
  PHONE: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
  PHONE_FORMATTED: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', dir: 'ltr' },
};

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');
const orUndefined = (text: string) => (text === '' ? undefined : text);

function common({ ids, describedBy, invalid, required }: InputProps) {
  return {
    id: ids.control,
    // The field name a no-script post carries (core/form/native-fields).
    name: ids.control,
    'aria-describedby': describedBy,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
}

export function TextInput(props: InputProps) {
  const { question, value, onChange } = props;
  const kind = KINDS[question.type] ?? { type: 'text' };
  return (
    <input
      {...common(props)}
      type={kind.type}
      dir={kind.dir}
      autoComplete={kind.autoComplete}
      inputMode={kind.inputMode}
      placeholder={settingString(question, 'placeholder') || undefined}
      maxLength={settingNumber(question, 'maxLength')}
      className={fieldClass}
      value={textOf(value)}
      onChange={(event) => onChange(orUndefined(event.target.value))}
    />
  );
}

export function LongTextInput(props: InputProps) {
  const { question, value, onChange } = props;
  return (
    <textarea
      {...common(props)}
      rows={4}
      placeholder={settingString(question, 'placeholder') || undefined}
      maxLength={settingNumber(question, 'maxLength')}
      className={`${fieldClass} resize-y`}
      value={textOf(value)}
      onChange={(event) => onChange(orUndefined(event.target.value))}
    />
  );
}

/** Sent as a JSON number; an unfinished entry ("-", "1e") counts as no answer yet. */
export function NumberInput(props: InputProps) {
  const { question, value, onChange } = props;
  const decimals = settingNumber(question, 'decimals');
  const step = settingBoolean(question, 'integerOnly')
    ? 1
    : decimals !== undefined
      ? 10 ** -decimals
      : 'any';
  return (
    <input
      {...common(props)}
      type="number"
      dir="ltr"
      inputMode={step === 1 ? 'numeric' : 'decimal'}
      step={step}
      min={settingNumber(question, 'min')}
      max={settingNumber(question, 'max')}
      placeholder={settingString(question, 'placeholder') || undefined}
      className={fieldClass}
      value={typeof value === 'number' && Number.isFinite(value) ? value : ''}
      onChange={(event) => {
        const text = event.target.value.trim();
        const number = text === '' ? NaN : Number(text);
        onChange(Number.isFinite(number) ? number : undefined);
      }}
    />
  );
}
