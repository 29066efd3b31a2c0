/**
 * IMAGE_CHOICE: options as picture cards, radios (one answer) or checkboxes (multiSelect). The
 * picture carries the option's name as its alt text; the caption under it is the same text, so it
 * is hidden from screen readers to be read once.
 */
import ImageOff from 'lucide-react/icons/image-off';
import { useState } from 'react';
import { pictureUrl } from '../../lib/safe-url';
import {
  optionsOf,
  settingBoolean,
  settingStringMap,
  shownOption,
} from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { controlClass } from './styles';

export function ImageChoiceInput({ question, value, onChange, ids, invalid }: InputProps) {
  const options = optionsOf(question);
  const images = settingStringMap(question, 'images');
  const multi = settingBoolean(question, 'multiSelect');
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const picked = multi
    ? Array.isArray(value)
      ? value.filter((v): v is string => typeof v === 'string')
      : []
    : typeof value === 'string'
      ? [value]
      : [];
  const toggle = (option: string, checked: boolean) => {
    if (!multi) return onChange(option);
    const next = options.filter((o) => (o === option ? checked : picked.includes(o)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      {options.map((option, index) => {
        const src = broken.has(option) ? null : pictureUrl(images[option]);
        return (
          <label
            key={`${index}-${option}`}
            className="fl-image-option relative flex cursor-pointer flex-col overflow-hidden rounded-lg border-2 border-border bg-background transition-colors hover:border-input has-[:checked]:border-(--fl-accent-edge) has-[:checked]:bg-(--fl-accent-soft) has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-(--ring)"
          >
            <input
              type={multi ? 'checkbox' : 'radio'}
              id={index === 0 ? ids.control : undefined}
              name={ids.control}
              value={option}
              className={`${controlClass} absolute start-2 top-2`}
              aria-invalid={invalid || undefined}
              checked={picked.includes(option)}
              onChange={(event) => toggle(option, event.target.checked)}
            />
            {src ? (
              <img
                src={src}
                alt={shownOption(question, index)}
                loading="lazy"
                decoding="async"
                referrerPolicy="no-referrer"
                onError={() => setBroken((set) => new Set(set).add(option))}
                className="aspect-[4/3] w-full object-cover"
              />
            ) : (
              <span className="flex aspect-[4/3] w-full items-center justify-center bg-muted">
                <ImageOff className="size-6 text-muted-foreground" aria-hidden="true" />
                <span className="sr-only">{shownOption(question, index)}</span>
              </span>
            )}
            <span aria-hidden="true" className="px-3 py-2 text-sm font-medium break-words">
              {shownOption(question, index)}
            </span>
          </label>
        );
      })}
    </div>
  );
}
