/**
 * RATING, SCALE, NPS and NPS_RATING: a row of native radios drawn as tap targets. Native radios
 * give the expected keyboard behaviour (Tab into the group, arrows to move and pick) for free.
 */
import Heart from 'lucide-react/icons/heart';
import Star from 'lucide-react/icons/star';
import type { Question } from '@core/form/definition';
import { ratingIcon, scoreValues, type RatingIcon } from '../../lib/question-settings';
import { useTranslator } from '../../i18n/translator-context';
import type { Translator } from '../../i18n/translator';
import type { InputProps } from './input-props';
import { cx, pillClass } from './styles';

function labelsOf(question: Question, { t }: Translator): [string, string] {
  const nps = question.type === 'NPS' || question.type === 'NPS_RATING';
  return [
    question.scaleMinLabel ?? (nps ? t('npsMin') : ''),
    question.scaleMaxLabel ?? (nps ? t('npsMax') : ''),
  ];
}

function iconFor(question: Question): RatingIcon {
  if (question.type === 'RATING' || question.type === 'NPS_RATING') return ratingIcon(question);
  return 'number';
}

export function ScoreInput({ question, value, onChange, ids, invalid }: InputProps) {
  const values = scoreValues(question);
  const icon = iconFor(question);
  const translator = useTranslator();
  const { t, number } = translator;
  const [minLabel, maxLabel] = labelsOf(question, translator);
  const max = values[values.length - 1] ?? 0;
  const Icon = icon === 'heart' ? Heart : Star;
  const selected = typeof value === 'number' ? value : undefined;
  const many = values.length > 7;
  return (
    <div>
      <div
        className={many ? 'grid grid-cols-6 gap-2 sm:flex sm:flex-wrap' : 'flex flex-wrap gap-2'}
      >
        {values.map((score, index) => {
          const filled = icon !== 'number' && selected !== undefined && score <= selected;
          return (
            <label key={score} className="relative">
              <input
                type="radio"
                id={index === 0 ? ids.control : undefined}
                name={ids.control}
                value={score}
                className="peer sr-only"
                aria-invalid={invalid || undefined}
                checked={selected === score}
                onChange={() => onChange(score)}
              />
              {icon === 'number' ? (
                <span className={pillClass}>{number(score)}</span>
              ) : (
                <span className="flex min-h-11 min-w-11 flex-col items-center justify-center rounded-md px-1 text-(--fl-accent-edge) transition-colors peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-(--ring) hover:bg-muted">
                  <Icon className={cx('size-8', filled && 'fill-current')} aria-hidden="true" />
                  {question.type === 'NPS_RATING' ? (
                    <span className="text-xs text-muted-foreground" aria-hidden="true">
                      {number(score)}
                    </span>
                  ) : null}
                  <span className="sr-only">{t('scoreOf', { score, max })}</span>
                </span>
              )}
            </label>
          );
        })}
      </div>
      {minLabel || maxLabel ? (
        <div className="mt-2 flex justify-between gap-4 text-sm text-muted-foreground">
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- "1 = Poor": the owner's words */}
          <span>{minLabel ? `${number(values[0] ?? 0)} = ${minLabel}` : ''}</span>
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- as above */}
          <span className="text-end">{maxLabel ? `${number(max)} = ${maxLabel}` : ''}</span>
        </div>
      ) : null}
    </div>
  );
}
