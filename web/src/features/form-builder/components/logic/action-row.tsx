import { X } from 'lucide-react';
import type { Action, PageBreak, Question } from '@core/form/definition';
import { LOGIC_ACTION_TYPES, type LogicActionType } from '@core/form/enums';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ACTION_LABELS } from '@/components/ui/logic/logic-labels';
import { questionLabel } from '@/components/ui/logic/question-label';
import { t } from '@/lib/app-messages/app-messages';
import { builderLogicMessages as m } from './messages';

export interface ActionRowProps {
  action: Action;
  index: number;
  /** Position of the question the rule sits on: SHOW, HIDE and SKIP_TO only look ahead. */
  ownerIndex: number;
  questions: readonly Question[];
  pageBreaks: readonly PageBreak[];
  onChange: (action: Action) => void;
  onRemove: () => void;
}

const VARIABLE = '__variable__';

/** One action: what happens when the rule's conditions hold, and to what. */
export function ActionRow({
  action,
  index,
  ownerIndex,
  questions,
  pageBreaks,
  onChange,
  onRemove,
}: ActionRowProps) {
  const number = index + 1;
  const later = questions.slice(ownerIndex + 1);
  const targetQuestion = questions.find((q) => q.id === action.target);

  const pickType = (type: LogicActionType) =>
    onChange({ type, target: type === 'END_FORM' ? '' : action.target, value: undefined });

  const laterQuestionOptions = (
    <>
      <option value="">{t(m.chooseQuestion)}</option>
      {action.target && !later.some((q) => q.id === action.target) ? (
        <option value={action.target}>
          {t(m.notAfterThisOne, {
            question: targetQuestion
              ? questionLabel(targetQuestion, questions)
              : t(m.missingQuestion),
          })}
        </option>
      ) : null}
      {later.map((q) => (
        <option key={q.id} value={q.id}>
          {questionLabel(q, questions)}
        </option>
      ))}
    </>
  );

  return (
    <div className="flex flex-col gap-2 rounded-lg bg-subtle p-3">
      <div className="flex items-center gap-2">
        <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {t(m.then)}
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8"
          aria-label={t(m.removeAction, { number })}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <NativeSelect
          aria-label={t(m.actionType, { number })}
          value={action.type}
          onChange={(e) => pickType(e.target.value as LogicActionType)}
        >
          {LOGIC_ACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {ACTION_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
        {action.type === 'SHOW' || action.type === 'HIDE' ? (
          <NativeSelect
            aria-label={t(m.actionQuestion, { number })}
            value={action.target}
            onChange={(e) => onChange({ ...action, target: e.target.value })}
          >
            {laterQuestionOptions}
          </NativeSelect>
        ) : null}
        {action.type === 'SKIP_TO' ? (
          <NativeSelect
            aria-label={t(m.actionDestination, { number })}
            value={action.target}
            onChange={(e) => onChange({ ...action, target: e.target.value })}
          >
            {laterQuestionOptions}
            {pageBreaks.length > 0 ? (
              <optgroup label={t(m.pages)}>
                {pageBreaks.map((p) => {
                  const after = questions.find((q) => q.id === p.afterQuestionId);
                  const name =
                    p.title.trim() ||
                    t(m.pageAfterQuestion, {
                      number: after ? String(questions.indexOf(after) + 1) : '?',
                    });
                  return (
                    <option key={p.id} value={p.id}>
                      {t(m.pageOption, { name })}
                    </option>
                  );
                })}
              </optgroup>
            ) : null}
          </NativeSelect>
        ) : null}
        {action.type === 'SET_VALUE' || action.type === 'CALCULATE' ? (
          <ValueTarget action={action} number={number} questions={questions} onChange={onChange} />
        ) : null}
      </div>
      {action.type === 'SET_VALUE' ? (
        <Input
          aria-label={t(m.actionValue, { number })}
          placeholder={t(m.valuePlaceholder)}
          value={action.value === undefined || action.value === null ? '' : String(action.value)}
          onChange={(e) => onChange({ ...action, value: e.target.value })}
        />
      ) : null}
      {action.type === 'CALCULATE' ? (
        <Expression action={action} number={number} questions={questions} onChange={onChange} />
      ) : null}
    </div>
  );
}

interface ValueTargetProps {
  action: Action;
  /** The action's place in its rule, 1-based, for accessible names. */
  number: number;
  questions: readonly Question[];
  onChange: (action: Action) => void;
}

/** Where SET_VALUE and CALCULATE store their result: a question, or a named variable. */
function ValueTarget({ action, number, questions, onChange }: ValueTargetProps) {
  const isQuestion = questions.some((q) => q.id === action.target);
  const variableMode = !isQuestion && action.target !== '';
  return (
    <div className="flex flex-col gap-2">
      <NativeSelect
        aria-label={t(m.actionStoreIn, { number })}
        value={isQuestion ? action.target : variableMode ? VARIABLE : ''}
        onChange={(e) => {
          const value = e.target.value;
          onChange({ ...action, target: value === VARIABLE ? 'score' : value });
        }}
      >
        <option value="">{t(m.storeResultIn)}</option>
        <option value={VARIABLE}>{t(m.aVariable)}</option>
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {questionLabel(q, questions)}
          </option>
        ))}
      </NativeSelect>
      {variableMode ? (
        <Input
          aria-label={t(m.actionVariableName, { number })}
          value={action.target}
          maxLength={64}
          onChange={(e) =>
            onChange({ ...action, target: e.target.value.replace(/[^A-Za-z0-9_]/g, '') })
          }
        />
      ) : null}
    </div>
  );
}

/** The CALCULATE formula, with a picker that inserts a question's answer as {id}. */
function Expression({ action, number, questions, onChange }: ValueTargetProps) {
  const text = typeof action.value === 'string' ? action.value : '';
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        aria-label={t(m.actionFormula, { number })}
        className="min-h-16 font-mono"
        placeholder="{price} * {quantity} + 5"
        value={text}
        onChange={(e) => onChange({ ...action, value: e.target.value })}
      />
      <NativeSelect
        aria-label={t(m.actionInsertAnswer, { number })}
        value=""
        onChange={(e) => {
          if (e.target.value) onChange({ ...action, value: `${text}{${e.target.value}}` });
        }}
      >
        <option value="">{t(m.insertAnswer)}</option>
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {questionLabel(q, questions)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">{t(m.formulaHelp)}</p>
    </div>
  );
}
