/**
 * MULTIPLE_CHOICE, CHECKBOX, DROPDOWN and YES_NO as native radios, checkboxes and selects, so the
 * arrow keys, Space and screen readers work as everywhere else. "Other" adds one typed value.
 */
import { useState } from 'react';
import { OTHER_VALUE } from '@core/form/native-fields';
import { useTranslator } from '../../i18n/translator-context';
import { optionsOf, settingBoolean, settingString, shownOption } from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { controlClass, cx, fieldClass, optionClass } from './styles';

const OTHER = OTHER_VALUE;

function OtherText({
  id,
  value,
  onChange,
  indent = true,
}: {
  id: string;
  value: string;
  onChange: (text: string) => void;
  /** Under a radio or checkbox, the box lines up with the option's text. */
  indent?: boolean;
}) {
  const { t } = useTranslator();
  return (
    <div className={indent ? 'mt-2 ps-8' : 'mt-2'}>
      <label htmlFor={id} className="sr-only">
        {t('otherAnswer')}
      </label>
      <input
        id={id}
        name={id}
        type="text"
        className={fieldClass}
        placeholder={t('typeYourAnswer')}
        maxLength={500}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

/**
 * Without script the box cannot appear when "Other" is chosen (ADR 039): it is there from the
 * start, posted beside the choice, and read only when "Other" is the choice.
 */
function OtherWithoutScript({ id, indent }: { id: string; indent?: boolean }) {
  return (
    <noscript>
      <OtherText id={id} value="" indent={indent} onChange={() => undefined} />
    </noscript>
  );
}

export function MultipleChoiceInput({ question, value, onChange, ids, invalid }: InputProps) {
  const { t } = useTranslator();
  const options = optionsOf(question);
  const allowOther = settingBoolean(question, 'allowOther');
  const typedOther = typeof value === 'string' && !options.includes(value) ? value : '';
  const [otherChosen, setOtherChosen] = useState(typedOther !== '');
  const [otherText, setOtherText] = useState(typedOther);
  const name = ids.control;
  const chooseOther = (text: string) => {
    setOtherChosen(true);
    setOtherText(text);
    onChange(text.trim() === '' ? undefined : text);
  };
  return (
    <div className="grid gap-2">
      {options.map((option, index) => (
        <label key={`${index}-${option}`} className={optionClass}>
          <input
            type="radio"
            id={index === 0 ? ids.control : undefined}
            name={name}
            value={option}
            className={controlClass}
            aria-invalid={invalid || undefined}
            checked={!otherChosen && value === option}
            onChange={() => {
              setOtherChosen(false);
              onChange(option);
            }}
          />
          <span>{shownOption(question, index)}</span>
        </label>
      ))}
      {allowOther ? (
        <div>
          <label className={optionClass}>
            <input
              type="radio"
              id={options.length === 0 ? ids.control : undefined}
              name={name}
              value={OTHER}
              className={controlClass}
              checked={otherChosen}
              onChange={() => chooseOther(otherText)}
            />
            <span>{t('other')}</span>
          </label>
          {otherChosen ? (
            <OtherText id={`${ids.control}-other`} value={otherText} onChange={chooseOther} />
          ) : (
            <OtherWithoutScript id={`${ids.control}-other`} />
          )}
        </div>
      ) : null}
    </div>
  );
}

export function CheckboxInput({ question, value, onChange, ids, invalid }: InputProps) {
  const { t } = useTranslator();
  const options = optionsOf(question);
  const allowOther = settingBoolean(question, 'allowOther');
  const current = Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string')
    : [];
  const typedOther = current.find((v) => !options.includes(v)) ?? '';
  const [otherChecked, setOtherChecked] = useState(typedOther !== '');
  const [otherText, setOtherText] = useState(typedOther);
  const emit = (picked: readonly string[], other: boolean, text: string) => {
    const next = options.filter((o) => picked.includes(o));
    if (other && text.trim() !== '') next.push(text);
    onChange(next.length > 0 ? next : undefined);
  };
  const picked = current.filter((v) => options.includes(v));
  return (
    <div className="grid gap-2">
      {options.map((option, index) => (
        <label key={`${index}-${option}`} className={optionClass}>
          <input
            type="checkbox"
            id={index === 0 ? ids.control : undefined}
            name={ids.control}
            value={option}
            className={controlClass}
            aria-invalid={invalid || undefined}
            checked={picked.includes(option)}
            onChange={(event) =>
              emit(
                event.target.checked ? [...picked, option] : picked.filter((p) => p !== option),
                otherChecked,
                otherText,
              )
            }
          />
          <span>{shownOption(question, index)}</span>
        </label>
      ))}
      {allowOther ? (
        <div>
          <label className={optionClass}>
            <input
              type="checkbox"
              id={options.length === 0 ? ids.control : undefined}
              name={ids.control}
              value={OTHER}
              className={controlClass}
              checked={otherChecked}
              onChange={(event) => {
                setOtherChecked(event.target.checked);
                emit(picked, event.target.checked, otherText);
              }}
            />
            <span>{t('other')}</span>
          </label>
          {otherChecked ? (
            <OtherText
              id={`${ids.control}-other`}
              value={otherText}
              onChange={(text) => {
                setOtherText(text);
                emit(picked, true, text);
              }}
            />
          ) : (
            <OtherWithoutScript id={`${ids.control}-other`} />
          )}
        </div>
      ) : null}
    </div>
  );
}

export function DropdownInput({
  question,
  value,
  onChange,
  ids,
  describedBy,
  invalid,
  required,
}: InputProps) {
  const { t } = useTranslator();
  const options = optionsOf(question);
  const allowOther = settingBoolean(question, 'allowOther');
  const typedOther = typeof value === 'string' && !options.includes(value) ? value : '';
  const [otherChosen, setOtherChosen] = useState(typedOther !== '');
  const [otherText, setOtherText] = useState(typedOther);
  const selected = otherChosen ? OTHER : typeof value === 'string' ? value : '';
  return (
    <div>
      <select
        id={ids.control}
        name={ids.control}
        className={cx(fieldClass, 'pe-8')}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        aria-required={required || undefined}
        value={selected}
        onChange={(event) => {
          const next = event.target.value;
          if (next === OTHER) {
            setOtherChosen(true);
            onChange(otherText.trim() === '' ? undefined : otherText);
          } else {
            setOtherChosen(false);
            onChange(next === '' ? undefined : next);
          }
        }}
      >
        <option value="">{t('selectOption')}</option>
        {options.map((option, index) => (
          <option key={`${index}-${option}`} value={option}>
            {shownOption(question, index)}
          </option>
        ))}
        {allowOther ? <option value={OTHER}>{t('otherOption')}</option> : null}
      </select>
      {otherChosen ? (
        <OtherText
          id={`${ids.control}-other`}
          value={otherText}
          indent={false}
          onChange={(text) => {
            setOtherText(text);
            onChange(text.trim() === '' ? undefined : text);
          }}
        />
      ) : (
        <OtherWithoutScript id={`${ids.control}-other`} indent={false} />
      )}
    </div>
  );
}

/** The answer is a boolean, whatever the buttons say. */
export function YesNoInput({ question, value, onChange, ids, invalid }: InputProps) {
  const { t } = useTranslator();
  // The type's own defaults ('Yes', 'No') are the renderer's words; the owner's are theirs.
  const label = (key: string, fallback: 'Yes' | 'No') => {
    const set = settingString(question, key);
    return set && set !== fallback ? set : t(fallback === 'Yes' ? 'yes' : 'no');
  };
  const choices = [
    { answer: true, label: label('yesLabel', 'Yes') },
    { answer: false, label: label('noLabel', 'No') },
  ];
  return (
    <div className="grid grid-cols-2 gap-2 sm:max-w-sm">
      {choices.map(({ answer, label }, index) => (
        <label key={label + index} className={cx(optionClass, 'justify-center font-medium')}>
          <input
            type="radio"
            id={index === 0 ? ids.control : undefined}
            name={ids.control}
            value={answer ? 'yes' : 'no'}
            className={controlClass}
            aria-invalid={invalid || undefined}
            checked={value === answer}
            onChange={() => onChange(answer)}
          />
          <span>{label}</span>
        </label>
      ))}
    </div>
  );
}
