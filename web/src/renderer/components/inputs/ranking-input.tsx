/**
 * RANKING: every option, most preferred first, reordered with Move up / Move down buttons (no
 * dragging needed, so it works with a keyboard and a screen reader). The answer is a full
 * permutation; until the respondent moves something or keeps the order shown, it is unanswered.
 */
import ChevronDown from 'lucide-react/icons/chevron-down';
import ChevronUp from 'lucide-react/icons/chevron-up';
import { useLayoutEffect, useRef, useState } from 'react';
import type { Question } from '@core/form/definition';
import { rankName } from '@core/form/native-fields';
import { useTranslator } from '../../i18n/translator-context';
import { optionsOf, shownOption } from '../../lib/question-settings';
import type { InputProps } from './input-props';
import { smallButton } from './styles';

function isPermutation(value: unknown, options: readonly string[]): value is string[] {
  return (
    Array.isArray(value) &&
    value.length === options.length &&
    new Set(value).size === value.length &&
    value.every((v) => typeof v === 'string' && options.includes(v))
  );
}

/**
 * Without script the Move buttons do nothing: the respondent numbers the options instead, and the
 * server turns the numbers into the same permutation (no-script path, ADR 033).
 */
function RankByNumber({
  question,
  questionId,
  options,
  order,
}: {
  question: Question;
  questionId: string;
  options: readonly string[];
  order: readonly string[] | null;
}) {
  const { t, number } = useTranslator();
  return (
    <div className="mt-3 grid gap-2">
      <p className="text-sm text-muted-foreground">{t('rankWithoutScript')}</p>
      {options.map((option, index) => {
        const position = order ? order.indexOf(option) + 1 : 0;
        return (
          <label key={`${index}-${option}`} className="flex items-center gap-3">
            <select
              name={rankName(questionId, index)}
              defaultValue={position > 0 ? String(position) : ''}
              className="min-h-11 rounded-md border border-input bg-background px-2"
            >
              {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- a dash, no word */}
              <option value="">–</option>
              {options.map((_, i) => (
                <option key={i} value={String(i + 1)}>
                  {number(i + 1)}
                </option>
              ))}
            </select>
            <span className="min-w-0 break-words">{shownOption(question, index)}</span>
          </label>
        );
      })}
    </div>
  );
}

export function RankingInput({ question, value, onChange }: InputProps) {
  const { t, number } = useTranslator();
  const options = optionsOf(question);
  const answered = isPermutation(value, options);
  const order = answered ? value : options;
  const [announcement, setAnnouncement] = useState('');
  const focusAfterMove = useRef<{ item: string; direction: 'up' | 'down' } | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // Moving a list item re-inserts its DOM node, which drops focus: put it back on the item.
  // A layout effect: it runs before the next key press on both runtimes (Preact runs plain effects
  // after the next frame, where a second Enter would find the keyboard at the top of the page).
  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    const { item, direction } = focusAfterMove.current;
    focusAfterMove.current = null;
    const same = buttons.current.get(`${item}|${direction}`);
    const other = buttons.current.get(`${item}|${direction === 'up' ? 'down' : 'up'}`);
    // At the top or bottom the pressed button is disabled: keep focus on the item's other button.
    (same && !same.disabled ? same : other)?.focus();
  });

  const move = (index: number, direction: 'up' | 'down') => {
    const target = direction === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= order.length) return;
    const next = [...order];
    const item = next[index] as string;
    next[index] = next[target] as string;
    next[target] = item;
    onChange(next);
    setAnnouncement(t('movedTo', { item, position: target + 1, total: next.length }));
    focusAfterMove.current = { item, direction };
  };

  const register = (key: string) => (element: HTMLButtonElement | null) => {
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  return (
    <div>
      <ol className="grid gap-2" aria-label={t('rankingLabel')}>
        {order.map((item, index) => (
          <li
            key={item}
            className="fl-rank-item flex min-h-11 items-center gap-3 rounded-md border border-border bg-background py-1 ps-3 pe-1"
          >
            <span
              className="w-6 shrink-0 text-center font-semibold text-(--fl-primary-text)"
              aria-hidden="true"
            >
              {number(index + 1)}
            </span>
            <span className="min-w-0 flex-1 break-words">
              {shownOption(question, optionsOf(question).indexOf(item))}
            </span>
            <button
              type="button"
              ref={register(`${item}|up`)}
              className={`${smallButton} noscript:hidden`}
              aria-label={t('moveUp', { item })}
              disabled={index === 0}
              onClick={() => move(index, 'up')}
            >
              <ChevronUp className="size-5" aria-hidden="true" />
            </button>
            <button
              type="button"
              ref={register(`${item}|down`)}
              className={`${smallButton} noscript:hidden`}
              aria-label={t('moveDown', { item })}
              disabled={index === order.length - 1}
              onClick={() => move(index, 'down')}
            >
              <ChevronDown className="size-5" aria-hidden="true" />
            </button>
          </li>
        ))}
      </ol>
      {!answered && options.length > 0 ? (
        <button
          type="button"
          className={`${smallButton} mt-3 noscript:hidden`}
          onClick={() => onChange([...options])}
        >
          {t('keepOrder')}
        </button>
      ) : null}
      <noscript>
        <RankByNumber
          question={question}
          questionId={question.id}
          options={options}
          order={answered ? value : null}
        />
      </noscript>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
