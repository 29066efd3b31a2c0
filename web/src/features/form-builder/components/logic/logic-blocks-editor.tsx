import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { LogicBlock, Question } from '@core/form/definition';
import { LOGIC_BLOCK_TYPES } from '@core/form/enums';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Button } from '@/components/ui/button';
import { t } from '@/lib/app-messages/app-messages';
import { useBuilderSelector, useQuestionFindings } from '../../state/builder-context';
import { createId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { builderLogicMessages as m } from './messages';
import { RuleEditor } from './rule-editor';

const BLOCK_LABELS: Record<LogicBlock['type'], string> = {
  condition: m.blockCondition,
  ending: m.blockEnding,
  jump: m.blockJump,
};

/** A SURVEY_LOGIC item's blocks: rules that live at a place in the form, not on a question. */
export function LogicBlocksEditor({ question }: { question: Question }) {
  const actions = useQuestionActions(question.id);
  const findings = useQuestionFindings(question.id);
  const questions = useBuilderSelector((state) => state.definition.questions);
  const pageBreaks = useBuilderSelector((state) => state.definition.pageBreaks);
  const id = useId();
  const blocks = (
    Array.isArray(question.settings.blocks) ? question.settings.blocks : []
  ) as LogicBlock[];
  const setBlocks = (next: LogicBlock[]) => actions.setSettings({ blocks: next }, 'blocks');

  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted-foreground">{t(m.blocksIntro)}</p>
      {blocks.map((block, index) => (
        <RuleEditor
          key={block.id}
          kind="block"
          rule={block}
          number={index + 1}
          ownerId={question.id}
          questions={questions}
          pageBreaks={pageBreaks}
          findings={findings.filter((f) => f.ruleId === block.id)}
          onChange={(next) => setBlocks(blocks.map((b) => (b.id === block.id ? next : b)))}
          onRemove={() => setBlocks(blocks.filter((b) => b.id !== block.id))}
          header={
            <div className="grid gap-2 sm:grid-cols-2">
              <NativeSelect
                aria-label={t(m.blockKind, { number: index + 1 })}
                value={block.type}
                onChange={(e) =>
                  setBlocks(
                    blocks.map((b) =>
                      b.id === block.id ? { ...b, type: e.target.value as LogicBlock['type'] } : b,
                    ),
                  )
                }
              >
                {LOGIC_BLOCK_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(BLOCK_LABELS[type])}
                  </option>
                ))}
              </NativeSelect>
              <Input
                id={`${id}-${block.id}`}
                aria-label={t(m.blockName, { number: index + 1 })}
                placeholder={t(m.blockNamePlaceholder)}
                maxLength={200}
                value={block.title}
                onChange={(e) =>
                  setBlocks(
                    blocks.map((b) => (b.id === block.id ? { ...b, title: e.target.value } : b)),
                  )
                }
              />
            </div>
          }
        />
      ))}
      <div>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            setBlocks([
              ...blocks,
              {
                id: createId('b'),
                type: 'condition',
                title: '',
                conditions: [],
                groupOperator: 'AND',
                actions: [],
              },
            ])
          }
        >
          <Plus aria-hidden="true" />
          {t(m.addBlock)}
        </Button>
      </div>
    </div>
  );
}
