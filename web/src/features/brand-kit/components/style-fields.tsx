import { useId } from 'react';
import { BUTTON_STYLES } from '@core/form/enums';
import { FONT_FAMILIES, type FontFamilyName } from '@core/form/font-families';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import { t } from '@/lib/app-messages/app-messages';
import { brandKitMessages as m } from '../messages';

type ButtonStyle = (typeof BUTTON_STYLES)[number];

const RADIUS: Record<ButtonStyle, string> = {
  rounded: 'rounded-md',
  square: 'rounded-none',
  pill: 'rounded-full',
};
/** Messages of the brand kit's catalogue. */
const LABEL: Record<ButtonStyle, string> = {
  rounded: m.styleRounded,
  square: m.styleSquare,
  pill: m.stylePill,
};

/** The kit's font, from core's curated list, each option drawn in its own stack. */
export function FontSelect({
  value,
  onChange,
}: {
  value: FontFamilyName;
  onChange: (value: FontFamilyName) => void;
}) {
  const id = useId();
  const stack = FONT_FAMILIES.find((f) => f.name === value)?.stack;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{t(m.font)}</Label>
      <NativeSelect
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.value as FontFamilyName)}
      >
        {FONT_FAMILIES.map((font) => (
          <option key={font.name} value={font.name}>
            {t(m.fontOption, { name: font.name, kind: font.kind })}
          </option>
        ))}
      </NativeSelect>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground" style={{ fontFamily: stack }}>
        {t(m.fontHint)}
      </p>
    </div>
  );
}

/** Rounded, square or pill: a radio group drawn as small buttons in the kit's primary colour. */
export function ButtonStylePicker({
  value,
  onChange,
  sampleColour,
}: {
  value: ButtonStyle;
  onChange: (value: ButtonStyle) => void;
  /** The primary colour being edited: buttons are filled with it. */
  sampleColour: string;
}) {
  const name = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium">{t(m.buttonStyle)}</legend>
      <div className="grid grid-cols-3 gap-2">
        {BUTTON_STYLES.map((style) => (
          <label
            key={style}
            className={cn(
              'flex cursor-pointer flex-col items-center gap-2 rounded-lg border p-3 text-sm has-[:disabled]:cursor-not-allowed has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
              value === style
                ? 'border-primary bg-primary-soft text-primary-soft-foreground'
                : 'border-border hover:bg-accent',
            )}
          >
            <input
              type="radio"
              name={name}
              value={style}
              checked={value === style}
              onChange={() => onChange(style)}
              className="sr-only"
            />
            <span
              aria-hidden="true"
              data-testid="button-sample"
              // The inset ring keeps a sample as light as the card around it visible.
              className={cn('h-6 w-14 ring-1 ring-border ring-inset', RADIUS[style])}
              style={{ backgroundColor: sampleColour }}
            />
            {t(LABEL[style])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
