import { Plus, Trash } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Action, Condition, PageBreak, Question } from '@core/form/definition';
import type { LogicFinding } from '@core/logic';
import { getQuestionType } from '@core/question-types/registry';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { ActionRow } from './action-row';
import { ConditionRow } from '@/components/ui/logic/condition-row';
import { FindingList } from './finding-list';
import { builderLogicMessages as m } from './messages';
import { emptyOperand } from '@/components/ui/logic/logic-labels';

/** What rules and SURVEY_LOGIC blocks have in common. */
export interface RuleShape {
  id: string;
  conditions: Condition[];
  groupOperator: 'AND' | 'OR';
  actions: Action[];
}

export interface RuleEditorProps<R extends RuleShape> {
  rule: R;
  /** 1-based, for headings and accessible names. */
  number: number;
  /** The question the rule sits on. */
  ownerId: string;
  questions: readonly Question[];
  pageBreaks: readonly PageBreak[];
  /** verifyLogic's findings about this rule. */
  findings: readonly LogicFinding[];
  onChange: (rule: R) => void;
  onRemove: () => void;
  /** Extra fields above the conditions (a block's type and title). */
  header?: ReactNode;
  /** A rule on a question, or a SURVEY_LOGIC block. */
  kind?: 'rule' | 'block';
}

/** A new condition on `questionId` with the first operator its type offers. */
export function newCondition(question: Question | undefined): Condition | null {
  const operator = question ? getQuestionType(question.type).operators[0] : undefined;
  if (!question || !operator) return null;
  return { questionId: question.id, operator, value: emptyOperand(operator), caseSensitive: false };
}

/** Conditions joined by AND/OR, then actions; findings for the rule shown under it. */
export function RuleEditor<R extends RuleShape>({
  rule,
  number,
  ownerId,
  questions,
  pageBreaks,
  findings,
  onChange,
  onRemove,
  header,
  kind = 'rule',
}: RuleEditorProps<R>) {
  const ownerIndex = Math.max(
    0,
    questions.findIndex((q) => q.id === ownerId),
  );
  const owner = questions[ownerIndex];
  const conditionTarget =
    owner && getQuestionType(owner.type).operators.length > 0
      ? owner
      : questions
          .slice(0, ownerIndex + 1)
          .reverse()
          .find((q) => getQuestionType(q.type).operators.length > 0);

  const setConditions = (conditions: Condition[]) => onChange({ ...rule, conditions });
  const setActions = (actions: Action[]) => onChange({ ...rule, actions });
  const addCondition = () => {
    const condition = newCondition(conditionTarget ?? questions[0]);
    if (condition) setConditions([...rule.conditions, condition]);
  };

  return (
    <section
      aria-label={t(m.ruleName, { kind, number })}
      className="flex flex-col gap-3 rounded-lg border border-border p-3 sm:p-4"
    >
      <div className="flex items-center gap-2">
        <h3 className="text-sm font-semibold">{t(m.ruleName, { kind, number })}</h3>
        <Button
          variant="ghost"
          size="sm"
          className="ml-auto text-destructive hover:text-destructive"
          onClick={onRemove}
        >
          <Trash aria-hidden="true" />
          {t(m.removeRule, { kind })}
        </Button>
      </div>
      {header}
      {rule.conditions.length > 1 ? (
        <div
          role="radiogroup"
          aria-label={t(m.howConditionsCombine, { kind, number })}
          className="flex gap-1"
        >
          {(['AND', 'OR'] as const).map((op) => (
            <Button
              key={op}
              role="radio"
              aria-checked={rule.groupOperator === op}
              variant={rule.groupOperator === op ? 'secondary' : 'ghost'}
              size="sm"
              onClick={() => onChange({ ...rule, groupOperator: op })}
            >
              {t(op === 'AND' ? m.allConditions : m.anyCondition)}
            </Button>
          ))}
        </div>
      ) : null}
      {rule.conditions.map((condition, index) => (
        <ConditionRow
          key={index}
          condition={condition}
          index={index}
          groupOperator={rule.groupOperator}
          questions={questions}
          onChange={(next) =>
            setConditions(rule.conditions.map((c, i) => (i === index ? next : c)))
          }
          onRemove={() => setConditions(rule.conditions.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={addCondition}
          disabled={!conditionTarget && questions.length === 0}
        >
          <Plus aria-hidden="true" />
          {t(m.addCondition)}
        </Button>
      </div>
      {rule.actions.map((action, index) => (
        <ActionRow
          key={index}
          action={action}
          index={index}
          ownerIndex={ownerIndex}
          questions={questions}
          pageBreaks={pageBreaks}
          onChange={(next) => setActions(rule.actions.map((a, i) => (i === index ? next : a)))}
          onRemove={() => setActions(rule.actions.filter((_, i) => i !== index))}
        />
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => setActions([...rule.actions, { type: 'SHOW', target: '' }])}
        >
          <Plus aria-hidden="true" />
          {t(m.addAction)}
        </Button>
      </div>
      <FindingList findings={findings} />
    </section>
  );
}
