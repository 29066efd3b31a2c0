import { Star, Heart } from 'lucide-react';
import { cn } from '@/lib/utils';
import type { AnswerProps } from './answer-props';

function range(question: AnswerProps['question']): { values: number[]; low: string; high: string } {
  const s = question.settings;
  switch (question.type) {
    case 'RATING': {
      const max = typeof s.max === 'number' ? s.max : 5;
      return { values: Array.from({ length: max }, (_, i) => i + 1), low: '', high: '' };
    }
    case 'SCALE': {
      const min = question.scaleMin ?? 1;
      const max = question.scaleMax ?? 10;
      const step = typeof s.step === 'number' && s.step > 0 ? s.step : 1;
      const values: number[] = [];
      for (let v = min; v <= max && values.length < 101; v += step) values.push(v);
      return { values, low: question.scaleMinLabel ?? '', high: question.scaleMaxLabel ?? '' };
    }
    default:
      return {
        values: Array.from({ length: 11 }, (_, i) => i),
        low: question.scaleMinLabel ?? '',
        high: question.scaleMaxLabel ?? '',
      };
  }
}

/** A row of numbered buttons (scale, NPS) or icons (rating), as radio buttons. */
export function ScaleAnswer({ question, value, onChange, inputId, errorId, invalid }: AnswerProps) {
  const { values, low, high } = range(question);
  const icon =
    question.type === 'NPS' || question.type === 'SCALE'
      ? 'number'
      : String(question.settings.icon ?? 'star');
  const Icon = icon === 'heart' ? Heart : Star;
  return (
    <fieldset id={inputId} aria-describedby={errorId} aria-invalid={invalid || undefined}>
      <legend className="sr-only">{question.title}</legend>
      <div className="flex flex-wrap gap-1.5">
        {values.map((v) => {
          const checked = value === v;
          const filled = icon !== 'number' && typeof value === 'number' && v <= value;
          return (
            <label
              key={v}
              className={cn(
                'flex h-10 min-w-10 cursor-pointer items-center justify-center rounded-md border px-2 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name={inputId}
                className="sr-only"
                checked={checked}
                onChange={() => onChange(v)}
              />
              {icon === 'number' ? (
                v
              ) : (
                <>
                  <Icon className={cn('size-5', filled && 'fill-current')} aria-hidden="true" />
                  <span className="sr-only">{v}</span>
                </>
              )}
            </label>
          );
        })}
      </div>
      {low || high ? (
        <div className="mt-2 flex justify-between gap-4 text-xs text-muted-foreground">
          <span>{low}</span>
          <span>{high}</span>
        </div>
      ) : null}
    </fieldset>
  );
}
