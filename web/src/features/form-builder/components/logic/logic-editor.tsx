import { Plus } from 'lucide-react';
import type { LogicRule, Question } from '@core/form/definition';
import type { LogicFinding } from '@core/logic';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { useBuilderSelector } from '../../state/builder-context';
import { createId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { builderLogicMessages as m } from './messages';
import { newCondition, RuleEditor } from './rule-editor';

export interface LogicEditorProps {
  question: Question;
  findings: readonly LogicFinding[];
}

/** The rules on one question: "if these answers…, then show / hide / skip / end / set / calculate". */
export function LogicEditor({ question, findings }: LogicEditorProps) {
  const actions = useQuestionActions(question.id);
  const questions = useBuilderSelector((state) => state.definition.questions);
  const pageBreaks = useBuilderSelector((state) => state.definition.pageBreaks);
  const rules = question.logic ?? [];
  const setRules = (next: LogicRule[]) =>
    actions.update({ logic: next.length > 0 ? next : null }, 'logic');

  const addRule = () => {
    const condition = newCondition(question);
    setRules([
      ...rules,
      {
        id: createId('r'),
        conditions: condition ? [condition] : [],
        groupOperator: 'AND',
        actions: [{ type: 'SHOW', target: '' }],
      },
    ]);
  };

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t(m.rulesIntro)}</p>
      {rules.map((rule, index) => (
        <RuleEditor
          key={rule.id}
          rule={rule}
          number={index + 1}
          ownerId={question.id}
          questions={questions}
          pageBreaks={pageBreaks}
          findings={findings.filter((f) => f.ruleId === rule.id)}
          onChange={(next) => setRules(rules.map((r) => (r.id === rule.id ? next : r)))}
          onRemove={() => setRules(rules.filter((r) => r.id !== rule.id))}
        />
      ))}
      <div>
        <Button variant="outline" size="sm" onClick={addRule}>
          <Plus aria-hidden="true" />
          {t(m.addRule)}
        </Button>
      </div>
    </div>
  );
}
