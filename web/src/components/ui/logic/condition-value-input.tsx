import { useId } from 'react';
import type { Condition, Question } from '@core/form/definition';
import { LIKERT_COLUMNS } from '@core/question-types/likert-scale';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { operandKind } from './logic-labels';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from '../messages';

const CHOICE_TYPES = new Set([
  'MULTIPLE_CHOICE',
  'DROPDOWN',
  'CHECKBOX',
  'IMAGE_CHOICE',
  'RANKING',
]);
const NUMERIC_TYPES = new Set(['NUMBER', 'RATING', 'SCALE', 'NPS', 'NPS_RATING']);

/** The values a condition on this question can compare with, when they form a fixed list. */
export function fixedValuesOf(question: Question | undefined): string[] | null {
  if (!question) return null;
  if (CHOICE_TYPES.has(question.type)) return question.options ?? [];
  if (question.type === 'MATRIX') return question.matrixCols ?? [];
  if (question.type === 'LIKERT_SCALE') {
    return question.matrixCols?.length ? question.matrixCols : LIKERT_COLUMNS;
  }
  return null;
}

export interface ConditionValueInputProps {
  condition: Condition;
  question: Question | undefined;
  onChange: (value: unknown) => void;
  /** Prefix of the accessible names, e.g. "Condition 1". */
  label: string;
}

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value));

/** The operand editor that fits the operator and the question's answers. */
export function ConditionValueInput({
  condition,
  question,
  onChange,
  label,
}: ConditionValueInputProps) {
  const id = useId();
  const kind = operandKind(condition.operator);
  const { value } = condition;
  const fixed = fixedValuesOf(question);

  switch (kind) {
    case 'none':
      return null;
    case 'number':
      return (
        <Input
          type="number"
          step="any"
          aria-label={t(m.conditionNumber, { label })}
          value={text(value)}
          onChange={(e) => onChange(e.target.value === '' ? '' : Number(e.target.value))}
        />
      );
    case 'date':
      return (
        <Input
          type="date"
          aria-label={t(m.conditionDate, { label })}
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'dateRange': {
      const [from, to] = Array.isArray(value) ? value : ['', ''];
      return (
        <div className="flex flex-wrap items-center gap-2">
          <Input
            type="date"
            className="w-auto flex-1"
            aria-label={t(m.conditionFromDate, { label })}
            value={text(from)}
            onChange={(e) => onChange([e.target.value, text(to)])}
          />
          <span className="text-sm text-muted-foreground">{t(m.dateRangeAnd)}</span>
          <Input
            type="date"
            className="w-auto flex-1"
            aria-label={t(m.conditionToDate, { label })}
            value={text(to)}
            onChange={(e) => onChange([text(from), e.target.value])}
          />
        </div>
      );
    }
    case 'pattern':
      return (
        <Input
          aria-label={t(m.conditionPattern, { label })}
          className="font-mono"
          placeholder="^[A-Z]{2}\d+$"
          value={text(value)}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'list': {
      const list = Array.isArray(value) ? value.map(text) : [];
      if (fixed && fixed.length > 0) {
        return (
          <fieldset className="flex flex-wrap gap-x-4 gap-y-2">
            <legend className="sr-only">{t(m.conditionValues, { label })}</legend>
            {fixed.map((option, index) => (
              <label key={index} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-primary"
                  checked={list.includes(option)}
                  onChange={(e) =>
                    onChange(
                      e.target.checked ? [...list, option] : list.filter((v) => v !== option),
                    )
                  }
                />
                {option || t(m.optionNumber, { number: index + 1 })}
              </label>
            ))}
          </fieldset>
        );
      }
      return (
        <Input
          aria-label={t(m.conditionValuesList, { label })}
          placeholder={t(m.valuesPlaceholder)}
          value={list.join(', ')}
          onChange={(e) =>
            onChange(
              e.target.value
                .split(',')
                .map((v) => v.trim())
                .filter((v) => v !== ''),
            )
          }
        />
      );
    }
    default:
      break;
  }

  if (question?.type === 'YES_NO') {
    return (
      <NativeSelect
        aria-label={t(m.conditionAnswer, { label })}
        value={value === true ? 'true' : value === false ? 'false' : ''}
        onChange={(e) => onChange(e.target.value === '' ? '' : e.target.value === 'true')}
      >
        <option value="">{t(m.choose)}</option>
        <option value="true">{String(question.settings.yesLabel ?? t(m.yes))}</option>
        <option value="false">{String(question.settings.noLabel ?? t(m.no))}</option>
      </NativeSelect>
    );
  }
  if (fixed && question?.settings.allowOther !== true) {
    const current = text(value);
    return (
      <NativeSelect
        aria-label={t(m.conditionAnswer, { label })}
        value={current}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{t(m.choose)}</option>
        {current !== '' && !fixed.includes(current) ? (
          <option value={current}>{t(m.noLongerOption, { value: current })}</option>
        ) : null}
        {fixed.map((option, index) => (
          <option key={index} value={option}>
            {option || t(m.optionNumber, { number: index + 1 })}
          </option>
        ))}
      </NativeSelect>
    );
  }
  const numeric = question !== undefined && NUMERIC_TYPES.has(question.type);
  const inputType = numeric
    ? 'number'
    : question?.type === 'DATE'
      ? 'date'
      : question?.type === 'TIME'
        ? 'time'
        : 'text';
  return (
    <>
      <Input
        type={inputType}
        step={numeric ? 'any' : undefined}
        aria-label={t(m.conditionAnswer, { label })}
        list={fixed ? `${id}-options` : undefined}
        value={text(value)}
        onChange={(e) =>
          onChange(numeric && e.target.value !== '' ? Number(e.target.value) : e.target.value)
        }
      />
      {fixed ? (
        <datalist id={`${id}-options`}>
          {fixed.map((option, index) => (
            <option key={index} value={option} />
          ))}
        </datalist>
      ) : null}
    </>
  );
}
