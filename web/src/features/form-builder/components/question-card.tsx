import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { memo, useId, useState } from 'react';
import { getQuestionType } from '@core/question-types/registry';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { useQuestion, useQuestionFindings } from '../state/builder-context';
import { questionDomId } from '../state/dom-ids';
import { useQuestionActions } from '../state/use-question-actions';
import { FindingList } from './logic/finding-list';
import { LogicEditor } from './logic/logic-editor';
import { PageBreakList } from './page-break-list';
import { QuestionCardToolbar } from './question-card-toolbar';
import { QuestionIssues } from './question-issues';
import { QuestionTitleField } from './question-title-field';
import { Disclosure } from './disclosure';
import { QUESTION_TYPE_ICONS } from './question-type-meta';
import { PrimaryEditor } from './settings/primary-editor';
import { SettingsPanel, hasSettingsPanel } from './settings/settings-panel';
import { t } from '@/lib/app-messages/app-messages';
import { questionTypeName } from '@/lib/core-texts/core-texts';
import { formBuilderMessages as m } from '../messages';

export interface QuestionCardProps {
  id: string;
  /** 1-based position in the form. */
  number: number;
  isFirst: boolean;
  isLast: boolean;
}

/**
 * One question in the builder. Memoised and subscribed to its own question only: an edit
 * elsewhere in the form does not re-render it (see question-card.render-count.test.tsx).
 */
export const QuestionCard = memo(function QuestionCard({
  id,
  number,
  isFirst,
  isLast,
}: QuestionCardProps) {
  const question = useQuestion(id);
  const findings = useQuestionFindings(id);
  const actions = useQuestionActions(id);
  const sortable = useSortable({ id });
  const descriptionId = useId();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [logicOpen, setLogicOpen] = useState(false);
  if (!question) return null;

  const typeDef = getQuestionType(question.type);
  const typeName = questionTypeName(question.type);
  const Icon = QUESTION_TYPE_ICONS[question.type];
  const questionFindings = findings.filter((f) => !f.ruleId);
  const ruleCount = question.logic?.length ?? 0;
  const logicErrors = findings.some((f) => f.ruleId && f.severity === 'error');
  const canHaveLogic = question.type !== 'SURVEY_LOGIC';

  return (
    <li
      ref={sortable.setNodeRef}
      style={{
        transform: CSS.Translate.toString(sortable.transform),
        transition: sortable.transition,
      }}
      // Off-screen cards skip style, layout and paint: a 200-question form types as fast as a short one.
      className={cn(
        'relative list-none [contain-intrinsic-size:auto_22rem] [content-visibility:auto]',
        sortable.isDragging && 'z-10 opacity-80',
      )}
    >
      <article
        id={questionDomId(id, 'card')}
        aria-label={t(m.questionName, {
          number: String(number),
          title: question.title || typeName,
        })}
        className={cn(
          'rounded-xl border border-border bg-card p-4 text-card-foreground shadow-sm sm:p-5',
          sortable.isDragging && 'shadow-lg ring-2 ring-ring',
        )}
      >
        <QuestionCardToolbar
          id={id}
          number={number}
          isFirst={isFirst}
          isLast={isLast}
          typeLabel={typeName}
          icon={Icon}
          dragHandle={{
            setElement: sortable.setActivatorNodeRef,
            attributes: sortable.attributes,
            listeners: sortable.listeners,
          }}
        />
        <div className="mt-3 flex flex-col gap-3">
          <QuestionTitleField id={id} number={number} title={question.title} />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={descriptionId} className="sr-only">
              {t(m.questionDescriptionLabel, { number: String(number) })}
            </Label>
            <Textarea
              id={descriptionId}
              rows={1}
              className="min-h-10 resize-y"
              placeholder={t(m.questionDescriptionPlaceholder)}
              value={question.description}
              onChange={(e) => actions.update({ description: e.target.value }, 'description')}
            />
          </div>
          <PrimaryEditor question={question} />
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
            {typeDef.answerable && question.type !== 'HIDDEN_FIELD' ? (
              <div className="flex items-center gap-2">
                <Switch
                  id={`${descriptionId}-required`}
                  checked={question.required}
                  onCheckedChange={(required) => actions.update({ required })}
                />
                <Label htmlFor={`${descriptionId}-required`}>{t(m.required)}</Label>
              </div>
            ) : null}
            {hasSettingsPanel(question.type) ? (
              <Disclosure
                label={t(m.settings)}
                open={settingsOpen}
                onOpenChange={setSettingsOpen}
                controls={`${descriptionId}-settings`}
              />
            ) : null}
            {canHaveLogic ? (
              <Disclosure
                label={
                  ruleCount > 0 ? t(m.logicWithCount, { count: String(ruleCount) }) : t(m.logic)
                }
                open={logicOpen}
                onOpenChange={setLogicOpen}
                controls={`${descriptionId}-logic`}
                alert={logicErrors ? t(m.logicHasProblems) : undefined}
              />
            ) : null}
          </div>
          {settingsOpen && hasSettingsPanel(question.type) ? (
            <div id={`${descriptionId}-settings`} className="rounded-lg border border-border p-4">
              <SettingsPanel question={question} />
            </div>
          ) : null}
          {logicOpen && canHaveLogic ? (
            <div id={`${descriptionId}-logic`} className="rounded-lg border border-border p-4">
              <LogicEditor question={question} findings={findings} />
            </div>
          ) : null}
          <FindingList findings={questionFindings} />
          <QuestionIssues id={id} />
        </div>
      </article>
      <PageBreakList afterQuestionId={id} />
    </li>
  );
});
