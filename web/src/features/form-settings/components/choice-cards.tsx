import { useId } from 'react';
import { cn } from '@/lib/utils';

export interface ChoiceCardsProps<T extends string> {
  legend: string;
  value: T;
  onChange: (value: T) => void;
  options: readonly { value: T; label: string; preview: string }[];
  /** Fills every sample (the button styles, in the form's primary colour). */
  sampleColour?: string;
}

/** A radio group shown as small picture cards (button and card styles). */
export function ChoiceCards<T extends string>({
  legend,
  value,
  onChange,
  options,
  sampleColour,
}: ChoiceCardsProps<T>) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-3 gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === option.value
                ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                : 'border-border hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              data-testid="choice-sample"
              className={cn('h-6 w-14', option.preview)}
              style={sampleColour ? { backgroundColor: sampleColour } : undefined}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
