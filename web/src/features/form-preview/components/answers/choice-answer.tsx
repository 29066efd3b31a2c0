import { useState } from 'react';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/utils';
import type { AnswerProps } from './answer-props';

/** Radio buttons, checkboxes, a dropdown, picture options or yes/no, with "Other" where allowed. */
export function ChoiceAnswer({
  question,
  value,
  onChange,
  inputId,
  errorId,
  invalid,
}: AnswerProps) {
  const [otherText, setOtherText] = useState('');
  const options = question.options ?? [];
  const settings = question.settings;
  const multiple =
    question.type === 'CHECKBOX' ||
    (question.type === 'IMAGE_CHOICE' && settings.multiSelect === true);
  const allowOther = settings.allowOther === true && question.type !== 'IMAGE_CHOICE';
  const images = (settings.images ?? {}) as Record<string, string>;

  if (question.type === 'DROPDOWN') {
    return (
      <NativeSelect
        id={inputId}
        value={typeof value === 'string' && options.includes(value) ? value : ''}
        aria-invalid={invalid || undefined}
        aria-describedby={errorId}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">Choose…</option>
        {options.map((o, i) => (
          <option key={i} value={o}>
            {o}
          </option>
        ))}
      </NativeSelect>
    );
  }

  const choices: { value: unknown; label: string }[] =
    question.type === 'YES_NO'
      ? [
          { value: true, label: String(settings.yesLabel ?? 'Yes') },
          { value: false, label: String(settings.noLabel ?? 'No') },
        ]
      : options.map((o) => ({ value: o, label: o }));
  const selected = (v: unknown) =>
    multiple ? Array.isArray(value) && value.includes(v) : value === v;
  const toggle = (v: unknown) => {
    if (!multiple) return onChange(v);
    const list = Array.isArray(value) ? value : [];
    onChange(list.includes(v) ? list.filter((x) => x !== v) : [...list, v]);
  };
  const otherChecked = multiple
    ? Array.isArray(value) && value.some((v) => !options.includes(v))
    : typeof value === 'string' && value !== '' && !options.includes(value);
  const setOther = (text: string, on: boolean) => {
    setOtherText(text);
    const known = multiple
      ? Array.isArray(value)
        ? value.filter((v) => options.includes(v))
        : []
      : [];
    if (multiple) onChange(on && text ? [...known, text] : known);
    else onChange(on ? text : undefined);
  };

  return (
    <fieldset
      id={inputId}
      aria-describedby={errorId}
      aria-invalid={invalid || undefined}
      className={cn('grid gap-2', question.type === 'IMAGE_CHOICE' && 'grid-cols-2 sm:grid-cols-3')}
    >
      <legend className="sr-only">{question.title}</legend>
      {choices.map((choice, index) => (
        <label
          key={index}
          className="flex cursor-pointer items-center gap-3 rounded-lg border border-border px-3 py-2.5 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
        >
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={inputId}
            className="size-4 accent-primary"
            checked={selected(choice.value)}
            onChange={() => toggle(choice.value)}
          />
          <span className="flex flex-col gap-2">
            {question.type === 'IMAGE_CHOICE' && images[choice.label] ? (
              <img
                src={images[choice.label]}
                alt=""
                className="aspect-video w-full rounded object-cover"
              />
            ) : null}
            {choice.label}
          </span>
        </label>
      ))}
      {allowOther ? (
        <div className="flex items-center gap-3 rounded-lg border border-border px-3 py-2">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={inputId}
            aria-label="Other"
            className="size-4 accent-primary"
            checked={otherChecked}
            onChange={(e) => setOther(otherText, multiple ? e.target.checked : true)}
          />
          <Input
            aria-label="Other answer"
            placeholder="Other"
            value={otherText}
            onChange={(e) => setOther(e.target.value, true)}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
