import { X } from 'lucide-react';
import { useId } from 'react';
import type { Condition, Question } from '@core/form/definition';
import type { LogicOperator } from '@core/form/enums';
import { getQuestionType } from '@core/question-types/registry';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { ConditionValueInput } from './condition-value-input';
import { caseSensitivityApplies, emptyOperand, operandKind, OPERATOR_LABELS } from './logic-labels';
import { questionLabel } from './question-label';
import { t } from '@/lib/app-messages/app-messages';
import { uiMessages as m } from '../messages';

export interface ConditionRowProps {
  condition: Condition;
  /** 0-based; the first row reads "If", the others "and"/"or". */
  index: number;
  groupOperator: 'AND' | 'OR';
  questions: readonly Question[];
  onChange: (condition: Condition) => void;
  onRemove: () => void;
  /** Operators this editor does not offer (a results filter has no REGEX_MATCH yet, ADR 045). */
  withoutOperators?: readonly LogicOperator[];
}

/** The operators a question's type offers (core's registry decides, never the builder). */
export function operatorsForQuestion(question: Question | undefined): readonly LogicOperator[] {
  return question ? getQuestionType(question.type).operators : [];
}

const TEXTUAL = new Set([
  'SHORT_TEXT',
  'LONG_TEXT',
  'EMAIL',
  'URL',
  'PHONE',
  'PHONE_FORMATTED',
  'HIDDEN_FIELD',
]);

/**
 * One condition: which question, which operator (only those its type offers), which value. The
 * builder's rules and the responses page's filters both edit conditions with it.
 */
export function ConditionRow({
  condition,
  index,
  groupOperator,
  questions,
  onChange,
  onRemove,
  withoutOperators = [],
}: ConditionRowProps) {
  const id = useId();
  const label = t(m.conditionLabel, { number: index + 1 });
  const question = questions.find((q) => q.id === condition.questionId);
  const operatorsOf = (q: Question | undefined) =>
    operatorsForQuestion(q).filter((operator) => !withoutOperators.includes(operator));
  const operators = operatorsOf(question);
  const offered = operators.includes(condition.operator);
  const candidates = questions.filter((q) => getQuestionType(q.type).operators.length > 0);

  const pickQuestion = (questionId: string) => {
    const next = questions.find((q) => q.id === questionId);
    const allowed = operatorsOf(next);
    const operator = allowed.includes(condition.operator) ? condition.operator : allowed[0];
    if (!operator) return;
    onChange({ ...condition, questionId, operator, value: emptyOperand(operator) });
  };

  const pickOperator = (operator: LogicOperator) => {
    const sameShape = operandKind(operator) === operandKind(condition.operator);
    onChange({
      ...condition,
      operator,
      value: sameShape ? condition.value : emptyOperand(operator),
    });
  };

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
      <div className="flex items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {index === 0
            ? t(m.conditionFirst)
            : groupOperator === 'AND'
              ? t(m.conditionAnd)
              : t(m.conditionOr)}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8"
          aria-label={t(m.removeCondition, { number: index + 1 })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,2fr)_minmax(0,1.4fr)]">
        <NativeSelect
          aria-label={t(m.conditionQuestion, { label })}
          value={condition.questionId}
          onChange={(e) => pickQuestion(e.target.value)}
        >
          {question ? null : <option value={condition.questionId}>{t(m.missingQuestion)}</option>}
          {candidates.map((q) => (
            <option key={q.id} value={q.id}>
              {questionLabel(q, questions)}
            </option>
          ))}
        </NativeSelect>
        <NativeSelect
          aria-label={t(m.conditionOperator, { label })}
          value={condition.operator}
          onChange={(e) => pickOperator(e.target.value as LogicOperator)}
        >
          {offered ? null : (
            <option value={condition.operator}>
              {t(m.operatorUnavailable, { operator: OPERATOR_LABELS[condition.operator] })}
            </option>
          )}
          {operators.map((operator) => (
            <option key={operator} value={operator}>
              {OPERATOR_LABELS[operator]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <ConditionValueInput
        condition={condition}
        question={question}
        label={label}
        onChange={(value) => onChange({ ...condition, value })}
      />
      {caseSensitivityApplies(condition.operator, question ? TEXTUAL.has(question.type) : false) ? (
        <div className="flex items-center gap-2">
          <Switch
            id={`${id}-case`}
            checked={condition.caseSensitive}
            onCheckedChange={(caseSensitive) => onChange({ ...condition, caseSensitive })}
          />
          <Label htmlFor={`${id}-case`}>{t(m.matchCase)}</Label>
        </div>
      ) : null}
    </div>
  );
}
