import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import type { AnswerProps } from './answer-props';

const INPUT_TYPES: Record<string, string> = {
  EMAIL: 'email',
  URL: 'url',
  PHONE: 'tel',
  PHONE_FORMATTED: 'tel',
  NUMBER: 'number',
  DATE: 'date',
  TIME: 'time',
};

/** Typed answers: text, e-mail, web address, phone, number, date and time. */
export function TextAnswer({ question, value, onChange, inputId, errorId, invalid }: AnswerProps) {
  const placeholder =
    typeof question.settings.placeholder === 'string' ? question.settings.placeholder : undefined;
  const common = {
    id: inputId,
    placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': errorId,
    'aria-required': question.required || undefined,
  };
  const text = value === undefined || value === null ? '' : String(value);
  if (question.type === 'LONG_TEXT') {
    return (
      <Textarea {...common} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
    );
  }
  const type = INPUT_TYPES[question.type] ?? 'text';
  return (
    <Input
      {...common}
      type={type}
      step={type === 'number' ? 'any' : undefined}
      value={text}
      onChange={(e) => {
        const raw = e.target.value;
        onChange(type === 'number' ? (raw === '' ? undefined : Number(raw)) : raw);
      }}
    />
  );
}
