import { Plus } from 'lucide-react';
import { useId } from 'react';
import type { LogicBlock, Question } from '@core/form/definition';
import { LOGIC_BLOCK_TYPES } from '@core/form/enums';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Button } from '@/components/ui/button';
import { useBuilderSelector, useQuestionFindings } from '../../state/builder-context';
import { createId } from '../../state/ids';
import { useQuestionActions } from '../../state/use-question-actions';
import { RuleEditor } from './rule-editor';

const BLOCK_LABELS: Record<LogicBlock['type'], string> = {
  condition: 'Condition: run the actions',
  ending: 'Ending: run the actions, then end the form',
  jump: 'Jump: skip ahead',
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
      <p className="text-sm text-muted-foreground">
        Respondents never see this item. Its blocks run when the form reaches this point.
      </p>
      {blocks.map((block, index) => (
        <RuleEditor
          key={block.id}
          noun="Block"
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
                aria-label={`Block ${index + 1} kind`}
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
                    {BLOCK_LABELS[type]}
                  </option>
                ))}
              </NativeSelect>
              <Input
                id={`${id}-${block.id}`}
                aria-label={`Block ${index + 1} name`}
                placeholder="Name (optional)"
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
          Add block
        </Button>
      </div>
    </div>
  );
}
