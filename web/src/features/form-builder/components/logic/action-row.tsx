import { X } from 'lucide-react';
import type { Action, PageBreak, Question } from '@core/form/definition';
import { LOGIC_ACTION_TYPES, type LogicActionType } from '@core/form/enums';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ACTION_LABELS } from '@/components/ui/logic/logic-labels';
import { questionLabel } from '@/components/ui/logic/question-label';

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
  const label = `Action ${index + 1}`;
  const later = questions.slice(ownerIndex + 1);
  const targetQuestion = questions.find((q) => q.id === action.target);

  const pickType = (type: LogicActionType) =>
    onChange({ type, target: type === 'END_FORM' ? '' : action.target, value: undefined });

  const laterQuestionOptions = (
    <>
      <option value="">Choose a question…</option>
      {action.target && !later.some((q) => q.id === action.target) ? (
        <option value={action.target}>
          {targetQuestion ? questionLabel(targetQuestion, questions) : 'Missing question'} (not
          after this one)
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
          Then
        </span>
        <Button
          variant="ghost"
          size="icon"
          className="ml-auto size-8"
          aria-label={`Remove action ${index + 1}`}
          onClick={onRemove}
        >
          <X aria-hidden="true" />
        </Button>
      </div>
      <div className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <NativeSelect
          aria-label={`${label} type`}
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
            aria-label={`${label} question`}
            value={action.target}
            onChange={(e) => onChange({ ...action, target: e.target.value })}
          >
            {laterQuestionOptions}
          </NativeSelect>
        ) : null}
        {action.type === 'SKIP_TO' ? (
          <NativeSelect
            aria-label={`${label} destination`}
            value={action.target}
            onChange={(e) => onChange({ ...action, target: e.target.value })}
          >
            {laterQuestionOptions}
            {pageBreaks.length > 0 ? (
              <optgroup label="Pages">
                {pageBreaks.map((p) => {
                  const after = questions.find((q) => q.id === p.afterQuestionId);
                  const name =
                    p.title.trim() ||
                    `Page after question ${after ? questions.indexOf(after) + 1 : '?'}`;
                  return (
                    <option key={p.id} value={p.id}>
                      Page: {name}
                    </option>
                  );
                })}
              </optgroup>
            ) : null}
          </NativeSelect>
        ) : null}
        {action.type === 'SET_VALUE' || action.type === 'CALCULATE' ? (
          <ValueTarget action={action} label={label} questions={questions} onChange={onChange} />
        ) : null}
      </div>
      {action.type === 'SET_VALUE' ? (
        <Input
          aria-label={`${label} value`}
          placeholder="Value to store"
          value={action.value === undefined || action.value === null ? '' : String(action.value)}
          onChange={(e) => onChange({ ...action, value: e.target.value })}
        />
      ) : null}
      {action.type === 'CALCULATE' ? (
        <Expression action={action} label={label} questions={questions} onChange={onChange} />
      ) : null}
    </div>
  );
}

interface ValueTargetProps {
  action: Action;
  label: string;
  questions: readonly Question[];
  onChange: (action: Action) => void;
}

/** Where SET_VALUE and CALCULATE store their result: a question, or a named variable. */
function ValueTarget({ action, label, questions, onChange }: ValueTargetProps) {
  const isQuestion = questions.some((q) => q.id === action.target);
  const variableMode = !isQuestion && action.target !== '';
  return (
    <div className="flex flex-col gap-2">
      <NativeSelect
        aria-label={`${label} store in`}
        value={isQuestion ? action.target : variableMode ? VARIABLE : ''}
        onChange={(e) => {
          const value = e.target.value;
          onChange({ ...action, target: value === VARIABLE ? 'score' : value });
        }}
      >
        <option value="">Store the result in…</option>
        <option value={VARIABLE}>A variable</option>
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {questionLabel(q, questions)}
          </option>
        ))}
      </NativeSelect>
      {variableMode ? (
        <Input
          aria-label={`${label} variable name`}
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
function Expression({ action, label, questions, onChange }: ValueTargetProps) {
  const text = typeof action.value === 'string' ? action.value : '';
  return (
    <div className="flex flex-col gap-2">
      <Textarea
        aria-label={`${label} formula`}
        className="min-h-16 font-mono"
        placeholder="{price} * {quantity} + 5"
        value={text}
        onChange={(e) => onChange({ ...action, value: e.target.value })}
      />
      <NativeSelect
        aria-label={`${label} insert an answer`}
        value=""
        onChange={(e) => {
          if (e.target.value) onChange({ ...action, value: `${text}{${e.target.value}}` });
        }}
      >
        <option value="">Insert an answer into the formula…</option>
        {questions.map((q) => (
          <option key={q.id} value={q.id}>
            {questionLabel(q, questions)}
          </option>
        ))}
      </NativeSelect>
      <p className="text-xs text-muted-foreground">
        Use + − * / ( ) and min, max, sum, avg, round, if. Answers that are not numbers count as 0.
      </p>
    </div>
  );
}
