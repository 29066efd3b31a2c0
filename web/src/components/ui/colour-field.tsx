import type { ReactNode } from 'react';
import { FieldShell } from './field-shell';
import { Input } from './input';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from './messages';

export interface ColourFieldProps {
  label: string;
  hint?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  /**
   * The colour in effect while the field is empty (a theme's secondary and accent follow the
   * primary colour until set): the picker starts from it and the hex field shows it as its
   * placeholder, so an empty field never looks like black.
   */
  fallback?: string;
}

const HEX = /^#[0-9a-fA-F]{6}$/;

/**
 * A colour picker with its hex value, editable either way (the form's theme, the brand kit). The
 * hex field is the labelled one: it is what a keyboard or screen reader user types into.
 */
export function ColourField({
  label,
  hint,
  value,
  onChange,
  onBlur,
  error,
  fallback,
}: ColourFieldProps) {
  const shown = [value, fallback ?? ''].find((c) => HEX.test(c))?.toLowerCase() ?? '#000000';
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={t(m.colourPicker, { label })}
            value={shown}
            onChange={(e) => onChange(e.target.value)}
            onBlur={onBlur}
            className="h-10 w-12 shrink-0 cursor-pointer rounded-md border border-input bg-background p-1 disabled:cursor-not-allowed disabled:opacity-50"
          />
          <Input
            {...control}
            value={value}
            maxLength={7}
            placeholder={fallback}
            spellCheck={false}
            autoComplete="off"
            className="font-mono"
            onChange={(e) => onChange(e.target.value.trim())}
            onBlur={onBlur}
          />
        </div>
      )}
    </FieldShell>
  );
}
