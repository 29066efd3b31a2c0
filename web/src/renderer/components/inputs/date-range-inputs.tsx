/**
 * TIME_RANGE and MULTIPLE_DATE_PICKER with the browser's own date and time inputs, in the chunk of
 * rarely used inputs (more-inputs.ts). Values are ISO yyyy-mm-dd and 24-hour HH:MM.
 */
import X from 'lucide-react/icons/x';
import { useRef, useState } from 'react';
import { useTranslator } from '../../i18n/translator-context';
import { NATIVE_FIELDS } from '@core/form/native-fields';
import { settingNumber } from '../../lib/question-settings';
import { dateBounds, text } from './date-inputs';
import type { InputProps } from './input-props';
import { fieldClass, smallButton } from './styles';

export function TimeRangeInput({ value, onChange, ids, invalid }: InputProps) {
  const { t } = useTranslator();
  const range =
    value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  const update = (key: 'start' | 'end', next: string) => {
    const merged: Record<string, string> = {};
    const start = key === 'start' ? next : text(range.start);
    const end = key === 'end' ? next : text(range.end);
    if (start) merged.start = start.slice(0, 5);
    if (end) merged.end = end.slice(0, 5);
    onChange(Object.keys(merged).length > 0 ? merged : undefined);
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:max-w-md">
      {(['start', 'end'] as const).map((key) => (
        <div key={key}>
          <label
            htmlFor={key === 'start' ? ids.control : `${ids.control}-end`}
            className="mb-1 block text-sm font-medium"
          >
            {key === 'start' ? t('timeFrom') : t('timeTo')}
          </label>
          <input
            id={key === 'start' ? ids.control : `${ids.control}-end`}
            name={key === 'start' ? ids.control : `${ids.control}-end`}
            type="time"
            step={60}
            className={fieldClass}
            aria-invalid={invalid || undefined}
            value={text(range[key])}
            onChange={(event) => update(key, event.target.value)}
          />
        </div>
      ))}
    </div>
  );
}

/** The chosen days as ticked checkboxes: a day stays while its box is ticked. */
function ChosenDatesWithoutScript({ name, dates }: { name: string; dates: readonly string[] }) {
  const { t, date: shownDate } = useTranslator();
  return (
    <fieldset className="mt-3">
      <legend className="text-sm font-medium">{t('chosenDates')}</legend>
      <div className="mt-1 flex flex-wrap gap-3">
        {dates.map((date) => (
          <label key={date} className="inline-flex min-h-11 items-center gap-2">
            <input type="checkbox" name={name} value={date} defaultChecked />
            <time dateTime={date}>{shownDate(date)}</time>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * Several days: pick one, add it, repeat; each chosen day can be removed. Kept sorted. Without
 * script (ADR 039) the day field posts as the question's control, Add date posts the page to come
 * back to it (`_action=stay`), and each chosen day is a checkbox to keep or untick.
 */
export function MultipleDatesInput(props: InputProps) {
  const { question, value, onChange, ids, invalid } = props;
  const { t, date: shownDate } = useTranslator();
  const dates = Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
  const [pending, setPending] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const maxCount = settingNumber(question, 'maxCount') ?? 366;
  const full = dates.length >= maxCount;
  const add = () => {
    if (!pending || dates.includes(pending) || full) return;
    onChange([...dates, pending].sort());
    setPending('');
    // Ready for the next day from the keyboard: Add date is disabled now (focus would drop to the
    // page), and the browser's date field keeps the cursor in its last part (the year), so
    // focusing it afresh starts the next date at its first part.
    const field = input.current;
    if (field && field.ownerDocument.activeElement === field) field.blur();
    field?.focus();
  };
  const remove = (date: string) => {
    const next = dates.filter((d) => d !== date);
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <div>
      <label htmlFor={ids.control} className="mb-1 block text-sm font-medium">
        {t('addADate')}
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          ref={input}
          id={ids.control}
          name={ids.control}
          type="date"
          {...dateBounds(props)}
          className={`${fieldClass} w-auto flex-1 sm:max-w-xs`}
          aria-invalid={invalid || undefined}
          value={pending}
          disabled={full}
          onChange={(event) => setPending(event.target.value)}
          onKeyDown={(event) => {
            // Enter adds the date here instead of moving to the next page.
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button
          type="button"
          className={`${smallButton} noscript:hidden`}
          onClick={add}
          disabled={!pending || full}
        >
          {t('addDate')}
        </button>
        <noscript>
          <button
            type="submit"
            name={NATIVE_FIELDS.action}
            value="stay"
            className={smallButton}
            disabled={full}
          >
            {t('addDate')}
          </button>
        </noscript>
      </div>
      {dates.length > 0 ? (
        <noscript>
          <ChosenDatesWithoutScript name={ids.control} dates={dates} />
        </noscript>
      ) : null}
      {dates.length > 0 ? (
        <ul className="mt-3 flex flex-wrap gap-2 noscript:hidden" aria-label={t('chosenDates')}>
          {dates.map((date) => (
            <li
              key={date}
              className="inline-flex items-center gap-1 rounded-full border border-border bg-(--fl-accent-soft) py-0.5 ps-3 pe-0.5 text-sm"
            >
              <time dateTime={date}>{shownDate(date)}</time>
              <button
                type="button"
                className="inline-flex size-9 items-center justify-center rounded-full hover:bg-muted"
                aria-label={t('removeItem', { name: shownDate(date) })}
                onClick={() => remove(date)}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
